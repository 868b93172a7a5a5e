// The Live Cameras page (docs/product.md#live-cameras) against the API fake.
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

const SAMPLES = ["Hermanus Whale Watching", "Table Mountain View", "Robben Island"]
const LIVE = [
  "Humpback Whales at Hermanus Bay",
  "Penguins at Boulders Beach",
  "Seal Island Live",
  "Clifton Fourth Beach",
  "Lion's Head Sunset Cam",
  "Cape Point Lighthouse",
]

const grid = (page: import("@playwright/test").Page) => page.getByRole("list", { name: "Cameras" })

test.beforeEach(({ videoApp }) => {
  videoApp.fake.setMode("normal")
  videoApp.fake.setDelay(0)
})

test("without a cached copy, a failure shows the samples and 'Using static data instead'", async ({
  page,
  videoApp,
}) => {
  videoApp.fake.setMode("server-error")
  await page.goto("/cameras")
  await waitForHydration(page)
  await expect(grid(page).getByRole("heading")).toHaveText(SAMPLES)
  await expect(toastWithTitle(page, "Could not load live cameras")).toContainText(
    "Using static data instead",
  )
  await expect(page.getByText("0 Live Now", { exact: true })).toBeVisible()
})

test("on a miss, a skeleton of 6 cards streams first", async ({ page, videoApp }) => {
  videoApp.fake.setDelay(1500)
  await page.goto("/cameras", { waitUntil: "commit" })
  await expect(page.locator("[data-slot=camera-card-skeleton]")).toHaveCount(6)
  await expect(grid(page).getByRole("heading")).toHaveText([...LIVE, ...SAMPLES], {
    timeout: 15_000,
  })
})

test("shows the title, 6 live streams plus the samples, and the counters", async ({ page }) => {
  await page.goto("/cameras")
  await waitForHydration(page)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Explore Live Cameras")
  await expect(grid(page).getByRole("heading")).toHaveText([...LIVE, ...SAMPLES])
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
  // The cache is warm from the test above: the cards are in the first HTML.
  const { preloads, pictures } = imageLoading(await (await request.get("/cameras")).text())
  expect(preloads).toHaveLength(1)
  expect(preloads[0]).toContain('fetchPriority="high"')
  expect(pictures.length).toBeGreaterThan(1)
  expect(preloads[0]).toContain(`href="${pictures[0]!.src}"`)
  expect(pictures.slice(1).map((p) => p.loading)).toEqual(pictures.slice(1).map(() => "lazy"))
})

test("filters by category and searches title or location", async ({ page }) => {
  await page.goto("/cameras")
  await waitForHydration(page)
  const filters = page.getByRole("group", { name: "Category" })
  await expect(filters.getByRole("button")).toHaveText([
    "All Cameras",
    "Wildlife",
    "Beaches",
    "Harbors",
    "Nature",
    "Landmarks",
    "Historical",
  ])
  await filters.getByRole("button", { name: "Wildlife" }).click()
  await expect(filters.getByRole("button", { name: "Wildlife" })).toHaveAttribute(
    "aria-pressed",
    "true",
  )
  // Live streams alternate wildlife, nature; Hermanus is a wildlife sample.
  await expect(grid(page).getByRole("heading")).toHaveText([LIVE[0], LIVE[2], LIVE[4], SAMPLES[0]])
  await filters.getByRole("button", { name: "Historical" }).click()
  await expect(grid(page).getByRole("heading")).toHaveText(["Robben Island"])
  await filters.getByRole("button", { name: "All Cameras" }).click()

  const search = page.getByPlaceholder("Search by location or name...")
  await search.fill("HERMANUS")
  await expect(grid(page).getByRole("heading")).toHaveText([LIVE[0], SAMPLES[0]])
  await search.fill("western cape")
  await expect(grid(page).getByRole("heading")).toHaveText([SAMPLES[0]])

  await search.fill("atlantis")
  await expect(page.getByRole("heading", { name: "No cameras found" })).toBeVisible()
  await expect(page.getByText("Try adjusting your filters or search term")).toBeVisible()
  await search.fill("")
  await filters.getByRole("button", { name: "Harbors" }).click()
  await expect(page.getByRole("heading", { name: "No cameras found" })).toBeVisible()
})

test("with a cached copy, an exceeded quota keeps the cards and warns", async ({
  page,
  videoApp,
}) => {
  videoApp.fake.setMode("quota")
  const toast = toastWithTitle(page, "Using cached data as the video platform quota is exceeded")
  await untilPageShows(page, "/cameras", () => expect(toast).toBeVisible({ timeout: 2000 }))
  await expect(grid(page).getByRole("heading")).toHaveText([...LIVE, ...SAMPLES])
  await expect(toast).toContainText("Fresh data will be loaded when quota resets")
})

test.describe("phone width", () => {
  test.use({ viewport: { width: 360, height: 740 } })
  test("the cameras page passes axe at 360 px", async ({ page }) => {
    await page.goto("/cameras")
    await waitForHydration(page)
    await expect(grid(page).getByRole("heading")).toHaveCount(9)
    await expectNoAxeViolations(page)
  })
})
