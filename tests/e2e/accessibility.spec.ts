// Every page of the site passes axe at desktop and phone width (WCAG 2.1 AA).
import { expectNoAxeViolations } from "./support/axe"
import { test, waitForHydration } from "./support/fixtures"
import { CONTENT_PAGES } from "../../app/lib/public-pages.js"

const PAGES = [
  ...CONTENT_PAGES,
  "/cameras/table-mountain-view",
  "/privacy",
  "/terms",
  "/contact",
  "/cart",
  "/checkout",
  "/order-confirmation",
  "/admin/cache",
  "/newsletter",
  "/no-such-page",
]

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 360, height: 740 }],
] as const) {
  test.describe(`axe at ${label} width`, () => {
    test.use({ viewport })
    for (const path of PAGES) {
      test(`${path} has no violations`, async ({ page }) => {
        // The document, streamed parts and images have loaded (goto waits for "load"),
        // and React owns the page: what axe checks is the page a visitor gets.
        await page.goto(path)
        await waitForHydration(page)
        await expectNoAxeViolations(page, `${path} at ${label}`)
      })
    }
  })
}

test.describe("phone menu open", () => {
  test.use({ viewport: { width: 360, height: 740 } })
  test("the open menu has no violations", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    await page.getByRole("button", { name: "Open menu" }).click()
    await expectNoAxeViolations(page, "open menu")
  })
})
