// What a visitor sees on a phone and a desktop: form messages that clear, fields
// and toasts clear of the sticky top bar, grids without holes, vertical shorts,
// shipping stated before the cart, and methods the site does not serve.
import type { Locator } from "@playwright/test"
import { expect, openPage, test, toastWithTitle } from "./support/fixtures"
import { addShirt, fillCheckout, seedCart } from "./support/shop"

const PHONE = { width: 390, height: 844 }

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error("element has no box")
  return found
}

test.describe("checkout messages", () => {
  test("a field's message clears as soon as its value is valid, without resubmitting", async ({
    page,
  }) => {
    await seedCart(page, [{ size: "M", quantity: 1 }])
    await openPage(page, "/checkout")
    const form = page.locator("form", { has: page.getByRole("button", { name: "Confirm Order" }) })
    // Skip the browser's own check so the app's messages show for every empty field.
    await form.evaluate((element) => element.setAttribute("novalidate", ""))
    await page.getByRole("button", { name: "Confirm Order" }).click()
    const firstName = form.getByLabel("First Name")
    await expect(firstName).toHaveAttribute("aria-invalid", "true")
    await expect(form.getByText("First name is required")).toBeVisible()

    await firstName.fill("Thandi")
    await expect(form.getByText("First name is required")).toHaveCount(0)
    await expect(firstName).not.toHaveAttribute("aria-invalid", "true")
    // Other fields keep their messages until they are fixed too.
    await expect(form.getByLabel("Last Name")).toHaveAttribute("aria-invalid", "true")

    await fillCheckout(page)
    await expect(form.locator("[aria-invalid=true]")).toHaveCount(0)
    await expect(form.locator("p.text-red-800")).toHaveCount(0)
  })

  test("on a phone, the first invalid field lands below the sticky top bar", async ({ page }) => {
    await page.setViewportSize(PHONE)
    await seedCart(page, [{ size: "M", quantity: 1 }])
    await openPage(page, "/checkout")
    await fillCheckout(page, { email: "" })
    const confirm = page.getByRole("button", { name: "Confirm Order" })
    await confirm.scrollIntoViewIfNeeded()
    await confirm.click()
    const email = page.getByLabel("Email", { exact: true })
    await expect(email).toBeFocused()
    const header = await box(page.locator("header").first())
    await expect
      .poll(async () => (await box(email)).y)
      .toBeGreaterThanOrEqual(header.y + header.height)
  })
})

test.describe("merchandise", () => {
  test("the shipping amount is in the server HTML", async ({ request }) => {
    const html = await (await request.get("/merchandise")).text()
    expect(html).toContain("R350")
    expect(html).toContain("flat-rate shipping")
  })

  test("'Please select a size' also marks the Size field", async ({ page }) => {
    await openPage(page, "/merchandise")
    const size = page.getByRole("combobox", { name: "Size" })
    await page.getByRole("button", { name: "Add to Cart" }).click()
    // The field first: it changes in the click's own render, while the toast waits for
    // the toaster's code, which loads with the first toast.
    await expect(size).toHaveAttribute("aria-invalid", "true")
    await expect(size).toHaveAccessibleDescription("Please select a size")
    await expect(toastWithTitle(page, "Please select a size")).toBeVisible()

    await addShirt(page, "L")
    await expect(size).not.toHaveAttribute("aria-invalid", "true")
  })
})

test.describe("toasts on a phone", () => {
  test("a toast never covers the top bar", async ({ page }) => {
    await page.setViewportSize(PHONE)
    await openPage(page, "/merchandise")
    await addShirt(page, "M")
    const toast = toastWithTitle(page, "Added to cart!")
    await expect(toast).toBeVisible()
    const header = await box(page.locator("header").first())
    const toastBox = await box(toast)
    expect(toastBox.y).toBeGreaterThan(header.y + header.height)
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(PHONE.height)
  })
})

test.describe("grids", () => {
  /** Every row of the list's items is full or centred within the list. */
  async function expectRowsFullOrCentred(list: Locator) {
    const listBox = await box(list)
    const items = await list.locator(":scope > li").all()
    expect(items.length).toBeGreaterThan(0)
    const rows = new Map<number, { left: number; right: number }>()
    for (const item of items) {
      const { x, y, width } = await box(item)
      const key = Math.round(y)
      const row = rows.get(key) ?? { left: Infinity, right: -Infinity }
      rows.set(key, { left: Math.min(row.left, x), right: Math.max(row.right, x + width) })
    }
    for (const { left, right } of rows.values()) {
      const leftGap = left - listBox.x
      const rightGap = listBox.x + listBox.width - right
      expect(Math.abs(leftGap - rightGap)).toBeLessThan(2)
    }
  }

  for (const width of [1280, 1600]) {
    test(`camera and shorts grids have no half-empty rows at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto("/")
      await expectRowsFullOrCentred(
        page
          .getByRole("region", { name: "Featured Live Cameras" })
          .getByRole("list", { name: "Cameras" }),
      )
      await page.goto("/cameras")
      await expectRowsFullOrCentred(page.getByRole("list", { name: "Cameras" }))
      await page.goto("/highlights")
      for (const list of await page.getByRole("main").getByRole("list").all())
        await expectRowsFullOrCentred(list)
    })
  }

  test("short thumbnails are vertical frames", async ({ page }) => {
    await page.goto("/highlights")
    const thumbnails = page.locator("[data-slot=highlight-card] img")
    await expect(thumbnails.first()).toBeVisible()
    for (const thumbnail of await thumbnails.all()) {
      const { width, height } = await box(thumbnail)
      expect(height).toBeGreaterThan(width)
    }
  })
})

test.describe("methods and headers", () => {
  test("OPTIONS and unsupported methods are answered before the router, with no stack trace", async ({
    request,
    app,
  }) => {
    const options = await request.fetch("/cameras", { method: "OPTIONS" })
    expect(options.status()).toBe(204)
    expect(options.headers()["allow"]).toBe("GET, HEAD, POST")
    const put = await request.fetch("/checkout", { method: "PUT", data: "x" })
    expect(put.status()).toBe(405)
    expect(put.headers()["allow"]).toBe("GET, HEAD, POST")
    const deleted = await request.fetch("/", { method: "DELETE" })
    expect(deleted.status()).toBe(405)
    // The server answers a page after them, so any log line about them would be written by now.
    expect((await request.get("/healthz")).status()).toBe(200)
    expect(app.output()).not.toMatch(/Invalid request method|at .*node_modules/)
  })

  test("pages carry Cross-Origin-Resource-Policy", async ({ request }) => {
    const response = await request.get("/about")
    expect(response.headers()["cross-origin-resource-policy"]).toBe("same-origin")
  })
})

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" })

  // Shortened to almost nothing, an endless animation would restart every frame: the
  // pulsing LIVE dots would flicker (the opposite of what the visitor asked for) and keep
  // the page busy. Each animation runs once, instantly, and stops.
  test("the pulsing dots stand still", async ({ page }) => {
    await openPage(page, "/")
    await expect(page.locator(".animate-pulse").first()).toBeAttached()
    await expect
      .poll(() =>
        page.evaluate(
          () => document.getAnimations().filter((a) => a.playState === "running").length,
        ),
      )
      .toBe(0)
  })
})
