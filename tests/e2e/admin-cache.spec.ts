// Cache Management (docs/product.md#admin) against the YouTube API fake: 'Refresh YouTube
// Cache' makes the server fetch again and every visitor then sees the new data;
// 'Clear All Cache' empties the shared cache.
import type { Page } from "@playwright/test"
import { expect, toastWithTitle, videoAppTest as test } from "../fakes/video-fixtures"
import { logInAsAdmin } from "./support/admin-session"
import { expectNoAxeViolations } from "./support/axe"

const PASSWORD = "e2e-cache-admin-password"
const CART_KEY = "cape-ocean-adventures:cart:v1"
const LIVE_TITLE = "Humpback Whales at Hermanus Bay"

// The default day-long cache lifetime: nothing is fetched again unless asked for.
test.use({ appEnv: { ADMIN_PASSWORD: PASSWORD } })

const logIn = (page: Page) => logInAsAdmin(page, PASSWORD)

const cacheRows = (page: Page) =>
  page.getByRole("table", { name: "Cached channel data" }).getByRole("row")

/** A visitor's look at the cameras fills the shared cache, if an earlier test has not. */
async function fillCache(page: Page) {
  await page.goto("/cameras")
  await expect(
    page.getByRole("list", { name: "Cameras" }).getByRole("heading").first(),
  ).toBeVisible()
}

test.describe("from a cold cache", () => {
  test.use({ coldCache: true })
  test("refresh makes the server fetch again, and every visitor sees the new data", async ({
    page,
    browser,
    videoApp: video,
  }) => {
    // Three browsers and a slowed platform: long on a busy machine.
    test.setTimeout(150_000)
    // A visitor fills the shared cache.
    const visitor = await browser.newPage()
    await visitor.goto(`${video.app.url}/cameras`)
    await expect(visitor.getByRole("heading", { name: LIVE_TITLE })).toBeVisible()
    expect(video.fake.counts().search).toBe(1)

    await logIn(page)
    // One live list serves Home and /cameras.
    const liveRow = cacheRows(page).filter({
      has: page.getByRole("cell", { name: `live:${video.fake.channelId}`, exact: true }),
    })
    await expect(liveRow).toHaveCount(1)
    // The visitor's first visit is in today's quota ledger.
    const quota = page.getByRole("table", { name: "YouTube API quota today" })
    await expect(quota.getByRole("row", { name: /^search\.list/ })).toHaveText(
      /search\.list\s*1\s*100/,
    )
    const searches = page
      .getByRole("definition")
      .filter({ hasText: /^\d+ of [\d,]+$/ })
      .nth(1)
    await expect(searches).toHaveText(/^1 of /)
    await expect(liveRow.getByRole("cell").nth(1)).toHaveText(/^\d{1,2} \w+ \d{4} at \d{2}:\d{2}$/)
    await expect(liveRow.getByRole("cell").nth(2)).toHaveText(/^\d{1,2} \w+ \d{4} at \d{2}:\d{2}$/)
    await expectNoAxeViolations(page)

    // The channel's streams end; visitors still get the cached copy.
    video.fake.setMode("none-live")
    await visitor.reload()
    await expect(visitor.getByRole("heading", { name: LIVE_TITLE })).toBeVisible()
    expect(video.fake.counts().search).toBe(1)

    video.fake.setDelay(600)
    const before = video.fake.counts()
    await page.getByRole("button", { name: "Refresh YouTube Cache" }).click()
    await expect(page.getByRole("button", { name: "Refreshing..." })).toBeDisabled()
    await expect(toastWithTitle(page, "YouTube cache refreshed successfully")).toBeVisible({
      timeout: 20_000,
    })
    await expect(page.getByRole("button", { name: "Refresh YouTube Cache" })).toBeEnabled()
    const after = video.fake.counts()
    expect(after.search).toBeGreaterThan(before.search)
    expect(after.playlistItems).toBeGreaterThan(before.playlistItems)
    // The forced refresh is counted too.
    await page.reload()
    await expect(searches).toHaveText(/^2 of /)

    // Every visitor now sees the new data, without the platform being asked again.
    const countsAfterRefresh = video.fake.counts().search
    const other = await browser.newPage()
    await other.goto(`${video.app.url}/cameras`)
    await expect(other.getByRole("heading", { level: 1 })).toHaveText("Explore Live Cameras")
    await expect(other.getByRole("heading", { name: LIVE_TITLE })).toHaveCount(0)
    await visitor.reload()
    await expect(visitor.getByRole("heading", { name: LIVE_TITLE })).toHaveCount(0)
    expect(video.fake.counts().search).toBe(countsAfterRefresh)
    await visitor.close()
    await other.close()
  })
})

test("a failed refresh says so and keeps the cached copy", async ({ page, videoApp: video }) => {
  await fillCache(page)
  await logIn(page)
  const rowsBefore = await cacheRows(page).count()
  expect(rowsBefore).toBeGreaterThan(0)
  video.fake.setMode("server-error")
  await page.getByRole("button", { name: "Refresh YouTube Cache" }).click()
  const failed = toastWithTitle(page, "Failed to refresh YouTube cache")
  await expect(failed).toBeVisible()
  await expect(failed).toHaveClass(/bg-red-700/)
  await expect(cacheRows(page)).toHaveCount(rowsBefore)
})

test("clear empties the shared cache, but keeps the cart", async ({
  page,
  browser,
  videoApp: video,
}) => {
  await fillCache(page)
  await logIn(page)
  await page.evaluate((cart) => localStorage.setItem(cart, "[]"), CART_KEY)
  await expect(cacheRows(page).first()).toBeVisible()
  await page.getByRole("button", { name: "Clear All Cache" }).click()
  await expect(toastWithTitle(page, "Cache cleared successfully")).toBeVisible()
  await expect(page.getByText("The cache is empty.", { exact: false })).toBeVisible()
  expect(await page.evaluate((cart) => localStorage.getItem(cart), CART_KEY)).toBe("[]")
  await page.reload()
  await expect(page.getByText("The cache is empty.", { exact: false })).toBeVisible()
  await page.setViewportSize({ width: 360, height: 740 })
  await expectNoAxeViolations(page, "empty cache at 360 px")

  // The next visitor makes the server fetch again, and sees live data once more.
  video.fake.resetCounts()
  const visitor = await browser.newPage()
  await visitor.goto(`${video.app.url}/cameras`)
  await expect(visitor.getByRole("heading", { name: LIVE_TITLE })).toBeVisible()
  expect(video.fake.counts().search).toBe(1)
  await visitor.close()
})
