// Two production server processes on one PostgreSQL share the video cache:
// between them each key is refreshed once per interval (the lease per key),
// counted at the API fake, and both serve the same live list.
import { startAppServer, type AppServer } from "./support/app-server"
import { expect, test } from "@playwright/test"
import { startYouTubeFake, type YouTubeFake } from "../../dev/youtube-fake"
import { TEST_API_KEY } from "../fakes/video-app"
import { createTestDatabase } from "../support/postgres"

const LIVE_REFRESH_SECONDS = 1

test("two processes refresh the live list once per interval between them", async () => {
  test.setTimeout(240_000)
  const database = await createTestDatabase()
  const fake: YouTubeFake = await startYouTubeFake({ apiKey: TEST_API_KEY })
  const servers: AppServer[] = []
  try {
    const env = {
      DATABASE_URL: database.url,
      YOUTUBE_API_KEY: TEST_API_KEY,
      YOUTUBE_API_BASE_URL: fake.baseUrl,
      YOUTUBE_CHANNEL_ID: fake.channelId,
      YOUTUBE_LIVE_REFRESH_SECONDS: String(LIVE_REFRESH_SECONDS),
      YOUTUBE_DAILY_UNIT_BUDGET: "1000000",
    }
    // One after the other: migrations run once, then both refreshers run on the same rows.
    servers.push(await startAppServer(env))
    servers.push(await startAppServer(env))
    const [first, second] = servers
    const live = async (server: AppServer) => (await fetch(`${server.url}/cameras`)).text()
    expect(await live(first)).toContain("Humpback Whales at Hermanus Bay")
    expect(await live(second)).toContain("Humpback Whales at Hermanus Bay")

    // Watch eight refreshes: both processes look every tenth of the interval.
    const start = fake.requests().filter((r) => r.endpoint === "videos").length
    const startedAt = Date.now()
    await expect
      .poll(() => fake.requests().filter((r) => r.endpoint === "videos").length - start, {
        timeout: 60_000,
      })
      .toBeGreaterThanOrEqual(8)
    const elapsedSeconds = (Date.now() - startedAt) / 1000
    const times = fake
      .requests()
      .filter((r) => r.endpoint === "videos")
      .slice(start)
      .map((r) => r.at)
    // One refresh per interval between the two: never two within a fraction of it.
    const gaps = times.slice(1).map((at, index) => at - times[index])
    expect(Math.min(...gaps)).toBeGreaterThan(LIVE_REFRESH_SECONDS * 1000 * 0.5)
    expect(times.length).toBeLessThanOrEqual(
      Math.ceil(elapsedSeconds / (LIVE_REFRESH_SECONDS * 0.9)) + 1,
    )

    // A change seen by one process's refresh reaches the other's pages.
    fake.setViewers("live-humpback", 9876)
    for (const server of servers)
      await expect.poll(() => live(server), { timeout: 30_000 }).toContain("9,876 viewers")
  } finally {
    for (const server of servers) await server.stop()
    await fake.close()
    await database.drop()
  }
})
