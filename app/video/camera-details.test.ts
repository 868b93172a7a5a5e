import { describe, expect, it } from "vitest"
import { cutText, guessCategory, linkParts } from "./camera-details"

describe("the broadcast description on the page", () => {
  it("is cut at a word with an ellipsis", () => {
    expect(cutText("short text", 600)).toBe("short text")
    expect(cutText("one two three four five", 12)).toBe("one two…")
  })

  it("makes only http(s) addresses links, without trailing punctuation", () => {
    expect(
      linkParts("See https://example.com/a?b=1. Or javascript:alert(1) <b>x</b> http://x.org"),
    ).toEqual([
      { text: "See " },
      { text: "https://example.com/a?b=1", href: "https://example.com/a?b=1" },
      { text: ". Or javascript:alert(1) <b>x</b> " },
      { text: "http://x.org", href: "http://x.org" },
    ])
  })
})

describe("guessCategory", () => {
  it("guesses from the title, nature when nothing fits", () => {
    expect(guessCategory("Penguins at Boulders Beach")).toBe("wildlife")
    expect(guessCategory("Hout Bay Harbour")).toBe("harbor")
    expect(guessCategory("Clifton Fourth Beach")).toBe("beach")
    expect(guessCategory("Cape Point Lighthouse")).toBe("landmark")
    expect(guessCategory("Misty morning")).toBe("nature")
  })
})
