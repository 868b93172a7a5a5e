// Starts the API fake and a production app server aimed at it, for the video
// end-to-end suites. The key is a recognisable string so leaks can be searched for.
import { expect, type Page } from "@playwright/test"
import { startAppServer, type AppServer } from "../e2e/support/app-server"
import { startYouTubeFake, type FakeMode, type YouTubeFake } from "../../dev/youtube-fake"

export const TEST_API_KEY = "test-key-e2e-7f3c9a1b5d"

export type VideoAppOptions = {
  ttlSeconds?: number
  mode?: FakeMode
  env?: Record<string, string | undefined>
}

export type VideoApp = Awaited<ReturnType<typeof startVideoApp>>

/** Where each kind of stored channel data shows, and a title that shows when it is the fake's normal data. */
const NORMAL_DATA = {
  live: { path: "/", title: "Humpback Whales at Hermanus Bay" },
  shorts: { path: "/highlights", title: "Breaching humpback at Hermanus" },
} as const

/** The keys of the channel data the server has stored since it started or was last cleared, from its log. */
function storedKeys(server: AppServer): Set<string> {
  const keys = new Set<string>()
  for (const line of server.output().split("\n")) {
    const entry = logEntry(line)
    if (entry.event === "youtube.cache_cleared") keys.clear()
    if (entry.event === "youtube.cache_refreshed" && entry.key) keys.add(entry.key)
  }
  return keys
}

function logEntry(line: string): { event?: string; key?: string } {
  try {
    return line.startsWith("{") ? JSON.parse(line) : {}
  } catch {
    // A line the server is still writing.
    return {}
  }
}

export async function startVideoApp(options: VideoAppOptions = {}) {
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
  const videoApp = {
    fake: first.fake,
    app: first.app,
    stop: async (): Promise<void> => {
      await videoApp.app.stop()
      await videoApp.fake.close()
    },
    /**
     * Makes sure the server holds no channel data: one that has stored some is replaced by a
     * new fake and a new server (the same objects, so fixtures holding them see the new ones).
     * Calls that failed without storing anything may remain in its quota ledger.
     */
    emptyCache: async (): Promise<void> => {
      if (storedKeys(videoApp.app).size === 0) return
      await videoApp.stop()
      const next = await start()
      videoApp.fake = next.fake
      Object.assign(videoApp.app, next.app)
    },
    /**
     * Waits until every copy the server holds is one of the fake's normal data without a
     * warning: its refresher brings that within the cache lifetime once the fake works.
     */
    untilFreshCopies: async (): Promise<void> => {
      for (const key of storedKeys(videoApp.app)) {
        const { path, title } = key.startsWith("live:") ? NORMAL_DATA.live : NORMAL_DATA.shorts
        await expect
          .poll(
            async () => {
              const html = await (await fetch(`${videoApp.app.url}${path}`)).text()
              return html.includes(title) && !html.includes("Using cached data")
            },
            { message: `a fresh copy of ${key}`, timeout: 30_000 },
          )
          .toBe(true)
      }
    },
  }
  return videoApp
}

/** The fake's failure mode right now, from its state endpoint. */
export async function fakeMode(fake: YouTubeFake): Promise<FakeMode> {
  const state = (await (await fetch(`${fake.origin}/__fake/state`)).json()) as { mode: FakeMode }
  return state.mode
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
