import { describe, expect, it } from "vitest"
import {
  formatRand,
  formatRandWhole,
  fromCents,
  orderTotals,
  SHIPPING_RAND,
  toCents,
} from "~/shop/money"
import { formatDateTime } from "~/lib/date-format"
import { orderNumberFor } from "~/shop/order-number"

describe("money", () => {
  it("writes rand with two decimals and commas between thousands", () => {
    expect(formatRand(649)).toBe("R649.00")
    expect(formatRand(350)).toBe("R350.00")
    expect(formatRand(0)).toBe("R0.00")
    expect(formatRand(1299.5)).toBe("R1,299.50")
    expect(formatRand(1_234_567.891)).toBe("R1,234,567.89")
    expect(formatRand(0.1 + 0.2)).toBe("R0.30")
    expect(formatRand(-5)).toBe("-R5.00")
  })

  it("writes the shop's price in whole rand", () => {
    expect(formatRandWhole(299)).toBe("R299")
    expect(formatRandWhole(1299)).toBe("R1,299")
  })

  it("converts between rand and cents exactly", () => {
    expect(toCents(299)).toBe(29_900)
    expect(toCents(19.99)).toBe(1999)
    expect(fromCents(64_900)).toBe(649)
  })

  it("adds the flat R350 shipping to every order", () => {
    expect(SHIPPING_RAND).toBe(350)
    expect(orderTotals(299)).toEqual({ subtotal: 299, shipping: 350, total: 649 })
    expect(orderTotals(0)).toEqual({ subtotal: 0, shipping: 350, total: 350 })
  })
})

describe("order numbers and dates", () => {
  it("is COA- followed by the millisecond time", () => {
    expect(orderNumberFor(1_795_352_700_123)).toBe("COA-1795352700123")
  })

  it("formats the order date as an en-ZA long date with hour and minute in Cape Town time", () => {
    expect(formatDateTime(new Date(Date.UTC(2026, 0, 5, 22, 7)))).toBe("6 January 2026 at 00:07")
  })
})
