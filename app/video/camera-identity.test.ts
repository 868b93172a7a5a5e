import { describe, expect, it } from "vitest"
import { normaliseTitle, planCameraSync, slugify, uniqueSlug } from "./camera-identity"

const whales = { id: 1, titleKey: "humpback whales at hermanus bay", videoId: "v1", isLive: true }

describe("normaliseTitle and slugify", () => {
  it("ignores case, accents, punctuation and spacing", () => {
    expect(normaliseTitle("  Humpback  Whales — at Hermanus Bay! ")).toBe(
      "humpback whales at hermanus bay",
    )
    expect(normaliseTitle("Café Réunion")).toBe("cafe reunion")
    expect(slugify("Penguins @ Boulders Beach (24/7)")).toBe("penguins-boulders-beach-24-7")
    expect(slugify("🐋🐋")).toBe("camera")
  })
})

describe("uniqueSlug", () => {
  it("adds -2, -3… to a slug in use", () => {
    expect(uniqueSlug("seal-island", new Set())).toBe("seal-island")
    expect(uniqueSlug("seal-island", new Set(["seal-island"]))).toBe("seal-island-2")
    expect(uniqueSlug("seal-island", new Set(["seal-island", "seal-island-2"]))).toBe(
      "seal-island-3",
    )
  })
})

describe("planCameraSync", () => {
  it("keeps the camera when the stream restarts under the same title with a new id", () => {
    const plan = planCameraSync(
      [whales],
      [{ id: "v2", title: "Humpback Whales at Hermanus Bay " }],
      new Set(["humpback-whales-at-hermanus-bay"]),
    )
    expect(plan.matched).toEqual([
      { cameraId: 1, stream: expect.objectContaining({ id: "v2" }), titleKey: whales.titleKey },
    ])
    expect(plan.created).toEqual([])
    expect(plan.wentOffline).toEqual([])
  })

  it("makes a new camera for a new title, and the old one goes offline", () => {
    const plan = planCameraSync(
      [whales],
      [{ id: "v3", title: "Sandy Bay Sunrise" }],
      new Set(["humpback-whales-at-hermanus-bay"]),
    )
    expect(plan.matched).toEqual([])
    expect(plan.created.map((c) => c.slug)).toEqual(["sandy-bay-sunrise"])
    expect(plan.wentOffline).toEqual([1])
  })

  it("gives colliding titles distinct slugs, also against taken ones", () => {
    const plan = planCameraSync(
      [],
      [
        { id: "a", title: "Seal Island" },
        { id: "b", title: "Seal Island!" },
        { id: "c", title: "Seal-Island Live" },
        { id: "d", title: "Seal Island Live" },
      ],
      new Set(["seal-island-live"]),
    )
    // "Seal Island!" is the same camera as "Seal Island" (the first wins); the others differ.
    expect(plan.created.map((c) => [c.stream.id, c.slug])).toEqual([
      ["a", "seal-island"],
      ["c", "seal-island-live-2"],
    ])
  })

  it("keeps a renamed broadcast (same video id) as the same camera", () => {
    const plan = planCameraSync([whales], [{ id: "v1", title: "Whales of Hermanus" }], new Set())
    expect(plan.matched.map((m) => [m.cameraId, m.titleKey])).toEqual([[1, "whales of hermanus"]])
    expect(plan.created).toEqual([])
  })
})
