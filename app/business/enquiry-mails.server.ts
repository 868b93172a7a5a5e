// The two mails of every enquiry: the business's (everything the visitor wrote,
// with Reply-To the visitor, so answering is one click) and the visitor's
// acknowledgement (what happens next, with Reply-To the business, since the
// sender address takes no replies). Everything the visitor typed is HTML-escaped.
// The acknowledgement goes to whatever address was typed, so it must be of no use
// for sending someone else a text of one's own under the site's name: it repeats
// only the start of the message, and no link, address or domain from it, and no
// subject holds anything the visitor typed.
import { formatPreferredWindow } from "~/business/enquiry-format"
import { enquiryServiceTitle, REPLY_PROMISE } from "~/business/services"
import {
  detailsTableHtml,
  escapeHtml,
  headerText,
  layout,
  paragraphsHtml,
  type MailContent,
} from "~/mail/content.server"

/** How much of the message the acknowledgement repeats. */
export const ECHO_MAX = 200

export const ENQUIRY_BUSINESS_KIND = "enquiry_business"
export const ENQUIRY_VISITOR_KIND = "enquiry_visitor"

export type EnquiryMailData = {
  reference: string
  service: string
  name: string
  email: string
  phone?: string | null
  organisation?: string | null
  message: string
  preferredDate?: string | null
  preferredTime?: string | null
  receivedAt: string
}

type EnquiryMail = MailContent & { replyTo: string }

export function businessEnquiryMail(enquiry: EnquiryMailData, shopEmail: string): EnquiryMail {
  const service = enquiryServiceTitle(enquiry.service)
  const rows = detailRows(enquiry)
  const text = [
    `New enquiry ${enquiry.reference} about ${service}, received ${enquiry.receivedAt}.`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    enquiry.message,
    "",
    `Reply to this e-mail to answer ${enquiry.name} directly. Follow it up under Enquiries in the admin.`,
  ].join("\n")
  const html = layout(
    `New enquiry ${enquiry.reference}`,
    [
      `<p>New enquiry <strong>${escapeHtml(enquiry.reference)}</strong> about <strong>${escapeHtml(service)}</strong>, received ${escapeHtml(enquiry.receivedAt)}.</p>`,
      detailsTableHtml(rows),
      `<h2 style="font-size:18px">Message</h2>`,
      paragraphsHtml(enquiry.message),
      `<p>Reply to this e-mail to answer ${escapeHtml(enquiry.name)} directly. Follow it up under Enquiries in the admin.</p>`,
    ].join("\n"),
  )
  const from = enquiry.organisation ? `${enquiry.name} (${enquiry.organisation})` : enquiry.name
  return {
    to: shopEmail,
    replyTo: enquiry.email,
    subject: headerText(`New enquiry ${enquiry.reference}: ${service} from ${from}`),
    text,
    html,
  }
}

export function visitorEnquiryMail(enquiry: EnquiryMailData, shopEmail: string): EnquiryMail {
  const service = enquiryServiceTitle(enquiry.service)
  const window = formatPreferredWindow(enquiry.preferredDate, enquiry.preferredTime)
  const nextSteps = [
    `We read your enquiry and reply ${REPLY_PROMISE}, from ${shopEmail}.`,
    window
      ? `We confirm a consultation time on or near ${window}, or suggest another if that one is taken.`
      : "We may call you or ask a few questions about your site or brand, so our answer fits.",
    "You can add anything at any time: just reply to this e-mail.",
  ]
  const name = withoutLinks(enquiry.name)
  const rows = detailRows({
    ...enquiry,
    name,
    organisation: enquiry.organisation ? withoutLinks(enquiry.organisation) : null,
  })
  const excerpt = messageExcerpt(enquiry.message)
  const excerptLabel =
    excerpt === enquiry.message.trim()
      ? "Your message:"
      : "The beginning of your message, without links:"
  const text = [
    `Hi ${name},`,
    "",
    `Thank you for your enquiry about ${service}. We have received it; its reference is ${enquiry.reference}.`,
    "",
    "What happens next:",
    ...nextSteps.map((step, index) => `${index + 1}. ${step}`),
    "",
    "What you sent us:",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    excerptLabel,
    excerpt,
    "",
    "Cape Ocean Adventures",
  ].join("\n")
  const html = layout(
    `Your enquiry ${enquiry.reference}`,
    [
      `<p>Hi ${escapeHtml(name)},</p>`,
      `<p>Thank you for your enquiry about <strong>${escapeHtml(service)}</strong>. We have received it; its reference is <strong>${escapeHtml(enquiry.reference)}</strong>.</p>`,
      `<h2 style="font-size:18px">What happens next</h2>`,
      `<ol>${nextSteps.map((step) => `<li>${escapeHtml(step)}</li>`).join("")}</ol>`,
      `<h2 style="font-size:18px">What you sent us</h2>`,
      detailsTableHtml(rows),
      `<p>${escapeHtml(excerptLabel)}</p>`,
      paragraphsHtml(excerpt),
      `<p>Cape Ocean Adventures</p>`,
    ].join("\n"),
  )
  return {
    to: enquiry.email,
    replyTo: shopEmail,
    subject: `We received your enquiry about ${service} (${enquiry.reference})`,
    text,
    html,
  }
}

