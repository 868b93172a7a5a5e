import { describe, expect, it } from "vitest"
import { canChangeStatus, statusLabel } from "~/shop/order-status"

describe("order status changes", () => {
  it("go awaiting payment -> paid -> shipped, or cancelled before shipping", () => {
    expect(canChangeStatus("awaiting_payment", "paid")).toBe(true)
    expect(canChangeStatus("paid", "shipped")).toBe(true)
    expect(canChangeStatus("awaiting_payment", "cancelled")).toBe(true)
    expect(canChangeStatus("paid", "cancelled")).toBe(true)
    expect(canChangeStatus("awaiting_payment", "shipped")).toBe(false)
    expect(canChangeStatus("shipped", "cancelled")).toBe(false)
    expect(canChangeStatus("cancelled", "paid")).toBe(false)
    expect(canChangeStatus("paid", "paid")).toBe(false)
    expect(canChangeStatus("mystery", "paid")).toBe(false)
  })

  it("have the confirmation page's wording", () => {
    expect(statusLabel("awaiting_payment")).toBe("Awaiting Payment")
    expect(statusLabel("shipped")).toBe("Shipped")
  })
})
