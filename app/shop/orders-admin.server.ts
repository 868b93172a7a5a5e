// What the shop owner sees and does with orders: the list with search,
// one order's detail, status changes recorded with their time, and CSV export.
// Loaders get view models with money and dates already formatted, so the
// browser renders exactly what the server did.
import { and, asc, count, desc, eq, inArray, or } from "drizzle-orm"
import { orderStatus, type OrderStatus } from "~/shop/order-status"
import { csvDate, toCsv } from "~/lib/csv"
import { groupBy } from "~/lib/group-by"
import type { Db } from "~/db/client.server"
import { containsText } from "~/db/contains"
import { orderLines, orders, orderStatusEvents } from "~/db/schema"
import { log } from "~/lib/log.server"
import { queueMail } from "~/mail/outbox.server"
import { PAYMENT_RECEIVED_KIND, paymentReceivedMail } from "~/shop/payment-received-mail.server"
import { formatRand, fromCents } from "~/shop/money"
import { eventView, lineView, type OrderLineView } from "~/shop/order-view.server"
import { formatDateTime } from "~/lib/date-format"
import { cleanSingleLine } from "~/lib/clean-text"
import { mailsOfRecord, type RecordMail } from "~/mail/outbox-admin.server"
import { releaseOrderStock } from "~/shop/stock.server"
import type { MailContent } from "~/mail/content.server"
import {
  ORDER_SHIPPED_KIND,
  orderShippedMail,
  type OrderMailFacts,
} from "~/shop/order-mails.server"
import { orderPagePath } from "~/shop/order-page"
import { trackingLink, type Shipment } from "~/shop/shipping"

type OrderRow = typeof orders.$inferSelect
type LineRow = typeof orderLines.$inferSelect

export type AdminOrderLine = OrderLineView

export type AdminOrderSummary = {
  orderNumber: string
  date: string
  customerName: string
  email: string
  items: AdminOrderLine[]
  itemCount: number
  total: string
  status: string
  statusLabel: string
  /** How long an open order (unpaid, or paid and not shipped) has waited since it was placed. */
  waited?: string
}

export type AdminOrderDetail = AdminOrderSummary & {
  address: string
  city: string
  postalCode: string
  country: string
  subtotal: string
  shipping: string
  events: { status: string; statusLabel: string; at: string; note: string | null }[]
  carrier: string | null
  trackingNumber: string | null
  trackingUrl?: string
  mails: RecordMail[]
}

const LIST_LIMIT = 500

/**
 * Newest first; `query` matches part of the order number or of the e-mail, in any case;
 * `status` keeps the orders in that status.
 */
export async function listOrders(
  db: Db,
  {
    query = "",
    status,
    now = new Date(),
    limit = LIST_LIMIT,
  }: { query?: string; status?: OrderStatus; now?: Date; limit?: number } = {},
) {
  // A NUL byte would make PostgreSQL fail the query; stored text has no control characters anyway.
  const q = cleanSingleLine(query)
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        q ? or(containsText(orders.orderNumber, q), containsText(orders.email, q)) : undefined,
        status ? eq(orders.status, status) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
  const lines = await linesByOrder(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => ({
    ...toSummary(row, lines.get(row.id) ?? []),
    ...(OPEN_STATUSES.has(row.status) ? { waited: formatWaited(now, row.createdAt) } : {}),
  }))
}

const OPEN_STATUSES = new Set(["awaiting_payment", "paid"])

