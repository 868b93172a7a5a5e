// The two mails of every enquiry: the business's (everything the visitor wrote,
// with Reply-To the visitor, so answering is one click) and the visitor's
// acknowledgement (what happens next, with Reply-To the business, since the
// sender address takes no replies). Everything the visitor typed is HTML-escaped.
import { formatPreferredWindow } from "~/business/enquiry-format"
import { enquiryServiceTitle, REPLY_PROMISE } from "~/business/services"
import { escapeHtml, layout, type MailContent } from "~/mail/content.server"

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
      detailsTable(rows),
      `<h2 style="font-size:18px">Message</h2>`,
      paragraphs(enquiry.message),
      `<p>Reply to this e-mail to answer ${escapeHtml(enquiry.name)} directly. Follow it up under Enquiries in the admin.</p>`,
    ].join("\n"),
  )
  const from = enquiry.organisation ? `${enquiry.name} (${enquiry.organisation})` : enquiry.name
  return {
    to: shopEmail,
    replyTo: enquiry.email,
    subject: oneLine(`New enquiry ${enquiry.reference}: ${service} from ${from}`),
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
  const rows = detailRows(enquiry)
  const text = [
    `Hi ${enquiry.name},`,
    "",
    `Thank you for your enquiry about ${service}. We have received it; its reference is ${enquiry.reference}.`,
    "",
    "What happens next:",
    ...nextSteps.map((step, index) => `${index + 1}. ${step}`),
    "",
    "What you sent us:",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    enquiry.message,
    "",
    "Cape Ocean Adventures",
  ].join("\n")
  const html = layout(
    `Your enquiry ${enquiry.reference}`,
    [
      `<p>Hi ${escapeHtml(enquiry.name)},</p>`,
      `<p>Thank you for your enquiry about <strong>${escapeHtml(service)}</strong>. We have received it; its reference is <strong>${escapeHtml(enquiry.reference)}</strong>.</p>`,
      `<h2 style="font-size:18px">What happens next</h2>`,
      `<ol>${nextSteps.map((step) => `<li>${escapeHtml(step)}</li>`).join("")}</ol>`,
      `<h2 style="font-size:18px">What you sent us</h2>`,
      detailsTable(rows),
      paragraphs(enquiry.message),
      `<p>Cape Ocean Adventures</p>`,
    ].join("\n"),
  )
  return {
    to: enquiry.email,
    replyTo: shopEmail,
    subject: oneLine(`We received your enquiry about ${service} (${enquiry.reference})`),
    text,
    html,
  }
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

function detailsTable(rows: [string, string][]): string {
  const cell = 'style="padding:4px 8px;text-align:left;vertical-align:top"'
  return `<table style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th ${cell}>${escapeHtml(label)}</th><td ${cell}>${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>`
}

function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("\n")
}

// Header fields must stay on one line whatever a visitor typed.
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim()
}
