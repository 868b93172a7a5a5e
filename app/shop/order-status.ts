// Order statuses and the changes the admin may make (docs/product.md#admin):
// awaiting payment -> paid -> shipped, or cancelled before shipping.
export const ORDER_STATUSES = ["awaiting_payment", "paid", "shipped", "cancelled"] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: "Awaiting Payment",
  paid: "Paid",
  shipped: "Shipped",
  cancelled: "Cancelled",
}

export const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: ["paid", "cancelled"],
  paid: ["shipped", "cancelled"],
  shipped: [],
  cancelled: [],
}

/** The button that moves an order into this status. */
export const STATUS_ACTION_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: "Mark awaiting payment",
  paid: "Mark paid",
  shipped: "Mark shipped",
  cancelled: "Cancel order",
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value)
}

export function statusLabel(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status
}

export function canChangeStatus(from: string, to: OrderStatus): boolean {
  return isOrderStatus(from) && NEXT_STATUSES[from].includes(to)
}
