// Playwright fixtures for the video suites: the worker's app server is one aimed at
// the API fake (instead of the shared demo-mode server). Every test starts with the fake
// working normally, from an empty cache when it asks for one, and otherwise from what the
// server holds: nothing, or fresh copies (a test that made the platform fail waits,
// afterwards, until they are fresh again). So no test depends on which ran before it.
// Below, the pages that show the channel's data and the scenarios they share.
import type { APIRequestContext, Locator, Page } from "@playwright/test"
import type { FakeMode } from "../../dev/youtube-fake"
import { expectNoAxeViolations } from "../e2e/support/axe"
import { test as base, expect, toastWithTitle, waitForHydration } from "../e2e/support/fixtures"
import { fakeMode, startVideoApp, untilPageShows, type VideoApp } from "./video-app"

/** The suites' cache lifetime, which also bounds the live refresh: changes reach the pages within seconds. */
export const SHORT_TTL_SECONDS = 2

/**
 * The server aimed at the fake, one a worker (its settings, as any worker server's:
 * `test.use({ appEnv })`), and the `coldCache` option.
 */
export const videoAppTest = base.extend<
  { coldCache: boolean; normalFake: void },
  { videoApp: VideoApp }
>({
  videoApp: [
    async ({ appEnv }, use) => {
      const videoApp = await startVideoApp({ env: appEnv })
      await use(videoApp)
      await videoApp.stop()
    },
    // Seeding and starting a server take a while on a busy machine.
    { scope: "worker", timeout: 180_000 },
  ],
  app: [async ({ videoApp }, use) => use(videoApp.app), { scope: "worker" }],
  /** The test starts from an empty cache: a server that holds channel data starts anew. */
  coldCache: [false, { option: true }],
  baseURL: async ({ videoApp, coldCache }, use) => {
    if (coldCache) await videoApp.emptyCache()
    await use(videoApp.app.url)
  },
  normalFake: [
    async ({ videoApp }, use) => {
      videoApp.fake.setMode("normal")
      videoApp.fake.setDelay(0)
      await use()
    },
    { auto: true },
  ],
})

/**
 * The page suites' server: a short cache lifetime, and after a test that left the platform
 * failing, the fake works again and the server's copies are fresh before the next test.
 */
export const test = videoAppTest.extend<{ freshAfterFailures: void }>({
  // Still an option (`test.use` sets it): an override keeps what the fixture was.
  appEnv: [{ YOUTUBE_CACHE_TTL_SECONDS: String(SHORT_TTL_SECONDS) }, { scope: "worker" }],
  freshAfterFailures: [
    async ({ videoApp }, use) => {
      await use()
      if ((await fakeMode(videoApp.fake)) === "normal") return
      videoApp.fake.setMode("normal")
      await videoApp.untilFreshCopies()
    },
    { auto: true },
  ],
})

export { expect, expectNoToast, toastWithTitle, waitForHydration } from "../e2e/support/fixtures"
export { untilPageShows } from "./video-app"

export const SAMPLE_CAMERAS = ["Hermanus Whale Watching", "Table Mountain View", "Robben Island"]
/** The fake's live streams as the cameras page lists them (Home shows the first three). */
export const LIVE_CAMERAS = [
  "Humpback Whales at Hermanus Bay",
  "Penguins at Boulders Beach",
  "Seal Island Live",
  "Clifton Fourth Beach",
  "Lion's Head Sunset Cam",
  "Cape Point Lighthouse",
]
export const FEATURED_SHORTS = [
  "Breaching humpback at Hermanus",
  "Storm swell at Sea Point",
  "Penguin parade",
]
export const OTHER_SHORTS = [
  "Golden sunset timelapse",
  "Beach clean-up with volunteers",
  "Exactly one minute of calm",
  "Kelp forest visitor",
  "Seal rescue at Hout Bay",
  "Whale tail close-up",
]

/** What a page of cards from the channel's data shows in each state. */
type PageFacts = {
  path: string
  /** The titles of its cards. */
  titles: (page: Page) => Locator
  /** The titles with the fake's normal data. */
  normal: readonly string[]
  /** The category chips with the fake's normal data. */
  chips: readonly string[]
  /** The titles without a copy of the platform's data. */
  fallback: readonly string[]
  /** The toast without a copy of the platform's data. */
  failure: { title: string; detail?: string }
  /** The cards' placeholders (and a line saying so) while the first visit waits for the platform. */
  skeleton: { selector: string; count: number; text?: string }
}

/** What a page says over its cached copy when the platform fails (app/video/cameras.server.ts). */
const STALE_WARNINGS = {
  quota: {
    title: "Using cached data as the video platform quota is exceeded",
    detail: "Fresh data will be loaded when quota resets",
  },
  "server-error": {
    title: "Using cached data as the video platform API failed",
    detail: "Please try again later",
  },
} as const

/** The listing's category chips, in order. */
export const categoryChips = (page: Page) =>
  page.getByRole("group", { name: "Category" }).getByRole("button")