/** '3 days', '5 hours', '12 minutes': the largest whole unit since `since`. */
export function formatWaited(now: Date, since: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000))
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`
  if (minutes >= 24 * 60) return plural(Math.floor(minutes / (24 * 60)), "day")
  if (minutes >= 60) return plural(Math.floor(minutes / 60), "hour")
  if (minutes >= 1) return plural(minutes, "minute")
  return "under a minute"
}

/** How many orders each status has, every status listed. */
export async function countOrdersByStatus(db: Db): Promise<Record<OrderStatus, number>> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .groupBy(orders.status)
  const counts = Object.fromEntries(orderStatus.statuses.map((s) => [s, 0])) as Record<
    OrderStatus,
    number
  >
  for (const row of rows) if (orderStatus.is(row.status)) counts[row.status] = Number(row.n)
  return counts
}

/** Paid orders waiting to be shipped, shown beside 'Orders' in the admin navigation. */
export async function countOrdersToShip(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.status, "paid"))
  return Number(row?.n ?? 0)
}

/** Order numbers are 'COA-' and digits; anything else (a NUL, a huge value) names no order. */
function isOrderNumberLike(value: string) {
  return /^[\w-]{1,64}$/.test(value)
}

export async function getOrderDetail(
  db: Db,
  orderNumber: string,
): Promise<AdminOrderDetail | undefined> {
  if (!isOrderNumberLike(orderNumber)) return undefined
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber))
  if (!row) return undefined
  const [lines, events, mails] = await Promise.all([
    linesByOrder(db, [row.id]),
    db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, row.id))
      .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id)),
    mailsOfRecord(db, { orderId: row.id }),
  ])
  return {
    ...toSummary(row, lines.get(row.id) ?? []),
    address: row.address,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    subtotal: formatRand(fromCents(row.subtotalCents)),
    shipping: formatRand(fromCents(row.shippingCents)),
    events: events.map(eventView),
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    trackingUrl: trackingLink(row)?.url,
    mails,
  }
}

/** What the customer's mails about an order need, from its stored row. */
export function mailFactsOf(row: OrderRow): OrderMailFacts {
  return {
    orderNumber: row.orderNumber,
    email: row.email,
    firstName: row.firstName,
    total: fromCents(row.totalCents),
    ...(row.accessKey ? { pagePath: orderPagePath(row.orderNumber, row.accessKey) } : {}),
  }
}

export type StatusChangeResult =
  | { ok: true; from: string; to: OrderStatus; mailQueued: boolean }
  | { ok: false; reason: "not-found" | "not-allowed"; from?: string }

export type StatusChangeOptions = {
  /** Changes the order only while it is in this status (the unpaid-order job's cancel). */
  onlyFrom?: OrderStatus
  /** Shown with the change in the status history, e.g. why it was cancelled. */
  note?: string
  /** Carrier and tracking number, stored when the order becomes shipped. */
  shipment?: Shipment
  /** A mail to the customer about this change, queued in the same transaction. */
  customerMail?: (facts: OrderMailFacts) => { kind: string; content: MailContent }
}

/**
 * Moves an order to its next status and records the change with its time, in one
 * transaction with the customer's mail: 'payment received' when it becomes paid,
 * 'shipped' (with the tracking) when shipped, or `options.customerMail`. The row lock
 * makes two admins (or processes) changing it at once change it only once.
 */
export async function changeOrderStatus(
  db: Db,
  orderNumber: string,
  to: OrderStatus,
  now = new Date(),
  options: StatusChangeOptions = {},
): Promise<StatusChangeResult> {
  if (!isOrderNumberLike(orderNumber)) return { ok: false, reason: "not-found" }
  const result = await db.transaction(async (tx): Promise<StatusChangeResult> => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber))
      .for("update")
    if (!row) return { ok: false, reason: "not-found" }
    if (
      !orderStatus.canChange(row.status, to) ||
      (options.onlyFrom && row.status !== options.onlyFrom)
    )
      return { ok: false, reason: "not-allowed", from: row.status }
    const shipment = to === "shipped" ? (options.shipment ?? null) : null
    await tx
      .update(orders)
      .set({
        status: to,
        updatedAt: now,
        ...(shipment ? { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber } : {}),
      })
      .where(and(eq(orders.id, row.id), eq(orders.status, row.status)))
    await tx
      .insert(orderStatusEvents)
      .values({ orderId: row.id, status: to, note: options.note ?? null, createdAt: now })
    if (to === "cancelled") await releaseOrderStock(tx, row.id, now)
    let mailQueued = false
    if (to === "shipped") {
      const sent = shipment ?? { carrier: null, trackingNumber: null }
      const mail = orderShippedMail(mailFactsOf(row), {
        ...sent,
        trackingUrl: trackingLink(sent)?.url,
      })
      await queueMail(tx, { kind: ORDER_SHIPPED_KIND, orderId: row.id, ...mail })
      mailQueued = true
    }
    if (options.customerMail) {
      const { kind, content } = options.customerMail(mailFactsOf(row))
      await queueMail(tx, { kind, orderId: row.id, ...content })
      mailQueued = true
    }
    if (to === "paid") {
      const mail = paymentReceivedMail({
        orderNumber: row.orderNumber,
        email: row.email,
        firstName: row.firstName,
        total: fromCents(row.totalCents),
        paidDate: formatDateTime(now),
      })
      await queueMail(tx, { kind: PAYMENT_RECEIVED_KIND, orderId: row.id, ...mail })
      mailQueued = true
    }
    return { ok: true, from: row.status, to, mailQueued }
  })
  if (result.ok) log.info("order.status_changed", { orderNumber, from: result.from, to: result.to })
  return result
}

export const ORDERS_CSV_HEADER = [
  "Order number",
  "Date",
  "Status",
  "First name",
  "Last name",
  "Email",
  "Address",
  "City",
  "Postal code",
  "Country",
  "Items",
  "Subtotal (R)",
  "Shipping (R)",
  "Total (R)",
] as const

/** One row per order; the items of an order share one cell, one per line. */
export async function exportOrdersCsv(db: Db): Promise<string> {
  const rows = await db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id))
  const lines = await linesByOrder(
    db,
    rows.map((row) => row.id),
  )
  return toCsv(
    ORDERS_CSV_HEADER,
    rows.map((row) => [
      row.orderNumber,
      csvDate(row.createdAt),
      orderStatus.label(row.status),
      row.firstName,
      row.lastName,
      row.email,
      row.address,
      row.city,
      row.postalCode,
      row.country,
      (lines.get(row.id) ?? [])
        .map((line) => `${line.quantity} x ${line.name} (${line.size || "no size"})`)
        .join("\n"),
      // Plain numbers with a point, so spreadsheets can sum them.
      (row.subtotalCents / 100).toFixed(2),
      (row.shippingCents / 100).toFixed(2),
      (row.totalCents / 100).toFixed(2),
    ]),
  )
}

async function linesByOrder(db: Db, orderIds: number[]): Promise<Map<number, LineRow[]>> {
  if (orderIds.length === 0) return new Map()
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id))
  return groupBy(rows, (line) => line.orderId)
}

function toSummary(row: OrderRow, lines: LineRow[]): AdminOrderSummary {
  return {
    orderNumber: row.orderNumber,
    date: formatDateTime(row.createdAt),
    customerName: `${row.firstName} ${row.lastName}`,
    email: row.email,
    items: lines.map(lineView),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    total: formatRand(fromCents(row.totalCents)),
    status: row.status,
    statusLabel: orderStatus.label(row.status),
  }
}
