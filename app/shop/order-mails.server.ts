// The mails of every order (docs/product.md#mail): the customer's, with the EFT
// bank details, the order number as payment reference and the link to their order
// page, and the business's.
// Plain text plus simple HTML; everything the customer typed is HTML-escaped.
import { config, type Config } from "~/lib/config.server"
import {
  detailsTableHtml,
  escapeHtml,
  headerText,
  layout,
  type MailContent,
} from "~/mail/content.server"
import { eftDetailRows } from "~/shop/eft-details"
import { formatRand } from "~/shop/money"
import type { Order } from "~/shop/order"
import { formatHours } from "~/shop/order-page"

type Bank = Config["bank"]

/** What the customer's mails take from the settings; tests give their own. */
export type CustomerMailSettings = {
  bank: Bank
  publicOrigin: string
  /** Hours an unpaid order is kept; null: never cancelled, so no deadline is stated. */
  cancelHours: number | null
}

export const defaultMailSettings = (): CustomerMailSettings => ({
  bank: config.bank,
  publicOrigin: config.publicOrigin,
  cancelHours: config.unpaidOrders.cancelHours,
})

/** "Please pay within 7 days to keep your order…", or nothing when unpaid orders are kept. */
export function paymentWindowText(cancelHours: number | null): string | undefined {
  if (cancelHours === null) return undefined
  return `Please pay within ${formatHours(cancelHours)} of placing the order to keep it: an order still unpaid after that is cancelled.`
}

function pageUrl(order: Order, settings: CustomerMailSettings): string | undefined {
  return order.pagePath ? new URL(order.pagePath, settings.publicOrigin).toString() : undefined
}

export function customerOrderMail(
  order: Order,
  settings: CustomerMailSettings = defaultMailSettings(),
): MailContent {
  const { customer, totals } = order
  const bankRows = eftDetailRows(settings.bank, order.orderNumber, totals.total)
  const url = pageUrl(order, settings)
  const window = paymentWindowText(settings.cancelHours)
  const nextSteps = [
    `Pay ${formatRand(totals.total)} by EFT into the account above, with ${order.orderNumber} as the payment reference.`,
    ...(window ? [window] : []),
    "We process your order once the payment has reached our account.",
    "We then ship your order to the address below and let you know by e-mail.",
  ]

  const text = [
    `Hi ${customer.firstName},`,
    "",
    `Thank you for your order ${order.orderNumber} (${order.orderDate}). Its status is: Awaiting Payment.`,
    "",
    "Your items:",
    ...itemLinesText(order),
    "",
    ...totalsText(order),
    "",
    "Bank details for your EFT payment:",
    ...bankRows.map(([label, value]) => `${label}: ${value}`),
    "",
    "What happens next:",
    ...nextSteps.map((step, index) => `${index + 1}. ${step}`),
    "",
    "Shipping to:",
    ...addressLines(order),
    "",
    ...(url ? ["Follow your order (status, payment, shipping) on its page:", url, ""] : []),
    "Questions? Just reply to this e-mail.",
    "Cape Ocean Adventures",
  ].join("\n")

  const html = layout(
    `Order ${order.orderNumber}`,
    [
      `<p>Hi ${escapeHtml(customer.firstName)},</p>`,
      `<p>Thank you for your order <strong>${escapeHtml(order.orderNumber)}</strong> (${escapeHtml(order.orderDate)}). Its status is: <strong>Awaiting Payment</strong>.</p>`,
      `<h2 style="font-size:18px">Your items</h2>`,
      itemsTableHtml(order),
      `<h2 style="font-size:18px">Bank details for your EFT payment</h2>`,
      detailsTableHtml(bankRows),
      `<p>Please use <strong>${escapeHtml(order.orderNumber)}</strong> as the payment reference.</p>`,
      `<h2 style="font-size:18px">What happens next</h2>`,
      `<ol>${nextSteps.map((step) => `<li>${escapeHtml(step)}</li>`).join("")}</ol>`,
      `<h2 style="font-size:18px">Shipping to</h2>`,
      `<p>${addressLines(order).map(escapeHtml).join("<br>")}</p>`,
      pageLinkHtml(url),
      `<p>Questions? Just reply to this e-mail.<br>Cape Ocean Adventures</p>`,
    ].join("\n"),
  )

  return {
    to: customer.email,
    subject: `Your order ${order.orderNumber}: bank details for your EFT payment`,
    text,
    html,
  }
}

export function businessOrderMail(
  order: Order,
  shopEmail: string = config.mail.shopEmail,
): MailContent {
  const { customer } = order
  const text = [
    `New order ${order.orderNumber} placed ${order.orderDate}, awaiting EFT payment.`,
    "",
    "Customer:",
    `${customer.firstName} ${customer.lastName}`,
    customer.email,
    "",
    "Shipping address:",
    ...addressLines(order),
    "",
    "Items:",
    ...itemLinesText(order),
    "",
    ...totalsText(order),
  ].join("\n")

  const html = layout(
    `New order ${order.orderNumber}`,
    [
      `<p>New order <strong>${escapeHtml(order.orderNumber)}</strong> placed ${escapeHtml(order.orderDate)}, awaiting EFT payment.</p>`,
      `<h2 style="font-size:18px">Customer</h2>`,
      `<p>${escapeHtml(`${customer.firstName} ${customer.lastName}`)}<br>${escapeHtml(customer.email)}</p>`,
      `<h2 style="font-size:18px">Shipping address</h2>`,
      `<p>${addressLines(order).map(escapeHtml).join("<br>")}</p>`,
      `<h2 style="font-size:18px">Items</h2>`,
      itemsTableHtml(order),
    ].join("\n"),
  )

  return {
    to: shopEmail,
    subject: headerText(
      `New order ${order.orderNumber} from ${customer.firstName} ${customer.lastName} (${formatRand(order.totals.total)})`,
    ),
    text,
    html,
  }
}

