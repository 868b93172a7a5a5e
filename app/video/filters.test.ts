import { describe, expect, it } from "vitest"
import {
  countCameras,
  filterCameras,
  filterHighlights,
  highlightCategories,
  splitFeatured,
} from "./filters"
import { liveCameraCard } from "../../tests/support/cameras"
import { FALLBACK_SHORTS } from "./sample-shorts"
import { SAMPLE_CAMERAS } from "./samples"

const live = liveCameraCard()
const cameras = [live, ...SAMPLE_CAMERAS]

describe("filterCameras", () => {
  it.each([
    ["all", "HERMANUS", ["Hermanus Whale Watching"]],
    ["all", "cape town", ["Humpback Whales", "Table Mountain View", "Robben Island"]],
    ["wildlife", "", ["Humpback Whales", "Hermanus Whale Watching"]],
    ["harbor", "", []],
  ] as const)(
    "matches title or location case-insensitively within the category: %s, %j",
    (category, search, titles) => {
      expect(filterCameras(cameras, category, search).map((c) => c.title)).toEqual(titles)
    },
  )
})

describe("countCameras", () => {
  it("counts live, premium and free as all that are not premium", () => {
    expect(countCameras(cameras)).toEqual({ live: 1, free: 2, premium: 2 })
  })
})

describe("highlights", () => {
  it.each([
    ["all", "PLASTIC", ["sample-beach-cleanup"]],
    ["wildlife", "dolphin", ["sample-dolphin-pod"]],
  ] as const)("filters on title or description and category: %s, %j", (category, search, ids) => {
    expect(filterHighlights(FALLBACK_SHORTS, category, search).map((i) => i.id)).toEqual(ids)
  })

  it("lists each category found, once", () => {
    expect(highlightCategories(FALLBACK_SHORTS)).toEqual([
      "wildlife",
      "scenic",
      "weather",
      "conservation",
    ])
  })

  it("puts the non-featured in the all list, or everything when none is featured", () => {
    const { featured, rest } = splitFeatured(FALLBACK_SHORTS)
    expect(featured).toHaveLength(3)
    expect(rest.map((i) => i.featured)).toEqual([false, false, false])
    const none = FALLBACK_SHORTS.slice(3)
    expect(splitFeatured(none)).toEqual({ featured: [], rest: none })
  })
})
