// A page for every camera (docs/product.md#camera-page) against the API fake: from a
// card to the page, click-to-play with nothing from the platform before the click, the
// offline state, a restart under the same title, the admin's edits, SEO and sitemap.
import type { Page, Request } from "@playwright/test"
import { startVideoApp, type VideoApp } from "../fakes/video-app"
import { expectNoAxeViolations, expectNoAxeViolationsAtWidths } from "./support/axe"
import { openPage } from "./support/fixtures"
import { expect, test as base, untilPageShows, waitForHydration } from "../fakes/video-fixtures"

const PASSWORD = "e2e-camera-admin-password"
const WHALES = "Humpback Whales at Hermanus Bay"
const SCREENSHOTS = process.env.CAMERA_SCREENSHOTS

const test = base.extend<object, { videoApp: VideoApp }>({
  videoApp: [
    async ({}, use) => {
      // Live data at most 1 s old, new streams looked for every 2 s.
      const videoApp = await startVideoApp({
        ttlSeconds: 2,
        env: { YOUTUBE_LIVE_REFRESH_SECONDS: "1", ADMIN_PASSWORD: PASSWORD },
      })
      await use(videoApp)
      await videoApp.stop()
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ videoApp }, use) => use(videoApp.app.url),
})

test.afterAll(({ videoApp }) => videoApp.fake.resetStreams())

const PLATFORM_HOSTS =
  /(^|\.)(youtube\.com|youtube-nocookie\.com|googlevideo\.com|google\.com|googleapis\.com|gstatic\.com|ytimg\.com|doubleclick\.net)$/

/** Requests the browser made to the platform's hosts (thumbnails from i.ytimg.com allowed). */
function platformRequests(page: Page) {
  const seen: string[] = []
  page.on("request", (request: Request) => {
    const host = new URL(request.url()).hostname
    if (PLATFORM_HOSTS.test(host) && host !== "i.ytimg.com") seen.push(request.url())
  })
  return seen
}

const checkAxeAt = (page: Page, name: string) =>
  expectNoAxeViolationsAtWidths(page, name, { height: 900, shots: SCREENSHOTS })

/** Fills the fields named by their exact labels. */
async function fillFields(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value)
}

function jsonLd(page: Page) {
  return page
    .locator('script[type="application/ld+json"]')
    .textContent()
    .then((text) => JSON.parse(text ?? "null"))
}

test("a live card leads to its page; only the click brings the nocookie player", async ({
  page,
}) => {
  // The player's page is not on this machine's network: the test answers for it.
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<p>player</p>" }),
  )
  const platform = platformRequests(page)
  await openPage(page, "/cameras")
  await page.getByRole("link", { name: WHALES, exact: true }).click()
  await expect(page).toHaveURL(/\/cameras\/humpback-whales-at-hermanus-bay$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(WHALES)
  await expect(page.getByText("LIVE", { exact: true }).first()).toBeVisible()
  await expect(page.getByText(/^1,234 viewers · updated \d\d:\d\d$/)).toBeVisible()
  await expect(page.getByText("Sunrise", { exact: true })).toBeVisible()
  await expect(page.getByRole("heading", { name: "What to look for" })).toBeVisible()
  await expect(page.getByText(/June to November/)).toBeVisible()
  const watch = page.getByRole("link", { name: /Watch on YouTube/ })
  await expect(watch).toHaveAttribute("href", "https://www.youtube.com/watch?v=live-humpback")
  await expect(watch).toHaveAttribute("target", "_blank")
  await expect(watch).toHaveAttribute("rel", "noopener noreferrer")
  await expect(
    page.getByRole("list", { name: "Other live cameras" }).getByRole("listitem"),
  ).toHaveCount(3)
  await expect(page.locator("iframe")).toHaveCount(0)

  // SEO: canonical and og:image absolute, JSON-LD a live BroadcastEvent.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /^https?:\/\/[^/]+\/cameras\/humpback-whales-at-hermanus-bay$/,
  )
  await expect(page.locator('meta[property="og:image"]')).toHaveCount(1)
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /^https?:\/\/[^/]+\/.*live-humpback/,
  )
  const ld = await jsonLd(page)
  expect(ld).toMatchObject({
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: WHALES,
    embedUrl: "https://www.youtube-nocookie.com/embed/live-humpback",
    publication: { "@type": "BroadcastEvent", isLiveBroadcast: true },
  })
  expect(Date.parse(ld.publication.startDate)).not.toBeNaN()
  expect(ld.publication.endDate).toBeUndefined()
  await checkAxeAt(page, "live")
  expect(platform).toEqual([])

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.getByRole("button", { name: `Play ${WHALES}` }).click()
  const player = page.locator("iframe")
  await expect(player).toHaveAttribute(
    "src",
    "https://www.youtube-nocookie.com/embed/live-humpback?autoplay=1",
  )
  await expect(player).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin")
  await expect(player).toHaveAttribute("title", `${WHALES} (live video)`)
  await expect(page.frameLocator("iframe").getByText("player")).toBeVisible()
})

