// How an order's stored lines and status changes read on its two pages: the customer's
// and the admin's.
import type { orderLines, orderStatusEvents } from "~/db/schema"
import { formatDateTime } from "~/lib/date-format"
import { formatRand, fromCents } from "~/shop/money"
import { orderStatus } from "~/shop/order-status"

export type OrderLineView = {
  name: string
  size: string
  quantity: number
  unitPrice: string
  lineTotal: string
}

export type OrderEventView = {
  status: string
  statusLabel: string
  at: string
  note: string | null
}

export function lineView(line: typeof orderLines.$inferSelect): OrderLineView {
  return {
    name: line.name,
    size: line.size,
    quantity: line.quantity,
    unitPrice: formatRand(fromCents(line.unitPriceCents)),
    lineTotal: formatRand(fromCents(line.lineTotalCents)),
  }
}

export function eventView(event: typeof orderStatusEvents.$inferSelect): OrderEventView {
  return {
    status: event.status,
    statusLabel: orderStatus.label(event.status),
    at: formatDateTime(event.createdAt),
    note: event.note,
  }
}
