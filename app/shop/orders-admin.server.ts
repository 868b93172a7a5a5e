// What the shop owner sees and does with orders: the list with search,
// one order's detail, status changes recorded with their time, and CSV export.
// Loaders get view models with money and dates already formatted, so the
// browser renders exactly what the server did.
import { and, asc, desc, eq, inArray, or } from "drizzle-orm"
import { orderStatus, type OrderStatus } from "~/shop/order-status"
import { csvDate, toCsv } from "~/lib/csv"
import type { Db } from "~/db/client.server"
import { containsText } from "~/db/contains"
import { orderLines, orders, orderStatusEvents } from "~/db/schema"
import { log } from "~/lib/log.server"
import { queueMail } from "~/mail/outbox.server"
import { PAYMENT_RECEIVED_KIND, paymentReceivedMail } from "~/shop/payment-received-mail.server"
import { formatRand, fromCents } from "~/shop/money"
import { formatDateTime } from "~/lib/date-format"
import { cleanSingleLine } from "~/lib/clean-text"
import { mailsOfRecord, type RecordMail } from "~/mail/outbox-admin.server"
import { releaseOrderStock } from "~/shop/stock.server"

type OrderRow = typeof orders.$inferSelect
type LineRow = typeof orderLines.$inferSelect

export type AdminOrderLine = {
  name: string
  size: string
  quantity: number
  unitPrice: string
  lineTotal: string
}

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
}

export type AdminOrderDetail = AdminOrderSummary & {
  address: string
  city: string
  postalCode: string
  country: string
  subtotal: string
  shipping: string
  events: { status: string; statusLabel: string; at: string }[]
  mails: RecordMail[]
}

const LIST_LIMIT = 500

/** Newest first; `query` matches part of the order number or of the e-mail, in any case. */
export async function listOrders(
  db: Db,
  { query = "", limit = LIST_LIMIT }: { query?: string; limit?: number } = {},
) {
  // A NUL byte would make PostgreSQL fail the query; stored text has no control characters anyway.
  const q = cleanSingleLine(query)
  const rows = await db
    .select()
    .from(orders)
    .where(q ? or(containsText(orders.orderNumber, q), containsText(orders.email, q)) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
  const lines = await linesByOrder(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => toSummary(row, lines.get(row.id) ?? []))
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
    events: events.map((event) => ({
      status: event.status,
      statusLabel: orderStatus.label(event.status),
      at: formatDateTime(event.createdAt),
    })),
    mails,
  }
}

export type StatusChangeResult =
  | { ok: true; from: string; to: OrderStatus; mailQueued: boolean }
  | { ok: false; reason: "not-found" | "not-allowed"; from?: string }

/**
 * Moves an order to its next status and records the change with its time, in
 * one transaction with the 'payment received' mail when it becomes paid. The
 * row lock makes two admins clicking at once change it only once.
 */
export async function changeOrderStatus(
  db: Db,
  orderNumber: string,
  to: OrderStatus,
  now = new Date(),
): Promise<StatusChangeResult> {
  if (!isOrderNumberLike(orderNumber)) return { ok: false, reason: "not-found" }
  const result = await db.transaction(async (tx): Promise<StatusChangeResult> => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber))
      .for("update")
    if (!row) return { ok: false, reason: "not-found" }
    if (!orderStatus.canChange(row.status, to))
      return { ok: false, reason: "not-allowed", from: row.status }
    await tx
      .update(orders)
      .set({ status: to, updatedAt: now })
      .where(and(eq(orders.id, row.id), eq(orders.status, row.status)))
    await tx.insert(orderStatusEvents).values({ orderId: row.id, status: to, createdAt: now })
    if (to === "cancelled") await releaseOrderStock(tx, row.id, now)
    let mailQueued = false
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
  const byOrder = new Map<number, LineRow[]>()
  if (orderIds.length === 0) return byOrder
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id))
  for (const line of rows) {
    const list = byOrder.get(line.orderId) ?? []
    list.push(line)
    byOrder.set(line.orderId, list)
  }
  return byOrder
}

function toSummary(row: OrderRow, lines: LineRow[]): AdminOrderSummary {
  return {
    orderNumber: row.orderNumber,
    date: formatDateTime(row.createdAt),
    customerName: `${row.firstName} ${row.lastName}`,
    email: row.email,
    items: lines.map((line) => ({
      name: line.name,
      size: line.size,
      quantity: line.quantity,
      unitPrice: formatRand(fromCents(line.unitPriceCents)),
      lineTotal: formatRand(fromCents(line.lineTotalCents)),
    })),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    total: formatRand(fromCents(row.totalCents)),
    status: row.status,
    statusLabel: orderStatus.label(row.status),
  }
}
