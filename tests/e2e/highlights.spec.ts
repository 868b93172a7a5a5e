// The Highlights page (docs/product.md#highlights) against the API fake.
import { expectNoAxeViolations } from "./support/axe"
import { imageLoading } from "./support/image-loading"
import {
  expect,
  test,
  toastWithTitle,
  untilPageShows,
  waitForHydration,
} from "../fakes/video-fixtures"

test.describe.configure({ mode: "serial" })

// These tests start from an empty cache: not from what an earlier suite in this worker left.
test.beforeAll(({ videoApp }) => videoApp.restart())

const FAILED_TEXT = "Failed to load shorts. Please check the channel ID and try again."
const FALLBACK_TITLES = [
  "Seal colony at Duiker Island",
  "Dolphin pod in False Bay",
  "Golden sunset over Camps Bay",
  "Chapman's Peak drive",
  "Winter storm at Sea Point",
  "Muizenberg beach clean-up",
]
const FEATURED = ["Breaching humpback at Hermanus", "Storm swell at Sea Point", "Penguin parade"]
const REST = [
  "Golden sunset timelapse",
  "Beach clean-up with volunteers",
  "Exactly one minute of calm",
  "Kelp forest visitor",
  "Seal rescue at Hout Bay",
  "Whale tail close-up",
]

const section = (page: import("@playwright/test").Page, name: string) =>
  page.getByRole("region", { name })
const allTitles = (page: import("@playwright/test").Page) =>
  page.locator("[data-slot=highlight-card] h3")

test.beforeEach(({ videoApp }) => {
  videoApp.fake.setMode("normal")
  videoApp.fake.setDelay(0)
})

for (const mode of ["channel-not-found", "server-error", "quota"] as const) {
  test(`without a cached copy, ${mode} shows the failure text, the toast and the six sample shorts`, async ({
    page,
    videoApp,
  }) => {
    videoApp.fake.setMode(mode)
    await page.goto("/highlights")
    await waitForHydration(page)
    await expect(page.getByText(FAILED_TEXT, { exact: true })).toBeVisible()
    const toast = toastWithTitle(page, "Failed to load shorts from YouTube")
    await expect(toast).toBeVisible()
    await expect(toast).toHaveClass(/bg-red-700/)
    await expect(allTitles(page)).toHaveText(FALLBACK_TITLES)
    await expect(page.getByRole("group", { name: "Category" }).getByRole("button")).toHaveText([
      "All",
      "Wildlife",
      "Scenic",
      "Weather",
      "Conservation",
    ])
  })
}

test("on a miss, 'Loading Highlights...' and 6 skeletons stream first", async ({
  page,
  videoApp,
}) => {
  // Only the very first visit to an empty cache waits for the platform.
  videoApp.fake.setDelay(1500)
  await page.goto("/highlights", { waitUntil: "commit" })
  await expect(page.getByText("Loading Highlights...")).toBeVisible()
  await expect(page.locator("[data-slot=highlight-card-skeleton]")).toHaveCount(6)
  await expect(allTitles(page)).toHaveCount(9, { timeout: 15_000 })
})

test("a channel without shorts gets the info toast and the empty state", async ({
  page,
  videoApp,
}) => {
  videoApp.fake.setMode("no-shorts")
  await untilPageShows(page, "/highlights", () =>
    expect(toastWithTitle(page, "No shorts found for this channel")).toBeVisible({
      timeout: 2000,
    }),
  )
  await expect(page.getByText("No highlights found matching your search.")).toBeVisible()
  await expect(page.getByText(FAILED_TEXT)).toHaveCount(0)
})

