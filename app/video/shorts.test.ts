import { describe, expect, it } from "vitest"
import {
  categorizeShort,
  cleanShortTitle,
  isShort,
  parseIsoDuration,
  shortsToHighlights,
  truncateDescription,
} from "./shorts"
import type { ShortVideo } from "./types"

function video(overrides: Partial<ShortVideo> = {}): ShortVideo {
  return {
    id: "abc",
    title: "A video",
    description: "",
    thumbnailUrl: "https://i.ytimg.com/vi/abc/hqdefault.jpg",
    publishedAt: "2026-01-01T00:00:00Z",
    viewCount: 10,
    channelTitle: "Cape Ocean Adventures",
    duration: "PT10M",
    ...overrides,
  }
}

describe("parseIsoDuration", () => {
  it.each([
    ["PT45S", 45],
    ["PT1M", 60],
    ["PT1M1S", 61],
    ["PT2H3M4S", 7384],
    ["P1DT1S", 86401],
    ["P0D", 0],
  ])("%s is %d seconds", (text, seconds) => expect(parseIsoDuration(text)).toBe(seconds))

  it.each(["", "45", "PT", "P", "1M"])("%j is not a duration", (text) =>
    expect(parseIsoDuration(text)).toBeNaN(),
  )
})

describe("isShort", () => {
  it("counts #short and #shorts in the title or description, whatever the case", () => {
    expect(isShort(video({ title: "Whales #shorts" }))).toBe(true)
    expect(isShort(video({ title: "Whales #Short" }))).toBe(true)
    expect(isShort(video({ description: "watch this #SHORTS" }))).toBe(true)
    expect(isShort(video({ title: "#shortstop is not a tag" }))).toBe(false)
  })

  it("counts videos of 60 seconds or less, and no longer ones", () => {
    expect(isShort(video({ duration: "PT60S" }))).toBe(true)
    expect(isShort(video({ duration: "PT1M" }))).toBe(true)
    expect(isShort(video({ duration: "PT1M1S" }))).toBe(false)
    expect(isShort(video({ duration: "PT48M" }))).toBe(false)
  })

  it("does not count a live or upcoming stream's zero duration", () => {
    expect(isShort(video({ duration: "P0D" }))).toBe(false)
  })

  it("uses the threshold it is given (SHORTS_MAX_SECONDS)", () => {
    expect(isShort(video({ duration: "PT2M" }), 180)).toBe(true)
    expect(isShort(video({ duration: "PT3M1S" }), 180)).toBe(false)
  })
})

describe("cleanShortTitle", () => {
  it("removes the tags and trims", () => {
    expect(cleanShortTitle("  Penguin parade #Short ")).toBe("Penguin parade")
    expect(cleanShortTitle("#shorts Whale tail #shorts close-up")).toBe("Whale tail close-up")
  })
})

describe("truncateDescription", () => {
  it("cuts at 120 characters and adds an ellipsis", () => {
    const long = "x".repeat(121)
    expect(truncateDescription(long)).toBe(`${"x".repeat(120)}...`)
    expect(truncateDescription("x".repeat(120))).toBe("x".repeat(120))
  })
})

describe("categorizeShort", () => {
  it.each([
    ["Breaching humpback at Hermanus", "", "wildlife"],
    ["Dolphins in the waves", "", "wildlife"],
    ["Storm swell at Sea Point", "", "weather"],
    ["Golden sunset timelapse", "", "scenic"],
    ["Seal rescue at Hout Bay", "", "conservation"],
    ["Beach clean-up", "", "conservation"],
    ["Kelp forest visitor", "an octopus came to investigate", "wildlife"],
    ["Exactly one minute of calm", "Nothing but the sea.", "scenic"],
  ])("%s → %s", (title, description, category) =>
    expect(categorizeShort(title, description)).toBe(category),
  )
})

describe("shortsToHighlights", () => {
  it("keeps at most 20, features the first 3, links to the short and cleans the title", () => {
    const shorts = Array.from({ length: 25 }, (_, index) =>
      video({
        id: `v${index}`,
        title: `Whale ${index} #shorts`,
        description: "d".repeat(130),
        viewCount: index,
      }),
    )
    const items = shortsToHighlights(shorts)
    expect(items).toHaveLength(20)
    expect(items.map((item) => item.featured)).toEqual([true, true, true, ...Array(17).fill(false)])
    expect(items[4]).toEqual({
      id: "v4",
      title: "Whale 4",
      description: `${"d".repeat(120)}...`,
      thumbnailUrl: "https://i.ytimg.com/vi/abc/hqdefault.jpg",
      youtubeId: "v4",
      url: "https://www.youtube.com/shorts/v4",
      category: "wildlife",
      views: 4,
      featured: false,
    })
  })
})
