// Mail to newsletter sign-ups and subscribers. Each carries an unsubscribe link
// in its text and the one-click List-Unsubscribe headers (RFC 8058), so mail
// programs can offer "Unsubscribe" next to the sender, and a List-Id (RFC 2919):
// filters distrust list mail that offers unsubscribing but names no list.
import { escapeHtml, type MailContent } from "~/mail/content.server"

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
  const text = [
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
  ].join("\n")
  const html = page("Confirm your subscription", [
    "<p>Hi,</p>",
    "<p>Someone, hopefully you, asked to receive the Cape Ocean Adventures newsletter at this address.</p>",
    `<p><a href="${escapeHtml(links.confirm)}">Confirm your subscription</a></p>`,
    `<p>The link works for ${validDays} days. If you did not ask for this, ignore this mail: without confirmation you will get nothing more from us and your address is deleted.</p>`,
    "<p>Cape Ocean Adventures</p>",
    footer(links.unsubscribe),
  ])
  return {
    to,
    subject: "Please confirm your Cape Ocean Adventures newsletter subscription",
    text,
    html,
    headers: listHeaders(links.unsubscribe),
  }
}

/** A newsletter issue for one subscriber, with their own unsubscribe link. */
export function newsletterMail(
  to: string,
  issue: { subject: string; text: string },
  unsubscribeUrl: string,
): SubscriberMail {
  const text = [
    issue.text.trim(),
    "",
    "--",
    "You receive this because you subscribed to the Cape Ocean Adventures newsletter.",
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join("\n")
  const paragraphs = issue.text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
  const html = page(issue.subject, [
    ...paragraphs,
    "<p>You receive this because you subscribed to the Cape Ocean Adventures newsletter.</p>",
    footer(unsubscribeUrl),
  ])
  return { to, subject: issue.subject, text, html, headers: listHeaders(unsubscribeUrl) }
}

function footer(unsubscribeUrl: string): string {
  return `<p style="font-size:12px;color:#4b6475"><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`
}

function page(title: string, parts: string[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;color:#062f49;line-height:1.5">\n${parts.join("\n")}\n</body></html>`
}
