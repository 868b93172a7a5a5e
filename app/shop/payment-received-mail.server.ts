// The short mail a customer gets when the admin marks the order paid:
// plain text plus simple HTML; everything the customer typed is HTML-escaped
// in the HTML part and kept as typed in the text part.
import { escapeHtml, type MailContent } from "~/mail/content.server"
import { formatRand } from "~/shop/money"

export const PAYMENT_RECEIVED_KIND = "payment_received"

export type PaymentReceivedInput = {
  orderNumber: string
  email: string
  firstName: string
  /** Rand, as the shop's Order carries it. */
  total: number
  /** When the payment was recorded, already formatted (en-ZA). */
  paidDate: string
}

export function paymentReceivedMail(input: PaymentReceivedInput): MailContent {
  const text = [
    `Hi ${input.firstName},`,
    "",
    `We have received your payment of ${formatRand(input.total)} for order ${input.orderNumber} (${input.paidDate}). Thank you!`,
    "",
    "We are now packing your order and will let you know by e-mail when it ships.",
    "",
    "Questions? Just reply to this e-mail.",
    "Cape Ocean Adventures",
  ].join("\n")

  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment received for ${escapeHtml(input.orderNumber)}</title></head>`,
    `<body style="font-family:Arial,sans-serif;color:#062f49;line-height:1.5">`,
    `<p>Hi ${escapeHtml(input.firstName)},</p>`,
    `<p>We have received your payment of <strong>${formatRand(input.total)}</strong> for order <strong>${escapeHtml(input.orderNumber)}</strong> (${escapeHtml(input.paidDate)}). Thank you!</p>`,
    `<p>We are now packing your order and will let you know by e-mail when it ships.</p>`,
    `<p>Questions? Just reply to this e-mail.<br>Cape Ocean Adventures</p>`,
    `</body></html>`,
  ].join("\n")

  return {
    to: input.email,
    subject: `Payment received for your order ${input.orderNumber}`,
    text,
    html,
  }
}
