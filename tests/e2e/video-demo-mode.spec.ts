// Demo mode (no YOUTUBE_API_KEY, docs/runtime.md): sample cameras and sample
// shorts, no error toast, one log line at start. Uses the shared demo server.
import { expectNoAxeViolations } from "./support/axe"
import { expect, expectNoToast, test, waitForHydration } from "./support/fixtures"

const SAMPLES = ["Hermanus Whale Watching", "Table Mountain View", "Robben Island"]

test("home shows the three sample cameras and no toast", async ({ page }) => {
  await page.goto("/")
  await waitForHydration(page)
  const grid = page
    .getByRole("region", { name: "Featured Live Cameras" })
    .getByRole("list", { name: "Cameras" })
  await expect(grid.getByRole("heading")).toHaveText(SAMPLES)
  await expect(grid.getByRole("button", { name: "Coming Soon" })).toHaveCount(3)
  await expectNoToast(page)
})

test("the cameras page shows the samples with their counters and no toast", async ({ page }) => {
  await page.goto("/cameras")
  await waitForHydration(page)
  await expect(page.getByRole("list", { name: "Cameras" }).getByRole("heading")).toHaveText(SAMPLES)
  await expect(page.getByRole("list", { name: "Camera counts" }).getByRole("listitem")).toHaveText([
    "0 Live Now",
    "1 Free",
    "2 Premium",
  ])
  await expectNoToast(page)
})

test("highlights shows the six sample shorts without the failure text or a toast", async ({
  page,
}) => {
  await page.goto("/highlights")
  await waitForHydration(page)
  await expect(page.locator("[data-slot=highlight-card] h3")).toHaveCount(6)
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
