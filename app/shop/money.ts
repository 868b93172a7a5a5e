// Money on screen and in mail (docs/decisions/own-number-formatter.md). Formatted by hand, not
// with Intl: en-ZA in Intl writes 'R 1 299,00' (comma decimals, non-breaking
// spaces, and different output across ICU versions), which would make the server's
// HTML differ from the browser's. We write the prefix R, a comma between
// thousands and a point before the cents: 'R1,299.00', the same everywhere.

import { groupThousands } from "~/lib/number-format"

export const SHIPPING_RAND = 350

/** Rand with 2 decimals: formatRand(649) === "R649.00", formatRand(1299.5) === "R1,299.50". */
export function formatRand(amount: number): string {
  const cents = Math.round(amount * 100)
  const sign = cents < 0 ? "-" : ""
  const abs = Math.abs(cents)
  const whole = groupThousands(Math.floor(abs / 100))
  const fraction = String(abs % 100).padStart(2, "0")
  return `${sign}R${whole}.${fraction}`
}

/** Whole rand, for the shop's price list only: "R299". */
export function formatRandWhole(amount: number): string {
  const rounded = Math.round(amount)
  return `${rounded < 0 ? "-" : ""}R${groupThousands(Math.abs(rounded))}`
}

export function toCents(rand: number): number {
  return Math.round(rand * 100)
}

export function fromCents(cents: number): number {
  return cents / 100
}

/** Flat shipping on every order: total = subtotal + 350. */
export function orderTotals(subtotal: number): {
  subtotal: number
  shipping: number
  total: number
} {
  return { subtotal, shipping: SHIPPING_RAND, total: subtotal + SHIPPING_RAND }
}
