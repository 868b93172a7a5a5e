// The customer's view of one order, found only with its number and its key: a wrong or
// missing key is answered exactly as an unknown number, so the page tells nobody which
// order numbers exist.
import { asc, eq } from "drizzle-orm"
import type { Db } from "~/db/client.server"
import { orderLines, orders, orderStatusEvents } from "~/db/schema"
import type { Config } from "~/lib/config.server"
import { formatDateTime } from "~/lib/date-format"
import { orderKeyMatches } from "~/shop/order-key.server"
import { eftDetailRows } from "~/shop/eft-details"
import { formatHours, isOrderNumber } from "~/shop/order-page"
import { orderStatus } from "~/shop/order-status"
import { formatRand, fromCents } from "~/shop/money"
import {
  eventView,
  lineView,
  type OrderEventView,
  type OrderLineView,
} from "~/shop/order-view.server"
import { trackingLink } from "~/shop/shipping"

const HOUR_MS = 3_600_000

export type EftDetails = {
  rows: [string, string][]
  reference: string
  /** '7 days' and the date it ends; absent when unpaid orders are never cancelled. */
  window?: { length: string; endsAt?: string }
}

export type CustomerOrderView = {
  orderNumber: string
  status: string
  statusLabel: string
  placed: string
  events: OrderEventView[]
  items: OrderLineView[]
  subtotal: string
  shipping: string
  total: string
  shipTo: { name: string; lines: string[] }
  shipment?: {
    carrier: string | null
    trackingNumber: string | null
    trackingUrl?: string
    urlIncludesNumber: boolean
  }
  /** While the order awaits payment. */
  payment?: EftDetails
}

type Settings = { bank: Config["bank"]; cancelHours: number | null }

/** The EFT details for an order placed at `placedAt`, as the order and confirmation pages show them. */
export function eftDetails(
  settings: Settings,
  orderNumber: string,
  total: number,
  placedAt: Date,
): EftDetails {
  return {
    rows: eftDetailRows(settings.bank, orderNumber, total),
    reference: orderNumber,
    ...(settings.cancelHours === null
      ? {}
      : {
          window: {
            length: formatHours(settings.cancelHours),
            endsAt: formatDateTime(new Date(placedAt.getTime() + settings.cancelHours * HOUR_MS)),
          },
        }),
  }
}

export async function findCustomerOrder(
  db: Db,
  orderNumber: string,
  key: string | null,
  settings: Settings,
): Promise<CustomerOrderView | undefined> {
  if (!isOrderNumber(orderNumber)) return undefined
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber))
  if (!row || !orderKeyMatches(row.accessKey, key)) return undefined
  const [lines, events] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(asc(orderLines.id)),
    db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, row.id))
      .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id)),
  ])
  const link = trackingLink(row)
  return {
    orderNumber: row.orderNumber,
    status: row.status,
    statusLabel: orderStatus.label(row.status),
    placed: formatDateTime(row.createdAt),
    events: events.map(eventView),
    items: lines.map(lineView),
    subtotal: formatRand(fromCents(row.subtotalCents)),
    shipping: formatRand(fromCents(row.shippingCents)),
    total: formatRand(fromCents(row.totalCents)),
    shipTo: {
      name: `${row.firstName} ${row.lastName}`,
      lines: [row.address, `${row.city} ${row.postalCode}`, row.country],
    },
    ...(row.status === "shipped"
      ? {
          shipment: {
            carrier: row.carrier,
            trackingNumber: row.trackingNumber,
            trackingUrl: link?.url,
            urlIncludesNumber: link?.includesNumber ?? false,
          },
        }
      : {}),
    ...(row.status === "awaiting_payment"
      ? {
          payment: eftDetails(settings, row.orderNumber, fromCents(row.totalCents), row.createdAt),
        }
      : {}),
  }
}
