// CSV for spreadsheets (RFC 4180): CRLF between records, quotes doubled, and a
// UTF-8 byte order mark so Excel reads names with accents and emoji correctly.
// Every text cell is quoted, so a comma, semicolon or tab inside it never
// starts a new cell, whichever separator the spreadsheet assumes (South
// African and European Excel split on ';').
import { CAPE_TOWN_TIME_ZONE } from "~/lib/date-format"

const BOM = "\uFEFF"

// Formula injection (OWASP "CSV injection"): a cell that starts with one of
// these runs as a formula in Excel, LibreOffice or Google Sheets.
const FORMULA_CHARACTERS = "=+\\-@\\t\\r\\0"
// A separator (or line break) at which a program that ignores the quotes would
// start a new cell; spaces and quote marks before the formula character do not
// stop it from running, so they count as part of the start.
const CELL_START = "(^|[,;|\\t\\r\\n])"
const FORMULA_AT_CELL_START = new RegExp(
  `${CELL_START}([ \\u00a0"']*)(?=[${FORMULA_CHARACTERS}])`,
  "g",
)

/**
 * Makes text safe to open in a spreadsheet: a leading apostrophe (shown by no
 * spreadsheet, it marks the cell as text) before every formula character that
 * starts the cell or follows a separator, leading spaces or quotes.
 */
export function neutraliseFormulas(text: string): string {
  return text.replace(FORMULA_AT_CELL_START, (_, start: string, padding: string) => {
    return `${start}'${padding}`
  })
}

export function csvCell(value: string | number): string {
  if (typeof value === "number") return String(value)
  return `"${neutraliseFormulas(value).replace(/"/g, '""')}"`
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
    timeZone: CAPE_TOWN_TIME_ZONE,
  }).formatToParts(date)
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? ""
  return `${get("year")}-${get("month")}-${get("day")} ${get("hour")}:${get("minute")}`
}
