// The Live Cameras page (docs/product.md#live-cameras) against the API fake.
import { expectNoAxeViolations } from "./support/axe"
import { imageLoading } from "./support/image-loading"
import {
  CAMERAS,
  categoryChips,
  expect,
  LIVE_CAMERAS as LIVE,
  SAMPLE_CAMERAS as SAMPLES,
  test,
} from "../fakes/video-fixtures"

const grid = CAMERAS.titles

test.describe("without a cached copy", () => {
  test.use({ coldCache: true })

  test("a failure shows the samples and 'Using static data instead'", async ({
    page,
    videoApp,
  }) => {
    await CAMERAS.expectFallbackWithoutCopy(page, videoApp, "server-error")
    await expect(page.getByText("0 Live Now", { exact: true })).toBeVisible()
  })

  test("a skeleton of 6 cards streams first", async ({ page, videoApp }) => {
    await CAMERAS.expectSkeletonFirst(page, videoApp, CAMERAS.normal)
  })
})

test("shows the title, 6 live streams plus the samples, and the counters", async ({ page }) => {
  await CAMERAS.untilNormalData(page)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Explore Live Cameras")
  const counts = page.getByRole("list", { name: "Camera counts" })
  await expect(counts.getByRole("listitem")).toHaveText(["6 Live Now", "7 Free", "2 Premium"])
  await expect(page.getByText("45,210 viewers")).toBeVisible()
  await expect(page.locator("[data-slot=toast]")).toHaveCount(0)
  await expect(page.getByRole("heading", { name: "Unlock Premium Cameras" })).toBeVisible()
  await expect(page.getByRole("link", { name: "View Premium Plans" })).toHaveAttribute(
    "href",
    "/premium",
  )
  await expectNoAxeViolations(page)
})

test("the first card's picture is asked for first, in the head; the others load lazily", async ({
  request,
}) => {
  const { preloads, pictures } = imageLoading(await CAMERAS.cacheHitHtml(request))
  expect(preloads).toHaveLength(1)
  expect(preloads[0]).toContain('fetchPriority="high"')
  expect(pictures.length).toBeGreaterThan(1)
  expect(preloads[0]).toContain(`href="${pictures[0]!.src}"`)
  expect(pictures.slice(1).map((p) => p.loading)).toEqual(pictures.slice(1).map(() => "lazy"))
})

test("filters by category and searches title or location", async ({ page }) => {
  await CAMERAS.untilNormalData(page)
  await expect(categoryChips(page)).toHaveText(CAMERAS.chips)
  // Live streams alternate wildlife, nature; Hermanus is a wildlife sample.
  await CAMERAS.expectCategoryShows(page, "Wildlife", [LIVE[0], LIVE[2], LIVE[4], SAMPLES[0]])
  await CAMERAS.expectCategoryShows(page, "Historical", ["Robben Island"])
  await CAMERAS.expectCategoryShows(page, "All Cameras", CAMERAS.normal)

  const search = page.getByPlaceholder("Search by location or name...")
  await search.fill("HERMANUS")
  await expect(grid(page)).toHaveText([LIVE[0], SAMPLES[0]])
  await search.fill("western cape")
  await expect(grid(page)).toHaveText([SAMPLES[0]])

  await search.fill("atlantis")
  await expect(page.getByRole("heading", { name: "No cameras found" })).toBeVisible()
  await expect(page.getByText("Try adjusting your filters or search term")).toBeVisible()
  await search.fill("")
  await CAMERAS.expectCategoryShows(page, "Harbors", [])
  await expect(page.getByRole("heading", { name: "No cameras found" })).toBeVisible()
})

test("with a cached copy, an exceeded quota keeps the cards and warns", async ({
  page,
  videoApp,
}) => {
  await CAMERAS.expectCopyKeptThrough(page, videoApp, ["quota"])
})

test("the cameras page passes axe at 360 px", async ({ page }) => {
  await CAMERAS.expectAxeCleanAtPhoneWidth(page)
})
