import { parse } from "csv-parse/sync"
import { describe, expect, it } from "vitest"
import { csvCell, csvDate, neutraliseFormulas, toCsv } from "~/lib/csv"

describe("CSV", () => {
  it("quotes every text cell and doubles its quotes (RFC 4180)", () => {
    expect(csvCell("plain")).toBe('"plain"')
    expect(csvCell("Smith, Jr.")).toBe('"Smith, Jr."')
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""')
    expect(csvCell("two\nlines")).toBe('"two\nlines"')
    expect(csvCell(12.5)).toBe("12.5")
  })

  it("keeps a cell from running as a spreadsheet formula", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvCell("+27 21 000")).toBe('"\'+27 21 000"')
    expect(csvCell("-2+3")).toBe('"\'-2+3"')
    expect(csvCell("@sum")).toBe('"\'@sum"')
    expect(csvCell("\t=1")).toBe('"\'\t=1"')
    expect(csvCell("\r=1")).toBe('"\'\r=1"')
  })

  it("neutralises a formula after a separator, leading spaces or quotes too", () => {
    // A spreadsheet that splits on ';' (South African Excel) or ignores the quotes
    // would start a new cell at each separator.
    expect(neutraliseFormulas('Pieter;=HYPERLINK("http://evil","x")')).toBe(
      'Pieter;\'=HYPERLINK("http://evil","x")',
    )
    expect(neutraliseFormulas("a,=1+1")).toBe("a,'=1+1")
    expect(neutraliseFormulas("a|@SUM(A1)")).toBe("a|'@SUM(A1)")
    expect(neutraliseFormulas("a\t-1+1")).toBe("a\t'-1+1")
    expect(neutraliseFormulas("line one\n=cmd|' /C calc'!A0")).toBe("line one\n'=cmd|' /C calc'!A0")
    expect(neutraliseFormulas("a; =1+1")).toBe("a;' =1+1")
    expect(neutraliseFormulas('a;"=1+1')).toBe("a;'\"=1+1")
    expect(neutraliseFormulas("   =1+1")).toBe("'   =1+1")
    expect(neutraliseFormulas("\u00a0+1")).toBe("'\u00a0+1")
  })

  it("leaves ordinary text alone", () => {
    for (const text of [
      "Called Pieter; send a proposal.",
      "Flat 2,\n3 Main Road",
      "O'Neil",
      "pieter@brand.example",
      "R1,299.00 - incl. VAT",
      "2026-11-22 15:32",
    ])
      expect(neutraliseFormulas(text)).toBe(text)
  })

  it("reads back as one cell per field, and no piece between separators is a formula", () => {
    const csv = toCsv(["Name", "Note"], [["Pieter; =1+1", 'a,b;c|-2\t"@x']]).slice(1)
    expect(parse(csv)).toEqual([
      ["Name", "Note"],
      ["Pieter;' =1+1", "a,b;c|'-2\t'\"@x"],
    ])
    // A spreadsheet that ignores the quotes and splits on any separator.
    const pieces = csv.split(/[,;|\t\r\n]/)
    expect(pieces.filter((piece) => /^[\s"]*[=+\-@]/.test(piece))).toEqual([])
  })

  it("starts with a byte order mark and ends records with CRLF", () => {
    const csv = toCsv(["Name", "Note"], [["Zoë 🐋", "<script>alert(1)</script>"]])
    expect(csv).toBe('\uFEFF"Name","Note"\r\n"Zoë 🐋","<script>alert(1)</script>"\r\n')
  })

  it("writes dates in Cape Town time, sortable", () => {
    expect(csvDate(new Date(Date.UTC(2026, 10, 22, 22, 5)))).toBe("2026-11-23 00:05")
  })
})
