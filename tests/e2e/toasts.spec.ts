// Toasts (docs/product.md#toasts): one toast, 5 s, pause on hover, swipe right, F8.
import { expect, test, toastWithTitle, waitForHydration } from "./support/fixtures"

const TITLE = "Accounts are coming soon"

test.describe("notifications", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/about")
    await waitForHydration(page)
  })

  test("closes by itself after about 5 seconds", async ({ page }) => {
    await page.getByRole("button", { name: "Login" }).click()
    const toast = toastWithTitle(page, TITLE)
    await expect(toast).toBeVisible()
    await page.mouse.move(5, 400)
    await page.waitForTimeout(3500)
    await expect(toast).toBeVisible()
    await expect(toast).toBeHidden({ timeout: 4000 })
  })

  test("stays open while hovered", async ({ page }) => {
    await page.getByRole("button", { name: "Login" }).click()
    const toast = toastWithTitle(page, TITLE)
    await toast.hover()
    await page.waitForTimeout(6500)
    await expect(toast).toBeVisible()
  })

  test("F8 moves focus to the notifications region", async ({ page }) => {
    await page.getByRole("button", { name: "Login" }).click()
    await page.keyboard.press("F8")
    // The toaster loads with the first toast: F8 pressed before that focuses the region once it is in.
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.activeElement?.closest("[role=region]")?.getAttribute("aria-label"),
        ),
      )
      .toMatch(/Notifications/)
  })

  test("a swipe to the right dismisses it", async ({ page }) => {
    await page.getByRole("button", { name: "Login" }).click()
    const toast = toastWithTitle(page, TITLE)
    const box = (await toast.boundingBox())!
    await page.mouse.move(box.x + 20, box.y + box.height / 2)
    await page.mouse.down()
    for (let dx = 10; dx <= 120; dx += 10)
      await page.mouse.move(box.x + 20 + dx, box.y + box.height / 2)
    await page.mouse.up()
    await expect(toast).toBeHidden({ timeout: 2000 })
  })

  test("the close button dismisses it by keyboard", async ({ page }) => {
    await page.getByRole("button", { name: "Login" }).click()
    const toast = toastWithTitle(page, TITLE)
    await toast.getByRole("button", { name: "Close notification" }).focus()
    await page.keyboard.press("Enter")
    await expect(toast).toBeHidden()
  })
})
