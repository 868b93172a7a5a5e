// Live means live: with short intervals, what happens on the platform (a
// viewer count changes, a stream ends, a new one starts) reaches Home and
// /cameras through the background refresher alone, without a restart or an
// admin action, and a page view never waits for the platform once the cache
// has data.
import type { Page } from "@playwright/test"
import { expect, HOME, SHORT_TTL_SECONDS, test, untilPageShows } from "../fakes/video-fixtures"

// Live data at most 1 s old; new streams looked for every 2 s (the cache lifetime).
test.use({
  appEnv: {
    YOUTUBE_CACHE_TTL_SECONDS: String(SHORT_TTL_SECONDS),
    YOUTUBE_LIVE_REFRESH_SECONDS: "1",
  },
})

const homeCards = (page: Page) =>
  page.getByRole("region", { name: "Featured Live Cameras" }).getByRole("listitem")
const cameraCards = (page: Page) =>
  page.getByRole("list", { name: "Cameras" }).getByRole("listitem")
const card = (cards: ReturnType<typeof homeCards>, title: string) =>
  cards.filter({ has: cards.page().getByRole("heading", { name: title, exact: true }) })

// Each test starts from the fake's first broadcasts (and waits until the pages show what it
// needs of them): what a test changes is put back after it.
test.afterEach(({ videoApp }) => videoApp.fake.resetStreams())

test("a changed viewer count reaches / and /cameras", async ({ page, videoApp }) => {
  await untilPageShows(page, "/cameras", () =>
    expect(card(cameraCards(page), "Humpback Whales at Hermanus Bay")).toContainText(
      "1,234 viewers",
      { timeout: 1000 },
    ),
  )
  videoApp.fake.setViewers("live-humpback", 4321)
  for (const [path, cards] of [
    ["/", homeCards],
    ["/cameras", cameraCards],
  ] as const) {
    await untilPageShows(page, path, () =>
      expect(card(cards(page), "Humpback Whales at Hermanus Bay")).toContainText("4,321 viewers", {
        timeout: 1000,
      }),
    )
  }
})

test("an ended stream leaves / and /cameras", async ({ page, videoApp }) => {
  await HOME.untilNormalData(page)
  videoApp.fake.endStream("live-boulders")
  await untilPageShows(page, "/", () =>
    expect(homeCards(page).getByRole("heading")).toHaveText(
      [
        "Humpback Whales at Hermanus Bay",
        "Seal Island Live",
        "Clifton Fourth Beach",
        "Hermanus Whale Watching",
        "Table Mountain View",
        "Robben Island",
      ],
      { timeout: 1000 },
    ),
  )
  await page.goto("/cameras")
  await expect(card(cameraCards(page), "Penguins at Boulders Beach")).toHaveCount(0)
  await expect(page.getByText("6 Live Now", { exact: true })).toBeVisible()
})

test("a new stream appears first on / and on /cameras", async ({ page, videoApp }) => {
  videoApp.fake.startStream({ id: "live-new-cam", title: "Sandy Bay Sunrise", viewers: 42 })
  await untilPageShows(page, "/", () =>
    expect(homeCards(page).getByRole("heading").first()).toHaveText("Sandy Bay Sunrise", {
      timeout: 1000,
    }),
  )
  await expect(homeCards(page).first()).toContainText("42 viewers")
  await page.goto("/cameras")
  await expect(cameraCards(page).getByRole("heading").first()).toHaveText("Sandy Bay Sunrise")
})

test("a page view never waits for the platform once the cache has data", async ({
  request,
  videoApp,
}) => {
  // The cache has data (a first visit fills an empty one).
  await request.get("/")
  // A platform this slow would put the skeleton into the first HTML of any page that waited for it.
  videoApp.fake.setDelay(20_000)
  try {
    for (const path of ["/", "/cameras"]) {
      const html = await (await request.get(path)).text()
      expect(html).toContain("Humpback Whales at Hermanus Bay")
      expect(html).not.toContain("camera-card-skeleton")
    }
  } finally {
    videoApp.fake.setDelay(0)
  }
})
