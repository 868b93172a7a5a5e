// The API fake (dev/youtube-fake.js) itself: it prices calls and names the channel as
// the app does, and a path that is no endpoint is a 404 that counts nothing.
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest"
import { UNIT_COST } from "~/video/youtube.server"
import { DEFAULT_CHANNEL_ID } from "~/lib/youtube-platform"
import { startYouTubeFake, type YouTubeFake } from "../../dev/youtube-fake"

let fake: YouTubeFake
beforeAll(async () => {
  fake = await startYouTubeFake({ apiKey: "key" })
})
beforeEach(() => fake.resetCounts())
afterAll(() => fake.close())

it("prices calls and names the channel as the app does", async () => {
  expect(fake.channelId).toBe(DEFAULT_CHANNEL_ID)
  await fetch(`${fake.baseUrl}/search?key=key&part=id`)
  await fetch(`${fake.baseUrl}/videos?key=key&part=id&id=live-humpback`)
  expect(fake.units()).toBe(UNIT_COST.search + UNIT_COST.videos)
})

it("answers a path named like an object's property with 404 and counts nothing", async () => {
  for (const name of ["toString", "constructor", "__proto__"]) {
    const response = await fetch(`${fake.baseUrl}/${name}?key=key&part=id`)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: { errors: [{ reason: "notFound" }] } })
  }
  expect(fake.counts()).toEqual({ search: 0, videos: 0, channels: 0, playlistItems: 0 })
  expect(fake.requests()).toEqual([])
})