test("loads the shorts: toast, featured and all sections, cards opening the short in a new tab", async ({
  page,
}) => {
  await untilPageShows(page, "/highlights", () =>
    expect(toastWithTitle(page, "Loaded 9 shorts from YouTube")).toBeVisible({ timeout: 2000 }),
  )
  await expect(section(page, "Featured Shorts").locator("h3")).toHaveText(FEATURED)
  await expect(section(page, "All Shorts").locator("h3")).toHaveText(REST)
  await expect(page.getByText(FAILED_TEXT)).toHaveCount(0)
  // Long videos and the 61-second one are not shorts.
  await expect(page.getByText("Full documentary", { exact: false })).toHaveCount(0)
  await expect(page.getByText("Sixty-one seconds at Cape Point")).toHaveCount(0)

  const card = page.getByRole("link", { name: /Breaching humpback at Hermanus/ })
  await expect(card).toHaveAttribute("href", "https://www.youtube.com/shorts/short-breach")
  await expect(card).toHaveAttribute("target", "_blank")
  await expect(card).toHaveAttribute("rel", "noopener noreferrer")
  await expect(card).toContainText("15,230 views")
  await expect(card).toContainText("Wildlife")
  await expect(card).toContainText("A humpback clears the water.")
  const octopus = page.locator("[data-slot=highlight-card]", { hasText: "Kelp forest visitor" })
  await expect(octopus).toContainText("changing colour thr...")
  await expect(card.locator("img")).toHaveAttribute("src", /\/thumbs\/short-breach\.svg$/)
  await expectNoAxeViolations(page)
})

test("the first short's picture is asked for first; only a phone's first row loads at once", async ({
  request,
}) => {
  // The cache is warm from the test above: the shorts are in the first HTML.
  const { preloads, pictures } = imageLoading(await (await request.get("/highlights")).text())
  expect(pictures.map((p) => p.loading)).toEqual(pictures.map((_, i) => (i < 2 ? "eager" : "lazy")))
  expect(preloads).toHaveLength(2)
  expect(preloads[0]).toContain(`href="${pictures[0]!.src}"`)
  expect(preloads[0]).toContain('fetchPriority="high"')
  expect(preloads[1]).not.toContain("fetchPriority")
})

test("category chips and search filter, and Clear Filters resets both", async ({ page }) => {
  await page.goto("/highlights")
  await waitForHydration(page)
  const chips = page.getByRole("group", { name: "Category" })
  await expect(chips.getByRole("button")).toHaveText([
    "All",
    "Wildlife",
    "Weather",
    "Scenic",
    "Conservation",
  ])
  await chips.getByRole("button", { name: "Conservation" }).click()
  await expect(chips.getByRole("button", { name: "Conservation" })).toHaveAttribute(
    "aria-pressed",
    "true",
  )
  await expect(allTitles(page)).toHaveText([
    "Beach clean-up with volunteers",
    "Seal rescue at Hout Bay",
  ])
  await expect(section(page, "Featured Shorts")).toHaveCount(0)
  await expect(section(page, "All Shorts").locator("h3")).toHaveCount(2)

  await chips.getByRole("button", { name: "All" }).click()
  const search = page.getByPlaceholder("Search highlights...")
  await search.fill("OCTOPUS")
  await expect(allTitles(page)).toHaveText(["Kelp forest visitor"])

  await chips.getByRole("button", { name: "Weather" }).click()
  await expect(page.getByText("No highlights found matching your search.")).toBeVisible()
  await page.getByRole("button", { name: "Clear Filters" }).click()
  await expect(search).toHaveValue("")
  await expect(chips.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true")
  await expect(allTitles(page)).toHaveCount(9)
})

test("with a cached copy, failures keep the shorts and warn", async ({ page, videoApp }) => {
  videoApp.fake.setMode("quota")
  const quota = toastWithTitle(page, "Using cached data as the video platform quota is exceeded")
  await untilPageShows(page, "/highlights", () => expect(quota).toBeVisible({ timeout: 2000 }))
  await expect(allTitles(page)).toHaveCount(9)
  await expect(quota).toContainText("Fresh data will be loaded when quota resets")
  videoApp.fake.setMode("server-error")
  const failed = toastWithTitle(page, "Using cached data as the video platform API failed")
  await untilPageShows(page, "/highlights", () => expect(failed).toBeVisible({ timeout: 2000 }))
  await expect(allTitles(page)).toHaveCount(9)
  await expect(failed).toContainText("Please try again later")
})

test.describe("phone width", () => {
  test.use({ viewport: { width: 360, height: 740 } })
  test("the highlights page passes axe at 360 px", async ({ page }) => {
    await page.goto("/highlights")
    await waitForHydration(page)
    await expect(allTitles(page)).toHaveCount(9)
    await expectNoAxeViolations(page)
  })
})
