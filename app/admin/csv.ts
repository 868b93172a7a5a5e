// CSV for spreadsheets (RFC 4180): fields quoted when they hold a comma, quote
// or line break, quotes doubled, CRLF between records, and a UTF-8 byte order
// mark so Excel reads names with accents and emoji correctly.
const BOM = "\uFEFF"

// A cell starting with one of these runs as a formula in Excel and LibreOffice
// (OWASP "CSV injection"); a leading apostrophe makes it plain text.
const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: string | number): string {
  let text = String(value)
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  return BOM + [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n"
}

export function csvResponse(body: string, filename: string, headers?: Headers): Response {
  const result = new Headers(headers)
  result.set("Content-Type", "text/csv; charset=utf-8")
  result.set("Content-Disposition", `attachment; filename="${filename}"`)
  result.set("Cache-Control", "no-store")
  return new Response(body, { headers: result })
}

/** '2026-11-22 15:32' in Cape Town time: sortable, and read as a date by spreadsheets. */
export function csvDate(date: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Africa/Johannesburg",
  }).formatToParts(date)
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? ""
  return `${get("year")}-${get("month")}-${get("day")} ${get("hour")}:${get("minute")}`
}
