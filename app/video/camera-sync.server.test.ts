// The cameras follow the live list in the refresh that fetches it: a restart under the
// same title keeps the camera (and its page), an ended broadcast goes offline with its
// last live time, a new title is a new camera; no platform call of their own.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { startYouTubeFake, type YouTubeFake } from "../../dev/youtube-fake"
import { createChannelCache } from "./channel-cache.server"
import { getCameraPage } from "./camera-page.server"
import { cameras } from "~/db/schema"
import { config } from "~/lib/config.server"
import { databaseForEachTest, databases } from "../../tests/support/databases"

describe.each(databases)("camera sync ($name)", ({ open }) => {
  let fake: YouTubeFake
  let clock = Date.parse("2026-11-23T10:00:00Z")
  beforeAll(async () => {
    fake = await startYouTubeFake({ now: () => clock })
  })
  afterAll(() => fake.close())
  // Opened in a hook: a first PGlite start can take longer than a test may.
  const fresh = databaseForEachTest(open)
  afterEach(() => fake.resetStreams())

  it("keeps a camera across a restart, marks it offline when it ends, adds new titles", async () => {
    const { db } = fresh
    const cache = createChannelCache({
      db: async () => db,
      youtube: { ...config.youtube, channelId: fake.channelId },
      client: { apiKey: "test-key", baseUrl: fake.baseUrl },
    })
    const refresh = () => cache.refreshChannelData({ now: clock })
    const bySlug = async (slug: string) =>
      (await db.select().from(cameras)).find((row) => row.slug === slug)

    await refresh()
    const first = await bySlug("humpback-whales-at-hermanus-bay")
    expect(first).toMatchObject({ videoId: "live-humpback", isLive: true, viewerCount: 1234 })
    expect(first?.liveSince).toBeInstanceOf(Date)

    clock += 60_000
    fake.endStream("live-humpback")
    await refresh()
    const ended = await bySlug("humpback-whales-at-hermanus-bay")
    expect(ended).toMatchObject({ isLive: false, viewerCount: 0 })
    expect(ended?.lastLiveAt.getTime()).toBe(clock - 60_000)
    const offline = await getCameraPage({
      db,
      cache,
      slug: "humpback-whales-at-hermanus-bay",
      now: new Date(clock),
    })
    expect(offline).toMatchObject({ kind: "page", camera: { status: "offline" } })

    clock += 60_000
    fake.startStream({
      id: "live-humpback-2",
      title: "Humpback Whales at Hermanus Bay",
      viewers: 5,
    })
    fake.startStream({ id: "live-new", title: "Sandy Bay Sunrise", viewers: 1 })
    await refresh()
    const restarted = await bySlug("humpback-whales-at-hermanus-bay")
    expect(restarted).toMatchObject({ id: first!.id, videoId: "live-humpback-2", isLive: true })
    expect(await bySlug("sandy-bay-sunrise")).toMatchObject({ videoId: "live-new" })
  })
})
