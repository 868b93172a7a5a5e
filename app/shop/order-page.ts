// The customer's order page (docs/product.md#order-page): its address and the payment
// window as the page, the mails and /terms state it.
import { ORDER_NUMBER_PREFIX } from "~/shop/order-number"

export function orderPagePath(orderNumber: string, key: string): string {
  return `/orders/${encodeURIComponent(orderNumber)}?key=${encodeURIComponent(key)}`
}

export function isOrderNumber(value: string): boolean {
  return (
    value.startsWith(ORDER_NUMBER_PREFIX) &&
    /^\d{1,16}$/.test(value.slice(ORDER_NUMBER_PREFIX.length))
  )
}

/** A setting in hours as words: '7 days', '36 hours', '14 seconds' (tests use seconds' worth). */
export function formatHours(hours: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`
  if (hours >= 24 && Number.isInteger(hours / 24)) return plural(hours / 24, "day")
  if (hours >= 1) return plural(Math.round(hours * 10) / 10, "hour")
  if (hours * 60 >= 1) return plural(Math.round(hours * 60), "minute")
  return plural(Math.max(1, Math.round(hours * 3600)), "second")
}
