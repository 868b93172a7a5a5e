// The server owns every secret (docs/runtime.md#observable-behaviour): the browser never calls the
// video platform's API and the key is in no HTML, script or data sent to it.
import fs from "node:fs"
import path from "node:path"
import { TEST_API_KEY } from "../fakes/video-app"
import { expect, test, waitForHydration } from "../fakes/video-fixtures"

const PAGES = ["/", "/cameras", "/highlights"]
const isRouteData = (url: string) => new URL(url).pathname.endsWith(".data")

test("the browser never calls the API and no response it gets holds the key", async ({
  page,
  videoApp,
}) => {
  const apiRequests: string[] = []
  const bodies: Array<{ url: string; body: string }> = []
  page.on("request", (request) => {
    if (request.url().startsWith(`${videoApp.fake.baseUrl}/`)) apiRequests.push(request.url())
  })
  page.on("response", async (response) => {
    const type = response.headers()["content-type"] ?? ""
    // Route data is fetched as `/page.data`, with or without a `?_routes=` query.
    if (/html|javascript|json|text|turbo|octet/.test(type) || isRouteData(response.url())) {
      bodies.push({ url: response.url(), body: await response.text().catch(() => "") })
    }
  })
  videoApp.fake.resetCounts()
  for (const path of PAGES) {
    await page.goto(path)
    await waitForHydration(page)
  }
  // Client-side navigations fetch route data (.data), which must not hold the key either.
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Live Cameras", exact: true })
    .click()
  await expect(page).toHaveURL(/\/cameras$/)
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Highlights", exact: true })
    .click()
  await expect(page).toHaveURL(/\/highlights$/)
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Home", exact: true })
    .click()
  await expect(page.locator("[data-slot=camera-card]").first()).toBeVisible()

  expect(apiRequests).toEqual([])
  // The server does call the API (so the key is in use): with a warm cache, its refresher
  // searches again within the cache's two-second lifetime.
  await expect.poll(() => videoApp.fake.counts().search, { timeout: 15_000 }).toBeGreaterThan(0)
  expect(bodies.some((b) => isRouteData(b.url))).toBe(true)
  expect(bodies.length).toBeGreaterThan(5)
  for (const { url, body } of bodies) expect(body, url).not.toContain(TEST_API_KEY)
})

test("the data endpoints and built client assets do not hold the key", async ({ request }) => {
  for (const url of [
    "/",
    "/cameras",
    "/highlights",
    "/_root.data",
    "/cameras.data",
    "/highlights.data",
  ]) {
    const response = await request.get(url)
    expect(response.ok(), url).toBe(true)
    expect(await response.text(), url).not.toContain(TEST_API_KEY)
  }
  const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client")
  const files = fs
    .readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(js|css|html|json)$/.test(f))
  expect(files.length).toBeGreaterThan(0)
  for (const file of files)
    expect(fs.readFileSync(path.join(clientDir, file), "utf8"), file).not.toContain(TEST_API_KEY)
})
