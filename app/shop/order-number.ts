// The order number is 'COA-' followed by the millisecond timestamp.
export const ORDER_NUMBER_PREFIX = "COA-"

export function orderNumberFor(epochMs: number): string {
  return `${ORDER_NUMBER_PREFIX}${Math.trunc(epochMs)}`
}

/**
 * An order's date as an en-ZA long date with hour
 * and minute, e.g. '22 November 2026 at 15:32'. Formatted once on the server, in
 * Cape Town's time zone, so every browser shows the same text.
 */
export function formatOrderDate(date: Date): string {
  return new Intl.DateTimeFormat("en-ZA", {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Africa/Johannesburg",
  }).format(date)
}
