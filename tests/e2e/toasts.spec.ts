// Toasts (docs/product.md#toasts): one toast, 5 s, pause on hover, swipe right, F8.
// For the timer tests the page's clock is Playwright's: they move time on instead of
// waiting for it to pass.
import type { Page } from "@playwright/test"
import { expect, focusNotifications, openPage, test, toastWithTitle } from "./support/fixtures"

// Adding a shirt without a size raises a toast in the browser alone, with no server round trip.
const TITLE = "Please select a size"

function raiseToast(page: Page) {
  return page.getByRole("button", { name: "Add to Cart" }).first().click()
}

test.describe("notifications", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    // Time runs on as usual until a test moves it forward.
    if (testInfo.tags.includes("@clock")) await page.clock.install()
    await openPage(page, "/merchandise")
  })

  test("closes by itself after about 5 seconds", { tag: "@clock" }, async ({ page }) => {
    await raiseToast(page)
    const toast = toastWithTitle(page, TITLE)
    await expect(toast).toBeVisible()
    await page.mouse.move(5, 400)
    await page.clock.fastForward(3500)
    await settleRenders(page)
    await expect(toast).toHaveAttribute("data-state", "open")
    await page.clock.fastForward(2000)
    await expect(toast).toBeHidden()
  })

  test("stays open while hovered", { tag: "@clock" }, async ({ page }) => {
    await raiseToast(page)
    const toast = toastWithTitle(page, TITLE)
    // Its timer runs from when it shows.
    await expect(toast).toBeVisible()
    await toast.hover()
    await page.clock.fastForward(6500)
    await settleRenders(page)
    await expect(toast).toHaveAttribute("data-state", "open")
    await expect(toast).toBeVisible()
  })

  test("F8 moves focus to the notifications region", async ({ page }) => {
    await raiseToast(page)
    await focusNotifications(page)
  })

  test("a swipe to the right dismisses it", async ({ page }) => {
    await raiseToast(page)
    const toast = toastWithTitle(page, TITLE)
    // The toast slides in: the swipe starts where it rests, not where it passes by.
    await expect(toast).toBeVisible()
    await expect.poll(() => toast.evaluate((element) => element.getAnimations().length)).toBe(0)
    const box = (await toast.boundingBox())!
    await page.mouse.move(box.x + 20, box.y + box.height / 2)
    await page.mouse.down()
    for (let dx = 10; dx <= 120; dx += 10)
      await page.mouse.move(box.x + 20 + dx, box.y + box.height / 2)
    await page.mouse.up()
    await expect(toast).toBeHidden({ timeout: 2000 })
  })

  test("the close button dismisses it by keyboard", async ({ page }) => {
    await raiseToast(page)
    const toast = toastWithTitle(page, TITLE)
    await toast.getByRole("button", { name: "Close notification" }).focus()
    await page.keyboard.press("Enter")
    await expect(toast).toBeHidden()
  })
})

/**
 * Lets the page finish the renders that timers fired by the clock have scheduled: React
 * renders in message-channel tasks (which the clock leaves alone), and tasks run in order.
 */
async function settleRenders(page: Page) {
  for (let i = 0; i < 2; i++)
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => resolve()
          channel.port2.postMessage(null)
        }),
    )
}