test("an ended broadcast is OFFLINE with its last live time; a restart under the same title plays the new id at the same address", async ({
  page,
  videoApp,
}) => {
  const path = "/cameras/penguins-at-boulders-beach"
  await page.goto(path)
  await expect(page.getByText("LIVE", { exact: true }).first()).toBeVisible()
  videoApp.fake.endStream("live-boulders")
  await untilPageShows(page, path, () =>
    expect(page.getByText("OFFLINE", { exact: true }).first()).toBeVisible({ timeout: 1000 }),
  )
  expect((await page.request.get(path)).status()).toBe(200)
  await expect(page.getByText(/^Last live \d{1,2} \w+ \d{4} at \d\d:\d\d$/)).toBeVisible()
  await expect(page.getByText("This camera is not broadcasting right now.")).toBeVisible()
  await expect(page.getByRole("button", { name: /^Play/ })).toHaveCount(0)
  await expect(page.getByRole("list", { name: "Other live cameras" })).toBeVisible()
  const ld = await jsonLd(page)
  expect(Date.parse(ld.publication.endDate)).not.toBeNaN()
  await checkAxeAt(page, "offline")

  videoApp.fake.startStream({
    id: "live-boulders-2",
    title: "Penguins at Boulders Beach",
    viewers: 77,
  })
  await untilPageShows(page, path, () =>
    expect(page.getByText("77 viewers", { exact: false })).toBeVisible({ timeout: 1000 }),
  )
  await expect(page.getByRole("link", { name: /Watch on YouTube/ })).toHaveAttribute(
    "href",
    "https://www.youtube.com/watch?v=live-boulders-2",
  )

  // By keyboard too: the play button takes focus, and Enter plays the new broadcast.
  await waitForHydration(page)
  const play = page.getByRole("button", { name: "Play Penguins at Boulders Beach" })
  await play.focus()
  await expect(play).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(page.locator("iframe")).toHaveAttribute(
    "src",
    "https://www.youtube-nocookie.com/embed/live-boulders-2?autoplay=1",
  )
})

test("a sample camera has a coming-soon page; an unknown camera is the 404 page", async ({
  page,
}) => {
  const platform = platformRequests(page)
  await openPage(page, "/cameras/table-mountain-view")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Table Mountain View")
  await expect(page.getByText("COMING SOON").first()).toBeVisible()
  await expect(page.getByRole("button", { name: /^Play/ })).toHaveCount(0)
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)
  await checkAxeAt(page, "sample")
  expect(platform).toEqual([])

  const missing = await page.goto("/cameras/no-such-camera")
  expect(missing?.status()).toBe(404)
  await expect(page.getByText("Oops! Page not found")).toBeVisible()

  // A live camera's page records the live list's cameras on a fresh server.
  expect((await page.request.get("/cameras/humpback-whales-at-hermanus-bay")).status()).toBe(200)
  const sitemap = await (await page.request.get("/sitemap.xml")).text()
  for (const slug of [
    "humpback-whales-at-hermanus-bay",
    "penguins-at-boulders-beach",
    "table-mountain-view",
  ])
    expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+/cameras/${slug}</loc>`))
})

test("the admin edits a camera: invalid input changes nothing, a valid edit shows on card and page, the old address moves", async ({
  page,
}) => {
  await page.goto("/cameras/cape-point-lighthouse")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cape Point Lighthouse")

  await openPage(page, "/admin/cameras")
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD)
  await page.getByRole("main").getByRole("button", { name: "Login" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cameras")
  await expectNoAxeViolations(page)
  await page.getByRole("link", { name: "Edit Cape Point Lighthouse" }).click()
  await waitForHydration(page)

  await fillFields(page, {
    "Display name": "Cape Point Light",
    Latitude: "95",
    Longitude: "18.49",
    "Sponsor name": "Ocean Co",
    "Sponsor link": "http://ocean.example.com",
  })
  await page.getByRole("button", { name: "Save camera" }).click()
  await expect(page.getByLabel("Latitude", { exact: true })).toHaveAccessibleDescription(
    /Latitude must be between -90 and 90/,
  )
  await expect(page.getByLabel("Sponsor link", { exact: true })).toHaveAccessibleDescription(
    /Sponsor link must be an https:\/\/ address/,
  )
  await expect(page.getByLabel("Latitude", { exact: true })).toHaveAttribute("aria-invalid", "true")
  await expectNoAxeViolations(page)
  await page.goto("/cameras/cape-point-lighthouse")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cape Point Lighthouse")

  await page.goBack()
  await waitForHydration(page)
  await fillFields(page, {
    "Display name": "Cape Point Light",
    Address: "cape-point",
    Location: "Cape Point, Table Mountain National Park",
    Latitude: "-34.357",
    Longitude: "18.497",
    "Sponsor name": "Ocean Co",
    "Sponsor link": "https://ocean.example.com/",
    "What to look for": "Ships rounding the Cape.",
  })
  await page.getByLabel("Category", { exact: true }).selectOption("landmark")
  await page.getByRole("button", { name: "Save camera" }).click()
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible()

  const moved = await page.request.get("/cameras/cape-point-lighthouse", { maxRedirects: 0 })
  expect(moved.status()).toBe(301)
  expect(moved.headers().location).toBe("/cameras/cape-point")

  await page.goto("/cameras")
  const card = page
    .getByRole("list", { name: "Cameras" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Cape Point Light", exact: true }) })
  await expect(card).toContainText("Cape Point, Table Mountain National Park")
  await expect(card).not.toContainText("Ocean Co")
  await card.getByRole("link", { name: "Cape Point Light", exact: true }).click()
  await expect(page).toHaveURL(/\/cameras\/cape-point$/)
  await expect(page.getByText("Ships rounding the Cape.")).toBeVisible()
  await expect(page.getByText("Landmark", { exact: true })).toBeVisible()
  const sponsor = page.getByRole("link", { name: "Ocean Co" })
  await expect(sponsor).toHaveAttribute("href", "https://ocean.example.com/")
  await expect(sponsor).toHaveAttribute("rel", "sponsored noopener")
  await expect(page.getByText("Sponsored by Ocean Co")).toBeVisible()
})
