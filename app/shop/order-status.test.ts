import { describe, expect, it } from "vitest"
import { orderStatus } from "~/shop/order-status"
import { allowedMoves } from "../../tests/support/status-moves"

describe("order status changes", () => {
  it("go awaiting payment -> paid -> shipped, or cancelled before shipping", () => {
    expect(allowedMoves(orderStatus)).toEqual({
      awaiting_payment: ["paid", "cancelled"],
      paid: ["shipped", "cancelled"],
      shipped: [],
      cancelled: [],
    })
    expect(orderStatus.canChange("mystery", "paid")).toBe(false)
  })

  it("have the confirmation page's wording", () => {
    expect(orderStatus.label("awaiting_payment")).toBe("Awaiting Payment")
    expect(orderStatus.label("shipped")).toBe("Shipped")
  })
})
