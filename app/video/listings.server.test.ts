// What the video pages' loaders resolve to in each case of docs/product.md#video-errors.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { startYouTubeFake, type YouTubeFake } from "../../dev/youtube-fake"
import { getCameraListing } from "./cameras.server"
import { createChannelCache, type ChannelCache } from "./channel-cache.server"
import { getHighlightListing } from "./highlights.server"
import { config } from "~/lib/config.server"
import { FALLBACK_SHORTS } from "./sample-shorts"
import { SAMPLE_CAMERAS } from "./samples"
import { pglite, type TestDb } from "../../tests/support/databases"

let fake: YouTubeFake
let opened: TestDb
// Each test's own cache on its own database, aimed at the fake.
let cache: ChannelCache

beforeAll(async () => {
  fake = await startYouTubeFake()
})
afterAll(async () => {
  await fake.close()
})
beforeEach(async () => {
  opened = await pglite.open()
  const db = opened.db
  cache = createChannelCache({
    db: async () => db,
    youtube: config.youtube,
    client: { apiKey: "test-key", baseUrl: fake.baseUrl },
  })
  fake.setMode("normal")
})
afterEach(async () => {
  await opened.close()
})

const sampleTitles = SAMPLE_CAMERAS.map((camera) => camera.title)

describe("getCameraListing", () => {
  it("puts 3 live streams before the samples on home, 6 on the cameras page", async () => {
    const home = await getCameraListing({ page: "home", cache })
    expect(home.cameras.map((c) => c.title)).toEqual([
      "Humpback Whales at Hermanus Bay",
      "Penguins at Boulders Beach",
      "Seal Island Live",
      ...sampleTitles,
    ])
    expect(home.toast).toBeUndefined()
    const cameras = await getCameraListing({ page: "cameras", cache })
    expect(cameras.cameras).toHaveLength(9)
  })

  it("shows the samples alone, without a toast, when nothing is live", async () => {
    fake.setMode("none-live")
    expect(await getCameraListing({ page: "home", cache })).toEqual({ cameras: SAMPLE_CAMERAS })
  })

  it("falls back to the samples with each page's error toast", async () => {
    fake.setMode("server-error")
    const home = await getCameraListing({ page: "home", cache })
    expect(home.cameras).toEqual(SAMPLE_CAMERAS)
    expect(home.toast).toMatchObject({
      title: "Could not load live cameras",
      description: "Using sample data instead",
      variant: "destructive",
    })
    const cameras = await getCameraListing({ page: "cameras", cache })
    expect(cameras.toast).toMatchObject({
      title: "Could not load live cameras",
      description: "Using static data instead",
    })
  })

  it("home shows the first 3 of the same list as the cameras page, from one discovery", async () => {
    fake.resetCounts()
    const cameras = await getCameraListing({ page: "cameras", cache })
    const home = await getCameraListing({ page: "home", cache })
    expect(home.cameras.slice(0, 3)).toEqual(cameras.cameras.slice(0, 3))
    expect(fake.counts()).toMatchObject({ search: 1, videos: 1, playlistItems: 1 })
  })

  it("warns when a stale copy is served because of the quota", async () => {
    await getCameraListing({ page: "home", cache })
    fake.setMode("quota")
    await cache.refreshDueKeys(Date.now() + 86_400_000)
    const home = await getCameraListing({ page: "home", cache })
    expect(home.cameras).toHaveLength(6)
    expect(home.toast).toMatchObject({
      title: "Using cached data as the video platform quota is exceeded",
      description: "Fresh data will be loaded when quota resets",
      variant: "default",
    })
  })

  it("uses the samples and no toast in demo mode", async () => {
    fake.resetCounts()
    expect(await getCameraListing({ page: "cameras", cache, demo: true })).toEqual({
      cameras: SAMPLE_CAMERAS,
    })
    expect(fake.units()).toBe(0)
  })
})

describe("getHighlightListing", () => {
  it("converts the shorts and announces how many were loaded", async () => {
    const listing = await getHighlightListing({ cache })
    expect(listing.failed).toBe(false)
    expect(listing.items).toHaveLength(9)
    expect(listing.items.filter((item) => item.featured)).toHaveLength(3)
    expect(listing.toast).toMatchObject({ title: "Loaded 9 shorts from YouTube" })
  })

  it("says no shorts were found", async () => {
    fake.setMode("no-shorts")
    const listing = await getHighlightListing({ cache })
    expect(listing.items).toEqual([])
    expect(listing.toast).toMatchObject({ title: "No shorts found for this channel" })
  })

  it("fails with the fallback shorts and the error toast", async () => {
    fake.setMode("channel-not-found")
    const listing = await getHighlightListing({ cache })
    expect(listing).toMatchObject({ failed: true, items: FALLBACK_SHORTS })
    expect(listing.toast).toMatchObject({
      title: "Failed to load shorts from YouTube",
      variant: "destructive",
    })
  })

  it("warns when a stale copy is served after another failure", async () => {
    await getHighlightListing({ cache })
    fake.setMode("server-error")
    await cache.refreshDueKeys(Date.now() + 86_400_000)
    const listing = await getHighlightListing({ cache })
    expect(listing.items).toHaveLength(9)
    expect(listing.toast).toMatchObject({
      title: "Using cached data as the video platform API failed",
      description: "Please try again later",
    })
  })

  it("uses the fallback shorts without failure or toast in demo mode", async () => {
    expect(await getHighlightListing({ cache, demo: true })).toEqual({
      items: FALLBACK_SHORTS,
      failed: false,
    })
  })
})
