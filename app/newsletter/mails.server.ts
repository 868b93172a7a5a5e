// Mail to newsletter sign-ups and subscribers. Each carries an unsubscribe link
// in its text and the one-click List-Unsubscribe headers (RFC 8058), so mail
// programs can offer "Unsubscribe" next to the sender, and a List-Id (RFC 2919):
// filters distrust list mail that offers unsubscribing but names no list.
import { escapeHtml, layout, paragraphsHtml, type MailContent } from "~/mail/content.server"

export type SubscriberMail = MailContent & { headers: Record<string, string> }

export function listHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Id": `Cape Ocean Adventures newsletter <newsletter.${new URL(unsubscribeUrl).hostname}>`,
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  }
}

export function confirmationMail(
  to: string,
  links: { confirm: string; unsubscribe: string },
  validDays: number,
): SubscriberMail {
  return subscriberMail({
    to,
    subject: "Please confirm your Cape Ocean Adventures newsletter subscription",
    title: "Confirm your subscription",
    unsubscribeUrl: links.unsubscribe,
    text: [
      "Hi,",
      "",
      "Someone, hopefully you, asked to receive the Cape Ocean Adventures newsletter at this address.",
      "To confirm, open this link and press 'Confirm subscription':",
      links.confirm,
      "",
      `The link works for ${validDays} days. If you did not ask for this, ignore this mail: without confirmation you will get nothing more from us and your address is deleted.`,
      "",
      "Cape Ocean Adventures",
      "",
      `Never want to hear from us? ${links.unsubscribe}`,
    ],
    html: [
      "<p>Hi,</p>",
      "<p>Someone, hopefully you, asked to receive the Cape Ocean Adventures newsletter at this address.</p>",
      `<p><a href="${escapeHtml(links.confirm)}">Confirm your subscription</a></p>`,
      `<p>The link works for ${validDays} days. If you did not ask for this, ignore this mail: without confirmation you will get nothing more from us and your address is deleted.</p>`,
      "<p>Cape Ocean Adventures</p>",
    ],
  })
}

/** A newsletter issue for one subscriber, with their own unsubscribe link. */
export function newsletterMail(
  to: string,
  issue: { subject: string; text: string },
  unsubscribeUrl: string,
): SubscriberMail {
  return subscriberMail({
    to,
    subject: issue.subject,
    unsubscribeUrl,
    text: [
      issue.text.trim(),
      "",
      "--",
      "You receive this because you subscribed to the Cape Ocean Adventures newsletter.",
      `Unsubscribe: ${unsubscribeUrl}`,
    ],
    html: [
      paragraphsHtml(issue.text.trim()),
      "<p>You receive this because you subscribed to the Cape Ocean Adventures newsletter.</p>",
    ],
  })
}

/** The lines of a mail to a subscriber, put together with the unsubscribe link and headers. */
function subscriberMail({
  to,
  subject,
  title = subject,
  unsubscribeUrl,
  text,
  html,
}: {
  to: string
  subject: string
  /** The HTML part's title, when not the subject. */
  title?: string
  unsubscribeUrl: string
  text: string[]
  html: string[]
}): SubscriberMail {
  const footer = `<p style="font-size:12px;color:#4b6475"><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`
  return {
    to,
    subject,
    text: text.join("\n"),
    html: layout(title, [...html, footer].join("\n")),
    headers: listHeaders(unsubscribeUrl),
  }
}
