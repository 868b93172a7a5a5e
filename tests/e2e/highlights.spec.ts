// The Highlights page (docs/product.md#highlights) against the API fake.
import { expectNoAxeViolations } from "./support/axe"
import { imageLoading } from "./support/image-loading"
import {
  categoryChips,
  expect,
  FEATURED_SHORTS as FEATURED,
  HIGHLIGHTS,
  OTHER_SHORTS as REST,
  test,
  toastWithTitle,
  untilPageShows,
} from "../fakes/video-fixtures"

const FAILED_TEXT = "Failed to load shorts. Please check the channel ID and try again."

const section = (page: import("@playwright/test").Page, name: string) =>
  page.getByRole("region", { name })
const allTitles = HIGHLIGHTS.titles

test.describe("without a cached copy", () => {
  test.use({ coldCache: true })

  for (const mode of ["channel-not-found", "server-error", "quota"] as const) {
    test(`${mode} shows the failure text, the toast and the six sample shorts`, async ({
      page,
      videoApp,
    }) => {
      await HIGHLIGHTS.expectFallbackWithoutCopy(page, videoApp, mode)
      await expect(page.getByText(FAILED_TEXT, { exact: true })).toBeVisible()
      await expect(categoryChips(page)).toHaveText([
        "All",
        "Wildlife",
        "Scenic",
        "Weather",
        "Conservation",
      ])
    })
  }

  test("'Loading Highlights...' and 6 skeletons stream first", async ({ page, videoApp }) => {
    await HIGHLIGHTS.expectSkeletonFirst(page, videoApp, HIGHLIGHTS.normal)
  })
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
  const { preloads, pictures } = imageLoading(await HIGHLIGHTS.cacheHitHtml(request))
  expect(pictures.map((p) => p.loading)).toEqual(pictures.map((_, i) => (i < 2 ? "eager" : "lazy")))
  expect(preloads).toHaveLength(2)
  expect(preloads[0]).toContain(`href="${pictures[0]!.src}"`)
  expect(preloads[0]).toContain('fetchPriority="high"')
  expect(preloads[1]).not.toContain("fetchPriority")
})

test("category chips and search filter, and Clear Filters resets both", async ({ page }) => {
  await HIGHLIGHTS.untilNormalData(page)
  await expect(categoryChips(page)).toHaveText(HIGHLIGHTS.chips)
  await HIGHLIGHTS.expectCategoryShows(page, "Conservation", [
    "Beach clean-up with volunteers",
    "Seal rescue at Hout Bay",
  ])
  await expect(section(page, "Featured Shorts")).toHaveCount(0)
  await expect(section(page, "All Shorts").locator("h3")).toHaveCount(2)

  await HIGHLIGHTS.expectCategoryShows(page, "All", HIGHLIGHTS.normal)
  const search = page.getByPlaceholder("Search highlights...")
  await search.fill("OCTOPUS")
  await expect(allTitles(page)).toHaveText(["Kelp forest visitor"])

  await HIGHLIGHTS.expectCategoryShows(page, "Weather", [])
  await expect(page.getByText("No highlights found matching your search.")).toBeVisible()
  await page.getByRole("button", { name: "Clear Filters" }).click()
  await expect(search).toHaveValue("")
  await expect(categoryChips(page).filter({ hasText: /^All$/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  )
  await expect(allTitles(page)).toHaveText(HIGHLIGHTS.normal)
})

test("with a cached copy, failures keep the shorts and warn", async ({ page, videoApp }) => {
  await HIGHLIGHTS.expectCopyKeptThrough(page, videoApp, ["quota", "server-error"])
})

test("the highlights page passes axe at 360 px", async ({ page }) => {
  await HIGHLIGHTS.expectAxeCleanAtPhoneWidth(page)
})
