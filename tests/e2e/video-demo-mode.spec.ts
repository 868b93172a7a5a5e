// Demo mode (no YOUTUBE_API_KEY, docs/runtime.md): sample cameras and sample
// shorts, no error toast, one log line at start. Uses the shared demo server.
import { CAMERAS, HIGHLIGHTS, HOME, SAMPLE_CAMERAS as SAMPLES } from "../fakes/video-fixtures"
import { expectNoAxeViolations } from "./support/axe"
import { expect, expectNoToast, test, waitForHydration } from "./support/fixtures"

test("home shows the three sample cameras and no toast", async ({ page }) => {
  await page.goto("/")
  await waitForHydration(page)
  await expect(HOME.titles(page)).toHaveText(SAMPLES)
  const featured = page.getByRole("region", { name: "Featured Live Cameras" })
  await expect(featured.getByRole("button", { name: "Coming Soon" })).toHaveCount(3)
  await expectNoToast(page)
})

test("the cameras page shows the samples with their counters and no toast", async ({ page }) => {
  await page.goto("/cameras")
  await waitForHydration(page)
  await expect(CAMERAS.titles(page)).toHaveText(SAMPLES)
  const counts = page.getByRole("list", { name: "Camera counts" }).getByRole("listitem")
  await expect(counts).toHaveText(["0 Live Now", "1 Free", "2 Premium"])
  await expectNoToast(page)
})

test("highlights shows the six sample shorts without the failure text or a toast", async ({
  page,
}) => {
  await page.goto("/highlights")
  await waitForHydration(page)
  await expect(HIGHLIGHTS.titles(page)).toHaveText(HIGHLIGHTS.fallback)
  await expect(page.getByRole("region", { name: "Featured Shorts" }).locator("h3")).toHaveCount(3)
  await expect(page.getByText("Failed to load shorts", { exact: false })).toHaveCount(0)
  // Sample images are local files, not the platform's.
  for (const img of await page.locator("[data-slot=highlight-card] img").all()) {
    await expect(img).toHaveAttribute("src", /^\/assets\/.+\.webp$/)
  }
  await expectNoToast(page)
  await expectNoAxeViolations(page)
})

test("the server says once that it runs in demo mode", async ({ app }) => {
  expect(app.output().match(/"event":"youtube\.demo_mode"/g)).toHaveLength(1)
})
