import { describe, expect, it } from "vitest"
import { cleanMultiLine, cleanSingleLine } from "~/lib/clean-text"

describe("cleanSingleLine", () => {
  it("turns every line break and tab into one space", () => {
    expect(cleanSingleLine("Anna\r\nBcc: victim@example.com")).toBe("Anna Bcc: victim@example.com")
    expect(cleanSingleLine("a\rb\nc\td\u000Be\u000Cf")).toBe("a b c d e f")
    expect(cleanSingleLine("a\u0085b\u2028c\u2029d")).toBe("a b c d")
  })

  it("removes other control characters and bidi controls", () => {
    expect(cleanSingleLine("An\u0000na\u001B[31m\u007F\u009B")).toBe("Anna[31m")
    expect(cleanSingleLine("invoice\u202Egpj.exe")).toBe("invoicegpj.exe")
    for (const bidi of [
      "\u202A",
      "\u202B",
      "\u202C",
      "\u202D",
      "\u2066",
      "\u2067",
      "\u2068",
      "\u2069",
    ])
      expect(cleanSingleLine(`a${bidi}b`)).toBe("ab")
  })

  it("keeps ordinary text, accents and scripts, and trims", () => {
    expect(cleanSingleLine("  Zoë  Ndlovu-Müller ")).toBe("Zoë Ndlovu-Müller")
    expect(cleanSingleLine("محمد 李")).toBe("محمد 李")
    expect(cleanSingleLine("\n\n")).toBe("")
  })

  it("never leaves a CR or LF whatever the input", () => {
    let all = ""
    for (let code = 0; code < 0x3000; code++) all += String.fromCharCode(code)
    const cleaned = cleanSingleLine(all)
    expect(cleaned).not.toMatch(/[\r\n\p{Cc}\u202A-\u202E\u2066-\u2069\u2028\u2029]/u)
  })
})

describe("cleanMultiLine", () => {
  it("normalises CRLF and CR to LF and keeps LF", () => {
    expect(cleanMultiLine("one\r\ntwo\rthree\nfour")).toBe("one\ntwo\nthree\nfour")
    expect(cleanMultiLine("a\u2028b")).toBe("a\nb")
  })

  it("removes every other control character and the bidi controls", () => {
    expect(cleanMultiLine("a\u0000b\tc\u001Bd\u202Ee\u2066f")).toBe("abcdef")
  })

  it("trims the ends", () => {
    expect(cleanMultiLine("\n\n  Hello\n\nthere  \n")).toBe("Hello\n\nthere")
  })
})
