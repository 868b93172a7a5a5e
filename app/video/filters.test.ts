import { describe, expect, it } from "vitest"
import {
  countCameras,
  filterCameras,
  filterHighlights,
  highlightCategories,
  splitFeatured,
} from "./filters"
import { FALLBACK_SHORTS } from "./sample-shorts"
import { SAMPLE_CAMERAS } from "./samples"
import type { CameraCardData } from "./types"

const live: CameraCardData = {
  ...SAMPLE_CAMERAS[1],
  id: 100,
  title: "Humpback Whales",
  location: "Cape Town, South Africa",
  isLive: true,
  comingSoon: false,
  category: "wildlife",
}
const cameras = [live, ...SAMPLE_CAMERAS]

describe("filterCameras", () => {
  it("matches title or location case-insensitively within the chosen category", () => {
    expect(filterCameras(cameras, "all", "HERMANUS").map((c) => c.title)).toEqual([
      "Hermanus Whale Watching",
    ])
    expect(filterCameras(cameras, "all", "cape town").map((c) => c.title)).toEqual([
      "Humpback Whales",
      "Table Mountain View",
      "Robben Island",
    ])
    expect(filterCameras(cameras, "wildlife", "").map((c) => c.id)).toEqual([100, 1])
    expect(filterCameras(cameras, "harbor", "")).toEqual([])
  })
})

describe("countCameras", () => {
  it("counts live, premium and free as all that are not premium", () => {
    expect(countCameras(cameras)).toEqual({ live: 1, free: 2, premium: 2 })
  })
})

describe("highlights", () => {
  it("filters on title or description and category", () => {
    expect(filterHighlights(FALLBACK_SHORTS, "all", "PLASTIC").map((i) => i.id)).toEqual([
      "sample-beach-cleanup",
    ])
    expect(filterHighlights(FALLBACK_SHORTS, "wildlife", "dolphin").map((i) => i.id)).toEqual([
      "sample-dolphin-pod",
    ])
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
