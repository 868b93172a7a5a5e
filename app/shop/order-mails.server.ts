// The two mails of every order (docs/product.md#mail): the customer's, with the EFT
// bank details and the order number as payment reference, and the business's.
// Plain text plus simple HTML; everything the customer typed is HTML-escaped.
import { config, type Config } from "~/lib/config.server"
import { escapeHtml, headerText, layout, type MailContent } from "~/mail/content.server"
import { eftDetailRows } from "~/shop/eft-details"
import { formatRand } from "~/shop/money"
import type { Order } from "~/shop/order"

type Bank = Config["bank"]

export function customerOrderMail(order: Order, bank: Bank = config.bank): MailContent {
  const { customer, totals } = order
  const bankRows = eftDetailRows(bank, order.orderNumber, totals.total)
  const nextSteps = [
    `Pay ${formatRand(totals.total)} by EFT into the account above, with ${order.orderNumber} as the payment reference.`,
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
      tableHtml(bankRows),
      `<p>Please use <strong>${escapeHtml(order.orderNumber)}</strong> as the payment reference.</p>`,
      `<h2 style="font-size:18px">What happens next</h2>`,
      `<ol>${nextSteps.map((step) => `<li>${escapeHtml(step)}</li>`).join("")}</ol>`,
      `<h2 style="font-size:18px">Shipping to</h2>`,
      `<p>${addressLines(order).map(escapeHtml).join("<br>")}</p>`,
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

function tableHtml(rows: [string, string][]): string {
  const cell = 'style="padding:4px 8px;text-align:left"'
  return `<table style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th ${cell}>${escapeHtml(label)}</th><td ${cell}>${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>`
}
