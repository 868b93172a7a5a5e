// Home's featured cameras (docs/product.md#home) against the API fake.
// Serial: the suites share one server whose refresh intervals are short, and the
// order matters (a miss and failures without a cached copy first).
import { expectNoAxeViolations } from "./support/axe"
import {
  expect,
  expectNoToast,
  test,
  toastWithTitle,
  untilPageShows,
  waitForHydration,
} from "../fakes/video-fixtures"

test.describe.configure({ mode: "serial" })

// These tests start from an empty cache: not from what an earlier suite in this worker left.
test.beforeAll(({ videoApp }) => videoApp.restart())

const SAMPLES = ["Hermanus Whale Watching", "Table Mountain View", "Robben Island"]
const LIVE = ["Humpback Whales at Hermanus Bay", "Penguins at Boulders Beach", "Seal Island Live"]

function featured(page: import("@playwright/test").Page) {
  return page
    .getByRole("region", { name: "Featured Live Cameras" })
    .getByRole("list", { name: "Cameras" })
}

test.beforeEach(({ videoApp }) => {
  videoApp.fake.setMode("normal")
  videoApp.fake.setDelay(0)
})

test("on a miss, a skeleton of 4 cards streams first and the cards follow", async ({
  page,
  videoApp,
}) => {
  // Only the very first visit to an empty cache waits for the platform.
  videoApp.fake.setMode("server-error")
  videoApp.fake.setDelay(1500)
  await page.goto("/", { waitUntil: "commit" })
  await expect(page.locator("[data-slot=camera-card-skeleton]")).toHaveCount(4)
  await expect(featured(page).getByRole("heading")).toHaveText(SAMPLES, { timeout: 15_000 })
  await expect(page.locator("[data-slot=camera-card-skeleton]")).toHaveCount(0)
})

test("without a cached copy, a server error shows the samples and the error toast", async ({
  page,
  videoApp,
}) => {
  videoApp.fake.setMode("server-error")
  await page.goto("/")
  await waitForHydration(page)
  await expect(featured(page).getByRole("heading")).toHaveText(SAMPLES)
  const toast = toastWithTitle(page, "Could not load live cameras")
  await expect(toast).toBeVisible()
  await expect(toast).toContainText("Using sample data instead")
  await expect(toast).toHaveClass(/bg-red-700/)
})

test("without a cached copy, an exceeded quota also shows the samples and the error toast", async ({
  page,
  videoApp,
}) => {
  videoApp.fake.setMode("quota")
  await page.goto("/")
  await waitForHydration(page)
  await expect(featured(page).getByRole("heading")).toHaveText(SAMPLES)
  await expect(toastWithTitle(page, "Could not load live cameras")).toContainText(
    "Using sample data instead",
  )
})

test("when nothing is live, only the samples show, without a toast", async ({ page, videoApp }) => {
  videoApp.fake.setMode("none-live")
  await page.goto("/")
  await waitForHydration(page)
  await expect(featured(page).getByRole("heading")).toHaveText(SAMPLES)
  await expectNoToast(page)
})

