// Texts about an enquiry shared by the mails, the admin and the success message.
import { TIME_WINDOW_LABELS, type TimeWindow } from "~/business/enquiry-schema"

/** '2026-12-01' -> 'Tuesday, 1 December 2026' (the day as the visitor chose it). */
export function formatPreferredDate(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`)
  if (Number.isNaN(date.getTime())) return isoDate
  return new Intl.DateTimeFormat("en-ZA", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date)
}

/** 'Tuesday, 1 December 2026, morning (08:00–12:00), Cape Town time', or undefined. */
export function formatPreferredWindow(
  date: string | null | undefined,
  time: string | null | undefined,
): string | undefined {
  if (!date) return undefined
  const window = time ? TIME_WINDOW_LABELS[time as TimeWindow] : undefined
  return window
    ? `${formatPreferredDate(date)}, ${window.charAt(0).toLowerCase()}${window.slice(1)}, Cape Town time`
    : formatPreferredDate(date)
}
