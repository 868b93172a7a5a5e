// Starts the API fake and a production app server aimed at it, for the video
// end-to-end suites. The key is a recognisable string so leaks can be searched for.
import { expect, type Page } from "@playwright/test"
import { startAppServer, type AppServer } from "../e2e/support/app-server"
import { startYouTubeFake, type FakeMode, type YouTubeFake } from "../../dev/youtube-fake"

export const TEST_API_KEY = "test-key-e2e-7f3c9a1b5d"

export type VideoApp = {
  fake: YouTubeFake
  app: AppServer
  stop: () => Promise<void>
  /**
   * A new fake and a new server with an empty cache, in place of the old ones (the
   * same objects, so fixtures holding them see the new ones). For a suite that needs
   * the very first visit: the worker's shared server may hold an earlier suite's data.
   * Nothing to do while no test has used them yet (`used` is false).
   */
  restart: () => Promise<void>
  /** Whether a test has run against this fake and server (set by the test fixtures). */
  used: boolean
}

export async function startVideoApp(
  options: { ttlSeconds?: number; mode?: FakeMode; env?: Record<string, string | undefined> } = {},
): Promise<VideoApp> {
  async function start() {
    const fake = await startYouTubeFake({ apiKey: TEST_API_KEY, mode: options.mode })
    const app = await startAppServer({
      YOUTUBE_API_KEY: TEST_API_KEY,
      YOUTUBE_API_BASE_URL: fake.baseUrl,
      YOUTUBE_CHANNEL_ID: fake.channelId,
      YOUTUBE_CACHE_TTL_SECONDS: String(options.ttlSeconds ?? 86_400),
      // The suites switch the fake's failures from one page view to the next, so each view
      // must show that moment: no backoff, and no render reused for a second (a failure
      // page could come back after the fake had recovered). The page cache has its own
      // tests (server/page-cache.test.js) and the other suites' servers keep it on.
      YOUTUBE_FAILURE_BACKOFF_SECONDS: "0",
      PAGE_CACHE_MS: "0",
      // Short intervals spend units fast; the budget is tested on its own.
      YOUTUBE_DAILY_UNIT_BUDGET: "1000000",
      ...options.env,
    })
    return { fake, app }
  }
  const first = await start()
  const videoApp: VideoApp = {
    fake: first.fake,
    app: first.app,
    stop: async () => {
      await videoApp.app.stop()
      await videoApp.fake.close()
    },
    used: false,
    restart: async () => {
      if (!videoApp.used) return
      videoApp.used = false
      await videoApp.stop()
      const next = await start()
      videoApp.fake = next.fake
      Object.assign(videoApp.app, next.app)
    },
  }
  return videoApp
}

/**
 * Loads `path` again until `check` passes: the background refresher brings
 * changes on its own schedule, so a test waits for the page to show them.
 */
export async function untilPageShows(
  page: Page,
  path: string,
  check: () => Promise<void>,
  timeout = 30_000,
) {
  await expect(async () => {
    await page.goto(path)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true")
    await check()
  }).toPass({ timeout, intervals: [250, 500, 1000] })
}
