import { describe, expect, it } from "vitest"
import { parseStockForm, shownFieldName, stockFieldName } from "~/shop/stock-form"

const M = stockFieldName(1, "M")
const form = (m: string, shownM = "") => ({ [M]: m, [shownFieldName(1, "M")]: shownM })

describe("the stock form", () => {
  it.each([
    ["-1", "Stock cannot be negative"],
    ["2.5", "Enter a whole number of units"],
    ["100001", "At most 100,000 units"],
    ["1e3", "Enter a whole number of units, or leave it empty for unlimited"],
    ["three", "Enter a whole number of units, or leave it empty for unlimited"],
    ["0x10", "Enter a whole number of units, or leave it empty for unlimited"],
  ])("refuses %j with a message beside the field", (value, message) => {
    expect(parseStockForm(form(value))).toEqual({ ok: false, fieldErrors: { [M]: message } })
  })

  it("reads an empty field as unlimited and a whole number as the units left", () => {
    expect(parseStockForm(form(" 3 "))).toEqual({
      ok: true,
      changes: [{ productId: 1, size: "M", was: null, to: 3 }],
    })
    expect(parseStockForm(form("", "3"))).toEqual({
      ok: true,
      changes: [{ productId: 1, size: "M", was: 3, to: null }],
    })
    expect(parseStockForm(form("100000", "0")).ok).toBe(true)
  })

  it("changes only the sizes whose count the owner changed", () => {
    expect(parseStockForm(form("3", "3"))).toEqual({ ok: true, changes: [] })
    expect(parseStockForm({})).toEqual({ ok: true, changes: [] })
  })

  it("refuses a forged count the form never showed", () => {
    expect(parseStockForm(form("3", "-2")).ok).toBe(false)
  })
})
