// What a visitor sees after acting: the enquiry's thank-you in view, toasts that lead on
// or go away, empty pages that do not move while they load, and small things on a phone
// (menu scrim, readable highlight cards, confirmation rows, the cameras' empty state).
import type { Locator } from "@playwright/test"
import { expectNoAxeViolations } from "./support/axe"
import { expect, test, toastWithTitle, waitForHydration } from "./support/fixtures"
import { CLS_MAX, loadAndMeasure, observeLayoutShifts } from "./support/layout-shift"
import { addShirt, LAST_ORDER_KEY } from "./support/shop"
import { sampleOrder } from "../support/sample-order"

const PHONE = { width: 360, height: 740 }

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error("element has no box")
  return found
}

/** How many lines of text an element takes (its height over its line height). */
function lines(locator: Locator) {
  return locator.evaluate((element) => {
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight)
    return Math.round(element.getBoundingClientRect().height / lineHeight)
  })
}

test("after an enquiry on a phone, the thank-you and its reference are in view and focused", async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await page.goto("/business/enquiry?service=sponsorship")
  await waitForHydration(page)
  await page.getByLabel("Your name").fill("Pieter")
  await page
    .getByLabel("Email", { exact: true })
    .fill("pieter.van.der.merwe@hermanus-whale-festival.example.co.za")
  await page.getByLabel("Your message").fill("We would like to sponsor a camera at the harbour.")
  // The button is at the foot of a long form: sending scrolls the visitor far down.
  await page.getByRole("button", { name: "Send Enquiry" }).click()

  const heading = page.getByRole("heading", { name: "Thank you, Pieter!" })
  await expect(heading).toBeFocused()
  await expect(heading).toBeInViewport({ ratio: 1 })
  await expect(page.getByText(/^ENQ-\d+$/)).toBeInViewport({ ratio: 1 })
  const header = await box(page.locator("header").first())
  expect((await box(heading)).y).toBeGreaterThanOrEqual(header.y + header.height)
  // The address breaks after its @ and before its dots, not inside a word.
  await expect(page.getByRole("main").locator("wbr")).not.toHaveCount(0)
  await expectNoAxeViolations(page, "enquiry thank-you at 360 px")
})

test.describe("shop toasts", () => {
  test("'Added to cart!' offers 'View cart', which opens the cart", async ({ page }) => {
    await page.goto("/merchandise")
    await waitForHydration(page)
    await addShirt(page, "L")
    const toast = toastWithTitle(page, "Added to cart!")
    await expect(toast).toBeVisible()
    await expectNoAxeViolations(page, "merchandise with the 'Added to cart!' toast")
    await toast.getByRole("link", { name: "View cart" }).click()
    await expect(page).toHaveURL(/\/cart$/)
    await expect(page.getByRole("heading", { name: "Shopping Cart" })).toBeVisible()
    await expect(page.getByRole("list", { name: "Cart items" }).getByRole("listitem")).toHaveCount(
      1,
    )
  })

  test("'Please select a size' goes away once a size is chosen", async ({ page }) => {
    await page.goto("/merchandise")
    await waitForHydration(page)
    await page.getByRole("button", { name: "Add to Cart" }).click()
    const toast = toastWithTitle(page, "Please select a size")
    await expect(toast).toBeVisible()
    // A pointer over the toast holds its 5 s timer: only choosing a size may remove it.
    await toast.hover()
    await page.getByRole("combobox", { name: "Size" }).selectOption("M")
    await expect(toast).toHaveCount(0)
  })
})

// A first visit (no cart cookie yet) paints a placeholder until the browser has read its
// cart; an empty cart or a missing order must then take the placeholder's place exactly.
for (const width of [360, 768, 1280]) {
  test(`empty cart, empty checkout and 'Order Not Found' do not move at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 })
    await observeLayoutShifts(page)
    for (const [path, shown] of [
      ["/cart", "Your cart is empty"],
      ["/checkout", "Your cart is empty"],
      ["/order-confirmation", "Order Not Found"],
    ] as const) {
      await page.context().clearCookies()
      const cls = await loadAndMeasure(page, path)
      await expect(page.getByText(shown, { exact: true })).toBeVisible()
      expect(cls, `CLS of ${path} at ${width} px`).toBeLessThanOrEqual(CLS_MAX)
    }
  })
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE })

  test("the open menu dims the page behind it, and a tap there closes it", async ({ page }) => {
    await page.goto("/about")
    await waitForHydration(page)
    await page.getByRole("button", { name: "Open menu" }).click()
    const menu = page.getByRole("navigation", { name: "Main" })
    await expect(menu).toBeVisible()
    const scrim = page.locator("[data-slot=menu-scrim]")
    const covered = await box(scrim)
    expect(covered.y + covered.height).toBeGreaterThanOrEqual(PHONE.height - 1)
    expect(covered.width).toBe(PHONE.width)
    await page.mouse.click(PHONE.width / 2, PHONE.height - 20)
    await expect(menu).toBeHidden()
    await expect(scrim).toHaveCount(0)
  })

  test("highlight cards: titles of at most two lines, view counts on one", async ({ page }) => {
    await page.goto("/highlights")
    await waitForHydration(page)
    const cards = page.locator("[data-slot=highlight-card]")
    await expect(cards.first()).toBeVisible()
    for (const card of await cards.all()) {
      expect(await lines(card.getByRole("heading"))).toBeLessThanOrEqual(2)
      expect(await lines(card.getByText(/ views$/))).toBe(1)
    }
    await expectNoAxeViolations(page, "highlights at 360 px")
  })

  test("the confirmation's rows keep each label, price and the order number on one line", async ({
    page,
  }) => {
    // Long values, as a real address may be: the rows must still keep their words whole.
    const order = {
      ...sampleOrder,
      customer: {
        ...sampleOrder.customer,
        email: "thandi.nkosi-longname@mail.example.co.za",
        address: "Unit 12, The Sands, 14 Beach Road",
      },
      items: [{ name: "Cape Ocean Adventures T-Shirt", size: "M", quantity: 1, price: 299 }],
      totals: { subtotal: 299, shipping: 350, total: 649 },
    }
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [LAST_ORDER_KEY, JSON.stringify(order)],
    )
    await page.goto("/order-confirmation")
    await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible()
    for (const term of await page.getByRole("main").locator("dt").all())
      expect(await lines(term), await term.innerText()).toBe(1)
    expect(await lines(page.getByText("R299.00 each"))).toBe(1)
    // The payment reference is copied from here: it does not break at its hyphen.
    expect(await lines(page.locator("strong", { hasText: order.orderNumber }))).toBe(1)
    await expectNoAxeViolations(page, "order confirmation at 360 px")
  })
})

test("/cameras' empty state offers 'Clear Filters', which brings the cameras back", async ({
  page,
}) => {
  await page.goto("/cameras")
  await waitForHydration(page)
  const cameras = page.getByRole("list", { name: "Cameras" }).getByRole("listitem")
  const count = await cameras.count()
  expect(count).toBeGreaterThan(0)
  const search = page.getByLabel("Search cameras")
  await search.fill("no such camera anywhere")
  await expect(page.getByRole("heading", { name: "No cameras found" })).toBeVisible()
  await page.getByRole("button", { name: "Clear Filters" }).click()
  await expect(cameras).toHaveCount(count)
  await expect(search).toHaveValue("")
})
