import { parse } from "csv-parse/sync"
import { describe, expect, it } from "vitest"
import { csvCell, csvDate, neutraliseFormulas, toCsv } from "~/lib/csv"

describe("CSV", () => {
  it.each([
    // RFC 4180: every text cell quoted, its quotes doubled.
    ["plain", '"plain"'],
    ["Smith, Jr.", '"Smith, Jr."'],
    ['Say "hi"', '"Say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    [12.5, "12.5"],
    // No cell runs as a spreadsheet formula.
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ["+27 21 000", '"\'+27 21 000"'],
    ["-2+3", '"\'-2+3"'],
    ["@sum", '"\'@sum"'],
    ["\t=1", '"\'\t=1"'],
    ["\r=1", '"\'\r=1"'],
  ])("writes %j as the cell %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })

  // A spreadsheet that splits on ';' (South African Excel) or ignores the quotes would
  // start a new cell at each separator.
  it.each([
    ['Pieter;=HYPERLINK("http://evil","x")', 'Pieter;\'=HYPERLINK("http://evil","x")'],
    ["a,=1+1", "a,'=1+1"],
    ["a|@SUM(A1)", "a|'@SUM(A1)"],
    ["a\t-1+1", "a\t'-1+1"],
    ["line one\n=cmd|' /C calc'!A0", "line one\n'=cmd|' /C calc'!A0"],
    ["a; =1+1", "a;' =1+1"],
    ['a;"=1+1', "a;'\"=1+1"],
    ["   =1+1", "'   =1+1"],
    ["\u00a0+1", "'\u00a0+1"],
  ])("neutralises a formula after a separator, leading spaces or quotes too: %j", (text, safe) => {
    expect(neutraliseFormulas(text)).toBe(safe)
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