function itemLinesText(order: Order): string[] {
  return order.items.map(
    (item) =>
      `- ${item.name}, size ${item.size}, ${item.quantity} x ${formatRand(item.price)} = ${formatRand(item.price * item.quantity)}`,
  )
}

function totalsText(order: Order): string[] {
  return [
    `Subtotal: ${formatRand(order.totals.subtotal)}`,
    `Shipping: ${formatRand(order.totals.shipping)}`,
    `Total: ${formatRand(order.totals.total)}`,
  ]
}

function addressLines(order: Order): string[] {
  const c = order.customer
  return [`${c.firstName} ${c.lastName}`, c.address, `${c.city} ${c.postalCode}`, c.country]
}

function itemsTableHtml(order: Order): string {
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #dbe7ef;text-align:left"'
  const rows = order.items
    .map(
      (item) =>
        `<tr><td ${cell}>${escapeHtml(item.name)}</td><td ${cell}>${escapeHtml(item.size)}</td><td ${cell}>${item.quantity}</td><td ${cell}>${formatRand(item.price)}</td><td ${cell}>${formatRand(item.price * item.quantity)}</td></tr>`,
    )
    .join("")
  const totals = [
    ["Subtotal", order.totals.subtotal],
    ["Shipping", order.totals.shipping],
    ["Total", order.totals.total],
  ] as const
  const totalRows = totals
    .map(
      ([label, amount]) =>
        `<tr><td colspan="4" ${cell}><strong>${label}</strong></td><td ${cell}><strong>${formatRand(amount)}</strong></td></tr>`,
    )
    .join("")
  return `<table style="border-collapse:collapse"><thead><tr><th ${cell}>Item</th><th ${cell}>Size</th><th ${cell}>Qty</th><th ${cell}>Price</th><th ${cell}>Line total</th></tr></thead><tbody>${rows}${totalRows}</tbody></table>`
}

function pageLinkHtml(url: string | undefined): string {
  return url
    ? `<p><a href="${escapeHtml(url)}">Follow your order on its page</a> (status, payment, shipping).</p>`
    : ""
}

/** An order as the later mails need it: from the stored row, whoever changes it. */
export type OrderMailFacts = {
  orderNumber: string
  email: string
  firstName: string
  /** Rand. */
  total: number
  pagePath?: string
}

export const PAYMENT_REMINDER_KIND = "order_payment_reminder"
export const UNPAID_CANCELLED_KIND = "order_unpaid_cancelled"
export const ORDER_SHIPPED_KIND = "order_shipped"

function followUp(
  facts: OrderMailFacts,
  settings: CustomerMailSettings,
  subject: string,
  paragraphs: string[],
  table?: [string, string][],
): MailContent {
  const url = facts.pagePath ? new URL(facts.pagePath, settings.publicOrigin).toString() : undefined
  const text = [
    `Hi ${facts.firstName},`,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(table ? [...table.map(([label, value]) => `${label}: ${value}`), ""] : []),
    ...(url ? ["Your order's page:", url, ""] : []),
    "Questions? Just reply to this e-mail.",
    "Cape Ocean Adventures",
  ].join("\n")
  const html = layout(
    subject,
    [
      `<p>Hi ${escapeHtml(facts.firstName)},</p>`,
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      table ? detailsTableHtml(table) : "",
      pageLinkHtml(url),
      `<p>Questions? Just reply to this e-mail.<br>Cape Ocean Adventures</p>`,
    ].join("\n"),
  )
  return { to: facts.email, subject, text, html }
}

export function paymentReminderMail(
  facts: OrderMailFacts,
  deadline: string | undefined,
  settings: CustomerMailSettings = defaultMailSettings(),
): MailContent {
  return followUp(
    facts,
    settings,
    `Reminder: your order ${facts.orderNumber} is awaiting payment`,
    [
      `Your order ${facts.orderNumber} is still awaiting your EFT payment of ${formatRand(facts.total)}.`,
      deadline
        ? `Please pay by ${deadline} to keep it: an order still unpaid then is cancelled. Use ${facts.orderNumber} as the payment reference.`
        : `Please use ${facts.orderNumber} as the payment reference.`,
      "Bank details for your EFT payment:",
    ],
    eftDetailRows(settings.bank, facts.orderNumber, facts.total),
  )
}

export function unpaidCancelledMail(
  facts: OrderMailFacts,
  settings: CustomerMailSettings = defaultMailSettings(),
): MailContent {
  return followUp(facts, settings, `Your order ${facts.orderNumber} was cancelled`, [
    `We have cancelled your order ${facts.orderNumber} because its payment did not reach us in time.`,
    "If you have paid in the meantime, just reply to this e-mail and we will sort it out. You are welcome to order again at any time.",
  ])
}

export function orderShippedMail(
  facts: OrderMailFacts,
  shipment: { carrier: string | null; trackingNumber: string | null; trackingUrl?: string },
  settings: CustomerMailSettings = defaultMailSettings(),
): MailContent {
  const rows: [string, string][] = [
    ...(shipment.carrier ? [["Carrier", shipment.carrier] as [string, string]] : []),
    ...(shipment.trackingNumber
      ? [["Tracking number", shipment.trackingNumber] as [string, string]]
      : []),
    ...(shipment.trackingUrl ? [["Track it at", shipment.trackingUrl] as [string, string]] : []),
  ]
  return followUp(
    facts,
    settings,
    `Your order ${facts.orderNumber} has shipped`,
    [`Good news: your order ${facts.orderNumber} is on its way.`],
    rows.length > 0 ? rows : undefined,
  )
}