test("shows 3 live streams then the 3 sample cameras, as cards", async ({ page }) => {
  // Streams that went live after the cached 'nothing live' reach the page on their own.
  const grid = featured(page)
  await untilPageShows(page, "/", () =>
    expect(grid.getByRole("heading")).toHaveText([...LIVE, ...SAMPLES], { timeout: 2000 }),
  )
  const first = grid.getByRole("listitem").first()
  await expect(first.getByText("LIVE", { exact: true })).toBeVisible()
  await expect(first.getByText("FREE", { exact: true })).toBeVisible()
  await expect(first.getByText("Cape Town, South Africa")).toBeVisible()
  // en-ZA groups thousands with a (no-break) space; the same on server and browser.
  await expect(first.getByText("1,234 viewers")).toBeVisible()
  await expect(grid.getByRole("listitem").nth(2).getByText("0 viewers")).toBeVisible()
  const watch = first.getByRole("link", { name: /Watch Now/ })
  await expect(watch).toHaveAttribute("href", "https://www.youtube.com/watch?v=live-humpback")
  await expect(watch).toHaveAttribute("target", "_blank")
  await expect(watch).toHaveAttribute("rel", "noopener noreferrer")
  const sample = grid.getByRole("listitem").nth(3)
  await expect(sample.getByText("COMING SOON", { exact: true })).toBeVisible()
  await expect(sample.getByText("PREMIUM", { exact: true })).toBeVisible()
  await expect(sample.getByRole("button", { name: "Coming Soon" })).toBeDisabled()
  await expect(sample.getByRole("link", { name: /Watch Now/ })).toHaveCount(0)
  await expect(grid.getByRole("listitem").nth(4).getByText("FREE", { exact: true })).toBeVisible()
  await expect(page.locator("[data-slot=toast]")).toHaveCount(0)
  for (const img of await grid.locator("img").all()) {
    await expect(img).toHaveAttribute("width", /\d+/)
    await expect(img).toHaveAttribute("height", /\d+/)
  }
  await expectNoAxeViolations(page)
})

// The spec's four columns on wide screens; a last row that is not full is centred.
test("the six cameras are 4 + 2 a row at 1600 px (the 2 centred) and 3 + 3 at 1280 px", async ({
  page,
}) => {
  const grid = featured(page)
  for (const [width, perRow] of [
    [1600, [4, 2]],
    [1280, [3, 3]],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await untilPageShows(page, "/", () =>
      expect(grid.getByRole("heading")).toHaveCount(6, { timeout: 2000 }),
    )
    const list = (await grid.boundingBox())!
    const cells = await Promise.all(
      (await grid.getByRole("listitem").all()).map(async (cell) => (await cell.boundingBox())!),
    )
    const rows = [...new Set(cells.map((cell) => Math.round(cell.y)))].map((y) =>
      cells.filter((cell) => Math.round(cell.y) === y),
    )
    expect(
      rows.map((row) => row.length),
      `cards a row at ${width} px`,
    ).toEqual(perRow)
    for (const row of rows) {
      const left = row[0]!.x - list.x
      const right = list.x + list.width - (row.at(-1)!.x + row.at(-1)!.width)
      expect(Math.abs(left - right), `row centred at ${width} px`).toBeLessThanOrEqual(1)
    }
  }
})

test("a cache hit is in the first HTML, without the skeleton", async ({ request }) => {
  await request.get("/")
  const html = await (await request.get("/")).text()
  expect(html).toContain("Humpback Whales at Hermanus Bay")
  expect(html).not.toContain("Loading cameras")
})

test("with a cached copy, an exceeded quota keeps the cards and warns", async ({
  page,
  videoApp,
}) => {
  videoApp.fake.setMode("quota")
  const toast = toastWithTitle(page, "Using cached data as the video platform quota is exceeded")
  await untilPageShows(page, "/", () => expect(toast).toBeVisible({ timeout: 2000 }))
  await expect(featured(page).getByRole("heading")).toHaveText([...LIVE, ...SAMPLES])
  await expect(toast).toContainText("Fresh data will be loaded when quota resets")
})

test("with a cached copy, any other failure keeps the cards and warns", async ({
  page,
  videoApp,
}) => {
  videoApp.fake.setMode("server-error")
  const toast = toastWithTitle(page, "Using cached data as the video platform API failed")
  await untilPageShows(page, "/", () => expect(toast).toBeVisible({ timeout: 2000 }))
  await expect(featured(page).getByRole("heading")).toHaveText([...LIVE, ...SAMPLES])
  await expect(toast).toContainText("Please try again later")
})

test.describe("phone width", () => {
  test.use({ viewport: { width: 360, height: 740 } })
  test("the featured cameras pass axe at 360 px", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    await expect(featured(page).getByRole("heading")).toHaveCount(6)
    await expectNoAxeViolations(page)
  })
})
