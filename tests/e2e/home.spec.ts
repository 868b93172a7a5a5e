// Home's featured cameras (docs/product.md#home) against the API fake.
import { expectNoAxeViolations } from "./support/axe"
import {
  expect,
  expectNoToast,
  HOME,
  SAMPLE_CAMERAS as SAMPLES,
  test,
  untilPageShows,
} from "../fakes/video-fixtures"

function featured(page: import("@playwright/test").Page) {
  return page
    .getByRole("region", { name: "Featured Live Cameras" })
    .getByRole("list", { name: "Cameras" })
}

test.describe("without a cached copy", () => {
  test.use({ coldCache: true })

  for (const mode of ["server-error", "quota"] as const) {
    test(`${mode} shows the samples and the error toast`, async ({ page, videoApp }) => {
      await HOME.expectFallbackWithoutCopy(page, videoApp, mode)
    })
  }

  test("a skeleton of 4 cards streams first and the cards follow", async ({ page, videoApp }) => {
    videoApp.fake.setMode("server-error")
    await HOME.expectSkeletonFirst(page, videoApp, SAMPLES)
  })
})

test("when nothing is live, only the samples show, without a toast", async ({ page, videoApp }) => {
  videoApp.fake.setMode("none-live")
  await untilPageShows(page, "/", () =>
    expect(HOME.titles(page)).toHaveText(SAMPLES, { timeout: 2000 }),
  )
  await expectNoToast(page)
})

test("shows 3 live streams then the 3 sample cameras, as cards", async ({ page }) => {
  await HOME.untilNormalData(page)
  const grid = featured(page)
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
    await HOME.untilNormalData(page)
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
  const html = await HOME.cacheHitHtml(request)
  expect(html).toContain("Humpback Whales at Hermanus Bay")
  expect(html).not.toContain("Loading cameras")
})

test("with a cached copy, failures keep the cards and warn", async ({ page, videoApp }) => {
  await HOME.expectCopyKeptThrough(page, videoApp, ["quota", "server-error"])
})

test("the featured cameras pass axe at 360 px", async ({ page }) => {
  await HOME.expectAxeCleanAtPhoneWidth(page)
})
