import { describe, expect, it } from "vitest"
import { orderStatus } from "~/shop/order-status"

describe("order status changes", () => {
  it("go awaiting payment -> paid -> shipped, or cancelled before shipping", () => {
    expect(orderStatus.canChange("awaiting_payment", "paid")).toBe(true)
    expect(orderStatus.canChange("paid", "shipped")).toBe(true)
    expect(orderStatus.canChange("awaiting_payment", "cancelled")).toBe(true)
    expect(orderStatus.canChange("paid", "cancelled")).toBe(true)
    expect(orderStatus.canChange("awaiting_payment", "shipped")).toBe(false)
    expect(orderStatus.canChange("shipped", "cancelled")).toBe(false)
    expect(orderStatus.canChange("cancelled", "paid")).toBe(false)
    expect(orderStatus.canChange("paid", "paid")).toBe(false)
    expect(orderStatus.canChange("mystery", "paid")).toBe(false)
  })

  it("have the confirmation page's wording", () => {
    expect(orderStatus.label("awaiting_payment")).toBe("Awaiting Payment")
    expect(orderStatus.label("shipped")).toBe("Shipped")
  })
})
