// Dates the site shows, formatted once on the server in the business's time zone, so every
// browser, mail and export shows the same text whatever the reader's own zone.
export const CAPE_TOWN_TIME_ZONE = "Africa/Johannesburg"

const dateTimeFormat = new Intl.DateTimeFormat("en-ZA", {
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: CAPE_TOWN_TIME_ZONE,
})

/** An en-ZA long date with hour and minute, e.g. '22 November 2026 at 15:32'. */
export function formatDateTime(date: Date): string {
  return dateTimeFormat.format(date)
}

const isoDayFormat = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: CAPE_TOWN_TIME_ZONE,
})

/** 'YYYY-MM-DD' of `now` in Cape Town. */
export function capeTownDate(now: Date): string {
  return isoDayFormat.format(now)
}