/** A page of cards from the channel's data, with the scenarios the pages share. */
function videoPage(view: PageFacts) {
  /** Loads the page until it shows the fake's normal data (filling an empty cache). */
  const untilNormalData = (page: Page) =>
    untilPageShows(page, view.path, () =>
      expect(view.titles(page)).toHaveText(view.normal, { timeout: 2000 }),
    )
  return {
    ...view,
    untilNormalData,

    /**
     * Without a copy in the cache the platform fails with `mode`: the page shows its
     * fallback cards and the red failure toast.
     */
    async expectFallbackWithoutCopy(page: Page, videoApp: VideoApp, mode: FakeMode) {
      videoApp.fake.setMode(mode)
      await page.goto(view.path)
      await waitForHydration(page)
      await expect(view.titles(page)).toHaveText(view.fallback)
      const toast = toastWithTitle(page, view.failure.title)
      await expect(toast).toBeVisible()
      await expect(toast).toHaveClass(/bg-red-700/)
      if (view.failure.detail) await expect(toast).toContainText(view.failure.detail)
    },

    /**
     * The first visit to an empty cache waits for a slow platform: the skeleton streams
     * first, then `titles` (the normal data, or the fallback when the platform fails).
     */
    async expectSkeletonFirst(page: Page, videoApp: VideoApp, titles: readonly string[]) {
      videoApp.fake.setDelay(1500)
      await page.goto(view.path, { waitUntil: "commit" })
      const skeleton = page.locator(view.skeleton.selector)
      await expect(skeleton).toHaveCount(view.skeleton.count)
      if (view.skeleton.text) await expect(page.getByText(view.skeleton.text)).toBeVisible()
      await expect(view.titles(page)).toHaveText(titles, { timeout: 15_000 })
      await expect(skeleton).toHaveCount(0)
    },

    /**
     * With a copy of the fake's normal data cached, the platform fails with each of
     * `modes` in turn: the page keeps showing the copy and warns (once the refresher has
     * met the failure).
     */
    async expectCopyKeptThrough(
      page: Page,
      videoApp: VideoApp,
      modes: Array<keyof typeof STALE_WARNINGS>,
    ) {
      await untilNormalData(page)
      for (const mode of modes) {
        videoApp.fake.setMode(mode)
        const warning = STALE_WARNINGS[mode]
        const toast = toastWithTitle(page, warning.title)
        await untilPageShows(page, view.path, () => expect(toast).toBeVisible({ timeout: 2000 }))
        await expect(view.titles(page)).toHaveText(view.normal)
        await expect(toast).toContainText(warning.detail)
      }
    },

    /** The page with the fake's normal data passes axe at a phone's width. */
    async expectAxeCleanAtPhoneWidth(page: Page) {
      await page.setViewportSize({ width: 360, height: 740 })
      await untilNormalData(page)
      await expectNoAxeViolations(page, `${view.path} at 360 px`)
    },

    /** Choosing a category presses its chip, and the cards follow. */
    async expectCategoryShows(page: Page, category: string, titles: readonly string[]) {
      const chip = categoryChips(page).filter({ hasText: new RegExp(`^${category}$`) })
      await chip.click()
      await expect(chip).toHaveAttribute("aria-pressed", "true")
      await expect(view.titles(page)).toHaveText(titles)
    },

    /** The page's HTML on a cache hit (a first visit fills an empty cache). */
    async cacheHitHtml(request: APIRequestContext) {
      await request.get(view.path)
      return (await request.get(view.path)).text()
    },
  }
}

const cameraSkeleton = "[data-slot=camera-card-skeleton]"

export const HOME = videoPage({
  path: "/",
  titles: (page) =>
    page
      .getByRole("region", { name: "Featured Live Cameras" })
      .getByRole("list", { name: "Cameras" })
      .getByRole("heading"),
  normal: [...LIVE_CAMERAS.slice(0, 3), ...SAMPLE_CAMERAS],
  // Home has no filter.
  chips: [],
  fallback: SAMPLE_CAMERAS,
  failure: { title: "Could not load live cameras", detail: "Using sample data instead" },
  skeleton: { selector: cameraSkeleton, count: 4 },
})

export const CAMERAS = videoPage({
  path: "/cameras",
  titles: (page) => page.getByRole("list", { name: "Cameras" }).getByRole("heading"),
  normal: [...LIVE_CAMERAS, ...SAMPLE_CAMERAS],
  chips: ["All Cameras", "Wildlife", "Beaches", "Harbors", "Nature", "Landmarks", "Historical"],
  fallback: SAMPLE_CAMERAS,
  failure: { title: "Could not load live cameras", detail: "Using static data instead" },
  skeleton: { selector: cameraSkeleton, count: 6 },
})

export const HIGHLIGHTS = videoPage({
  path: "/highlights",
  titles: (page) => page.locator("[data-slot=highlight-card] h3"),
  normal: [...FEATURED_SHORTS, ...OTHER_SHORTS],
  // In the order the shorts bring them.
  chips: ["All", "Wildlife", "Weather", "Scenic", "Conservation"],
  fallback: [
    "Seal colony at Duiker Island",
    "Dolphin pod in False Bay",
    "Golden sunset over Camps Bay",
    "Chapman's Peak drive",
    "Winter storm at Sea Point",
    "Muizenberg beach clean-up",
  ],
  failure: { title: "Failed to load shorts from YouTube" },
  skeleton: {
    selector: "[data-slot=highlight-card-skeleton]",
    count: 6,
    text: "Loading Highlights...",
  },
})
