// The whole purchase in Chromium against the production build, with a real SMTP
// server receiving the order mails: from the size choice to the confirmation, both mails.
import { expectNoAxeViolations, expectNoAxeViolationsAtWidths } from "./support/axe"
import { expect, openPage, toastWithTitle, waitForHydration } from "./support/fixtures"
import { test } from "./support/mail-app"
import {
  addShirt,
  CART_KEY,
  CUSTOMER,
  expectOrderNotFound,
  fillCheckout,
  LAST_ORDER_KEY,
  seedCart,
  seedStorageOnce,
} from "./support/shop"

test.use({ appEnv: { SHOP_EMAIL: "orders@shop.test" } })

test("a visitor buys shirts from size choice to confirmation, and both mails arrive", async ({
  page,
  smtp,
}) => {
  await openPage(page, "/merchandise")
  await expect(page.getByRole("heading", { level: 1, name: "Merchandise" })).toBeVisible()
  await expect(page.getByText("R299", { exact: true })).toBeVisible()
  const size = page.getByRole("combobox", { name: "Size" })
  await expect(size).toHaveValue("")
  await expect(size.locator("option:checked")).toHaveText("Select size")

  // No size, nothing added.
  await page.getByRole("button", { name: "Add to Cart" }).click()
  await expect(toastWithTitle(page, "Please select a size")).toBeVisible()
  await expect(page.getByTestId("cart-count")).toHaveCount(0)

  await addShirt(page, "M")
  const added = toastWithTitle(page, "Added to cart!")
  await expect(added).toContainText("Cape Ocean Adventures T-Shirt (M) added to your cart.")
  await page.getByRole("button", { name: "Add to Cart" }).click()
  await expect(page.getByTestId("cart-count")).toHaveText("2")

  await page.getByRole("link", { name: /^Cart/ }).click()
  await expect(page).toHaveURL("/cart")
  const line = page.getByRole("list", { name: "Cart items" }).getByRole("listitem")
  await expect(line).toHaveCount(1)
  await expect(line).toContainText("Size: M")
  await expect(line).toContainText("R299.00 each")
  await expect(line.getByTestId("quantity")).toHaveText("2")
  await expect(page.getByText("R948.00")).toBeVisible()

  await page
    .getByRole("button", { name: "Increase quantity of Cape Ocean Adventures T-Shirt (M)" })
    .click()
  await expect(line.getByTestId("quantity")).toHaveText("3")
  await expect(page.getByText("R897.00").first()).toBeVisible()
  await expect(page.getByText("R1,247.00")).toBeVisible()
  await page
    .getByRole("button", { name: "Decrease quantity of Cape Ocean Adventures T-Shirt (M)" })
    .click()
  await expect(line.getByTestId("quantity")).toHaveText("2")

  // The cart survives a reload.
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole("list", { name: "Cart items" }).getByTestId("quantity")).toHaveText(
    "2",
  )

  await page.getByRole("link", { name: "Proceed to Checkout" }).click()
  await expect(page).toHaveURL("/checkout")
  await expect(page.getByLabel("Country")).toHaveValue("South Africa")
  await expect(page.getByText("R948.00")).toBeVisible()
  await fillCheckout(page)
  await page.getByRole("button", { name: "Confirm Order" }).click()

  await expect(page).toHaveURL("/order-confirmation")
  const placed = toastWithTitle(page, "Order Placed Successfully!")
  await expect(placed).toContainText(
    /Order COA-\d{13} received\. You'll be contacted with bank details shortly\./,
  )
  const orderNumber = /COA-\d{13}/.exec((await placed.textContent()) ?? "")![0]

  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible()
  await expect(page.getByText(orderNumber, { exact: true }).first()).toBeVisible()
  await expect(page.getByText("Awaiting Payment")).toBeVisible()
  await expect(page.getByText(/^\d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}$/)).toBeVisible()
  await expect(page.getByText(`${CUSTOMER.firstName} ${CUSTOMER.lastName}`)).toBeVisible()
  const items = page.getByRole("list", { name: "Ordered items" })
  await expect(items).toContainText("Size: M · Quantity: 2")
  await expect(items).toContainText("R598.00")
  await expect(items).toContainText("R299.00 each")
  await expect(page.getByText("R948.00")).toBeVisible()
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute(
    "href",
    "/merchandise",
  )
  await expect(
    page.getByRole("link", { name: "Return to Home", exact: true }).last(),
  ).toHaveAttribute("href", "/")
  await expect(page.getByTestId("cart-count")).toHaveCount(0)
  expect(await page.evaluate((key) => localStorage.getItem(key), LAST_ORDER_KEY)).toBeNull()
  expect(
    JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CART_KEY)) ?? "null"),
  ).toEqual([])

  const mails = await smtp.waitForMessages(2)
  const customer = mails.find((mail) => mail.to.includes(CUSTOMER.email))!
  const business = mails.find((mail) => mail.to.includes("orders@shop.test"))!
  expect(customer.subject).toContain(orderNumber)
  expect(customer.text).toContain(`Reference: ${orderNumber}`)
  expect(customer.text).toContain("Branch code:")
  expect(customer.text).toContain("Total: R948.00")
  expect(business.text).toContain("12 Beach Road")
  expect(business.text).toContain(CUSTOMER.email)

  // A reload without navigation state finds no order.
  await page.reload()
  await expectOrderNotFound(page)
})

test("the confirmation falls back to the saved last order once", async ({ page }) => {
  const order = {
    orderNumber: "COA-1795000000000",
    customer: CUSTOMER,
    items: [{ name: "Cape Ocean Adventures T-Shirt", size: "L", quantity: 1, price: 299 }],
    totals: { subtotal: 299, shipping: 350, total: 649 },
    orderDate: "22 November 2026 at 15:05",
  }
  await seedStorageOnce(page, LAST_ORDER_KEY, JSON.stringify(order))
  await page.goto("/order-confirmation")
  await expect(page.getByText("COA-1795000000000", { exact: true }).first()).toBeVisible()
  await expect(page.getByText("R649.00")).toBeVisible()
  await expectNoAxeViolationsAtWidths(page, "confirmation")
  await page.reload()
  await expectOrderNotFound(page)
  await expectNoAxeViolations(page, "order not found")
})

test("Confirm Order reads 'Processing Order...' while busy, and a failure keeps the cart", async ({
  page,
}) => {
  await seedCart(page, [{ size: "S", quantity: 1 }])
  await openPage(page, "/checkout")
  await fillCheckout(page)

  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route("**/checkout.data*", async (route) => {
    await held
    await route.abort("connectionfailed")
  })
  const errors: string[] = []
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()))

  await page.getByRole("button", { name: "Confirm Order" }).click()
  await expect(page.getByRole("button", { name: "Processing Order..." })).toBeDisabled()
  release()

  const failed = toastWithTitle(page, "Error")
  await expect(failed).toContainText("Failed to process order. Please try again.")
  await expect(page.getByRole("button", { name: "Confirm Order" })).toBeEnabled()
  await expect(page).toHaveURL("/checkout")
  await expect(page.getByLabel("First Name")).toHaveValue(CUSTOMER.firstName)
  expect(errors.some((text) => text.includes("Checkout failed"))).toBe(true)

  // The same form, sent again once the network is back, places the order.
  await page.unroute("**/checkout.data*")
  await page.getByRole("button", { name: "Confirm Order" }).click()
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible()
})
