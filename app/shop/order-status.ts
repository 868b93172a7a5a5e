// Order statuses and the changes the admin may make (docs/product.md#admin):
// awaiting payment -> paid -> shipped, or cancelled before shipping.
import { statusMachine } from "~/lib/status-machine"

export const orderStatus = statusMachine({
  statuses: ["awaiting_payment", "paid", "shipped", "cancelled"],
  labels: {
    awaiting_payment: "Awaiting Payment",
    paid: "Paid",
    shipped: "Shipped",
    cancelled: "Cancelled",
  },
  actions: {
    awaiting_payment: "Mark awaiting payment",
    paid: "Mark paid",
    shipped: "Mark shipped",
    cancelled: "Cancel order",
  },
  next: {
    awaiting_payment: ["paid", "cancelled"],
    paid: ["shipped", "cancelled"],
    shipped: [],
    cancelled: [],
  },
  tones: { awaiting_payment: "attention", paid: "active", shipped: "done", cancelled: "closed" },
})
export type OrderStatus = (typeof orderStatus.statuses)[number]
