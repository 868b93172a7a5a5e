// Shop screens one by one: empty states, validation messages, caching headers,
// broken storage, no flash of an empty cart, accessibility at two widths.
import { expectNoAxeViolations, expectNoAxeViolationsAtWidths } from "./support/axe"
import { expect, openPage, test } from "./support/fixtures"
import {
  addShirt,
  CART_KEY,
  expectOrderNotFound,
  fillCheckout,
  LAST_ORDER_KEY,
  seedCart,
} from "./support/shop"

test.describe("empty cart", () => {
  for (const [name, link, action] of [
    ["cart", "Continue Shopping", "Clear Cart"],
    ["checkout", "Back to Shop", "Confirm Order"],
  ]) {
    test(`the ${name} page says so and links back to the shop`, async ({ page }) => {
      await page.goto(`/${name}`)
      await expect(page.getByText("Your cart is empty")).toBeVisible()
      await expect(page.getByRole("link", { name: link })).toHaveAttribute("href", "/merchandise")
      await expect(page.getByRole("button", { name: action })).toHaveCount(0)
      await expectNoAxeViolations(page, `empty ${name}`)
    })
  }

  test("the confirmation page without an order shows 'Order Not Found'", async ({ page }) => {
    await page.goto("/order-confirmation")
    await expectOrderNotFound(page)
  })
})

test("cart, checkout and confirmation are never cached; the shop page may be", async ({
  request,
}) => {
  for (const path of ["/cart", "/checkout", "/order-confirmation"]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()["cache-control"], path).toBe("no-store")
    // The server cannot know the cart: its HTML never claims the cart is empty.
    expect(await response.text(), path).not.toContain("Your cart is empty")
  }
  expect((await request.get("/merchandise")).headers()["cache-control"] ?? "").not.toContain(
    "no-store",
  )
})

test.describe("a saved cart", () => {
  test.beforeEach(({ page }) => seedCart(page, [{ size: "L", quantity: 3 }]))

  test("never flashes 'Your cart is empty' while the page loads", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { sawEmpty: boolean }
      w.sawEmpty = false
      new MutationObserver(() => {
        if (document.body?.textContent?.includes("Your cart is empty")) w.sawEmpty = true
      }).observe(document, { subtree: true, childList: true, characterData: true })
    })
    for (const path of ["/cart", "/checkout"]) {
      await openPage(page, path)
      await expect(
        page.getByText("Cape Ocean Adventures T-Shirt (L) × 3").or(page.getByText("Size: L")),
      ).toBeVisible()
      expect(
        await page.evaluate(() => (window as unknown as { sawEmpty: boolean }).sawEmpty),
        path,
      ).toBe(false)
    }
  })

  test("the cart page shows lines and totals and passes axe at 1280 and 360 px", async ({
    page,
  }) => {
    await openPage(page, "/cart")
    await expect(page.getByTestId("quantity")).toHaveText("3")
    await expect(page.getByText("R1,247.00")).toBeVisible()
    await expect(page.getByRole("link", { name: "Proceed to Checkout" })).toHaveAttribute(
      "href",
      "/checkout",
    )
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute(
      "href",
      "/merchandise",
    )
    await expectNoAxeViolationsAtWidths(page, "cart")
    await page
      .getByRole("button", { name: "Decrease quantity of Cape Ocean Adventures T-Shirt (L)" })
      .click()
    await expect(page.getByTestId("quantity")).toHaveText("2")
    await page
      .getByRole("button", { name: "Remove Cape Ocean Adventures T-Shirt (L) from cart" })
      .click()
    await expect(page.getByText("Your cart is empty")).toBeVisible()
  })

  test("Clear Cart empties the cart and the badge", async ({ page }) => {
    await openPage(page, "/cart")
    await expect(page.getByTestId("cart-count")).toHaveText("3")
    await page.getByRole("button", { name: "Clear Cart" }).click()
    await expect(page.getByText("Your cart is empty")).toBeVisible()
    await expect(page.getByTestId("cart-count")).toHaveCount(0)
    await page.reload()
    await expect(page.getByText("Your cart is empty")).toBeVisible()
  })

  test("checkout shows field errors next to the fields and sends nothing", async ({ page }) => {
    await openPage(page, "/checkout")
    await expectNoAxeViolationsAtWidths(page, "checkout")
    let posted = 0
    page.on("request", (request) => request.method() === "POST" && posted++)

    // The browser's own check stops an empty form.
    await page.getByRole("button", { name: "Confirm Order" }).click()
    expect(
      await page
        .getByLabel("Email", { exact: true })
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true)

    // What the browser lets through, the shared schema catches.
    await fillCheckout(page, { email: "thandi@example", firstName: "   ", postalCode: "  " })
    await page.getByRole("button", { name: "Confirm Order" }).click()
    const email = page.getByLabel("Email", { exact: true })
    await expect(email).toHaveAttribute("aria-invalid", "true")
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address")
    await expect(page.getByLabel("First Name")).toHaveAccessibleDescription(
      "First name is required",
    )
    await expect(page.getByLabel("Postal Code")).toHaveAccessibleDescription(
      "Postal code is required",
    )
    await expect(page.getByLabel("Last Name")).not.toHaveAttribute("aria-invalid", "true")
    await expect(email).toBeFocused()
    await expectNoAxeViolationsAtWidths(page, "checkout with errors")
    expect(posted).toBe(0)
  })
})

test("the shop page passes axe at 1280 and 360 px and its size select works by keyboard", async ({
  page,
}) => {
  await openPage(page, "/merchandise")
  const image = page.getByRole("img", { name: /Cape Ocean Adventures T-Shirt/ })
  await expect(image).toHaveAttribute("width", "800")
  await expect(image).toHaveAttribute("height", "800")
  await expectNoAxeViolationsAtWidths(page, "merchandise")
  // Keyboard: focus the select and type to jump to a size; the placeholder cannot be chosen.
  const size = page.getByRole("combobox", { name: "Size" })
  await expect(size).toHaveValue("")
  await expect(size.getByRole("option", { name: "Select size" })).toBeDisabled()
  await size.focus()
  await page.keyboard.type("X")
  await expect(size).toHaveValue("XL")
  await addShirt(page, "S")
  await expect(page.getByTestId("cart-count")).toHaveText("1")
})

test.describe("storage that is not a cart", () => {
  for (const [label, value, paths] of [
    ["an object", JSON.stringify({ evil: true }), ["/", "/merchandise", "/cart", "/checkout"]],
    ["not JSON", "{{{", ["/cart", "/checkout"]],
    [
      "lines with a string quantity",
      JSON.stringify([{ id: 1, size: "M", quantity: "abc", name: "x", price: 1, image: "" }]),
      ["/cart", "/checkout"],
    ],
  ] as const) {
    test(`${label} breaks no page`, async ({ page }) => {
      await page.addInitScript(
        ([cartKey, orderKey, raw]) => {
          localStorage.setItem(cartKey, raw)
          localStorage.setItem(orderKey, raw)
        },
        [CART_KEY, LAST_ORDER_KEY, value] as const,
      )
      for (const path of paths) {
        await openPage(page, path)
        await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible()
      }
      await expect(page.getByText("Your cart is empty")).toBeVisible()
      await page.goto("/order-confirmation")
      await expectOrderNotFound(page)
    })
  }
})