const LINK_REMOVED = "[link removed]"
// A scheme's link (https://…, mailto:…), or one that starts with www.
const URL_LIKE = /\b(?:[a-z][a-z0-9+.-]*:\/\/|(?:mailto|tel|sms|data|javascript):|www\.)\S*/giu
// Anything with an @ between two non-spaces: an address, or one written to slip through.
const ADDRESS_LIKE = /(?<!\S)\S*@\S+/gu
// A domain: labels joined by dots (ASCII or not, and the full-width and ideographic
// dots that some mail programs also link), ending in a label of two letters or more
// (or a punycode one).
// Matches start only where a label can start, so a long text takes linear time.
const LABEL = String.raw`[\p{L}\p{N}]+(?:-+[\p{L}\p{N}]+)*`
const DOT = String.raw`[.\u3002\uFF0E\uFF61]`
const DOMAIN_LIKE = new RegExp(
  String.raw`(?<![\p{L}\p{N}-])${LABEL}(?:${DOT}${LABEL})*${DOT}(?:xn--[a-z0-9-]+|\p{L}{2,})(?![\p{L}\p{N}-])`,
  "giu",
)

/** Visitor text with every link, address and domain replaced by a marker. */
export function withoutLinks(value: string): string {
  return value
    .replace(URL_LIKE, LINK_REMOVED)
    .replace(ADDRESS_LIKE, LINK_REMOVED)
    .replace(DOMAIN_LIKE, LINK_REMOVED)
}

/** The message's beginning without links, at most ECHO_MAX characters, line breaks kept. */
export function messageExcerpt(message: string): string {
  const tidy = message
    .replace(/[^\S\n]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
  // Only the beginning is looked at, cut at a space so that no link is split.
  let head = tidy.slice(0, 4 * ECHO_MAX)
  const more = head.length < tidy.length
  const lastSpace = Math.max(head.lastIndexOf(" "), head.lastIndexOf("\n"))
  if (more && lastSpace > 0) head = head.slice(0, lastSpace)
  const clean = withoutLinks(head)
  if (clean.length <= ECHO_MAX && !more) return clean
  const cut = clean.slice(0, ECHO_MAX - 1)
  const atWord = Math.max(cut.lastIndexOf(" "), cut.lastIndexOf("\n"))
  // Cut short, a word can take the shape of a domain: cleaned once more.
  const short = withoutLinks(atWord > ECHO_MAX / 2 ? cut.slice(0, atWord) : cut)
  return `${short.slice(0, ECHO_MAX - 1).trimEnd()}…`
}

function detailRows(enquiry: EnquiryMailData): [string, string][] {
  const rows: [string, string][] = [
    ["Reference", enquiry.reference],
    ["Service", enquiryServiceTitle(enquiry.service)],
    ["Name", enquiry.name],
    ["Email", enquiry.email],
  ]
  if (enquiry.phone) rows.push(["Phone", enquiry.phone])
  if (enquiry.organisation) rows.push(["Organisation", enquiry.organisation])
  const window = formatPreferredWindow(enquiry.preferredDate, enquiry.preferredTime)
  if (window) rows.push(["Preferred time", window])
  return rows
}
