import { describe, expect, it } from "vitest"
import { csvCell, csvDate, toCsv } from "~/admin/csv"

describe("CSV", () => {
  it("quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell("plain")).toBe("plain")
    expect(csvCell("Smith, Jr.")).toBe('"Smith, Jr."')
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""')
    expect(csvCell("two\nlines")).toBe('"two\nlines"')
    expect(csvCell(12.5)).toBe("12.5")
  })

  it("keeps a cell from running as a spreadsheet formula", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvCell("+27 21 000")).toBe("'+27 21 000")
    expect(csvCell("@sum")).toBe("'@sum")
  })

  it("starts with a byte order mark and ends records with CRLF", () => {
    const csv = toCsv(["Name", "Note"], [["Zoë 🐋", "<script>alert(1)</script>"]])
    expect(csv).toBe("\uFEFFName,Note\r\nZoë 🐋,<script>alert(1)</script>\r\n")
  })

  it("writes dates in Cape Town time, sortable", () => {
    expect(csvDate(new Date(Date.UTC(2026, 10, 22, 22, 5)))).toBe("2026-11-23 00:05")
  })
})
