// One number format for server and browser alike, so the server HTML and the
// hydrated page never differ (a hydration mismatch otherwise).
const NUMBER_LOCALE = "en-ZA"
const integerFormat = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 0 })

export function formatCount(value: number): string {
  return integerFormat.format(value)
}

/** spec §2 "Camera card": a localized number followed by 'viewers', or '0 viewers'. */
export function formatViewers(count: unknown): string {
  return typeof count === "number" && Number.isFinite(count) ? `${formatCount(count)} viewers` : "0 viewers"
}

export function formatViews(count: number): string {
  return `${formatCount(count)} views`
}
