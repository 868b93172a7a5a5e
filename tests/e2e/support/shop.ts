// Helpers for the shop's end-to-end suites.
import type { APIRequestContext, Page } from "@playwright/test"
import { decode } from "turbo-stream"
import { expect, openPage } from "./fixtures"

export const CART_KEY = "cape-ocean-adventures:cart:v1"
export const LAST_ORDER_KEY = "cape-ocean-adventures:last-order:v1"

export const CUSTOMER = {
  email: "thandi@example.com",
  firstName: "Thandi",
  lastName: "Nkosi",
  address: "12 Beach Road",
  city: "Muizenberg",
  postalCode: "7945",
  country: "South Africa",
}

/** Picks a size in the Size select and adds the product to the cart. */
export async function addShirt(page: Page, size: string) {
  await page.getByRole("combobox", { name: "Size" }).selectOption(size)
  await page.getByRole("button", { name: "Add to Cart" }).click()
}

/** Puts one shirt of each size into the cart on the shop page and fills in the checkout. */
export async function fillCheckoutFromShop(
  page: Page,
  sizes: string[],
  values: Partial<typeof CUSTOMER> = {},
) {
  await openPage(page, "/merchandise")
  for (const size of sizes) await addShirt(page, size)
  // Saved in the browser before the next page reads it.
  await expect(page.getByTestId("cart-count")).toHaveText(String(sizes.length))
  await openPage(page, "/checkout")
  await fillCheckout(page, values)
}

export async function fillCheckout(page: Page, values: Partial<typeof CUSTOMER> = {}) {
  const v = { ...CUSTOMER, ...values }
  const form = page.locator("form", { has: page.getByRole("button", { name: "Confirm Order" }) })
  await form.getByLabel("Email", { exact: true }).fill(v.email)
  await form.getByLabel("First Name").fill(v.firstName)
  await form.getByLabel("Last Name").fill(v.lastName)
  await form.getByLabel("Address").fill(v.address)
  await form.getByLabel("City").fill(v.city)
  await form.getByLabel("Postal Code").fill(v.postalCode)
  await form.getByLabel("Country").fill(v.country)
}

/** A saved cart as the browser keeps it, for seeding localStorage. */
export function savedCart(lines: { size: string; quantity: number }[]) {
  return JSON.stringify(
    lines.map((line) => ({
      id: 1,
      name: "Cape Ocean Adventures T-Shirt",
      description: "Black cotton T-shirt",
      price: 299,
      image: "/favicon.ico",
      category: "Apparel",
      sizes: ["S", "M", "L", "XL", "XXL"],
      inStock: true,
      ...line,
    })),
  )
}

/**
 * Stores `value` under `key` in the tab's localStorage before its first page, once: a
 * reload then shows what the page itself saved.
 */
export async function seedStorageOnce(page: Page, key: string, value: string) {
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem("seeded")) return
      localStorage.setItem(key, value)
      sessionStorage.setItem("seeded", "1")
    },
    [key, value] as const,
  )
}

/** A saved cart of these lines in the tab, as `seedStorageOnce` puts it. */
export function seedCart(page: Page, lines: { size: string; quantity: number }[]) {
  return seedStorageOnce(page, CART_KEY, savedCart(lines))
}

/** The confirmation page without an order to show. */
export async function expectOrderNotFound(page: Page) {
  await expect(page.getByRole("heading", { name: "Order Not Found" })).toBeVisible()
  await expect(
    page.getByText(
      "We couldn't find your order details. Please check your email for confirmation.",
    ),
  ).toBeVisible()
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute(
    "href",
    "/merchandise",
  )
}

export type CheckoutPost = Record<string, string | undefined>

export function checkoutFields(overrides: CheckoutPost = {}): Record<string, string> {
  const fields: CheckoutPost = {
    ...CUSTOMER,
    items: JSON.stringify([{ id: 1, size: "M", quantity: 1 }]),
    idempotencyKey: crypto.randomUUID(),
    ...overrides,
  }
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
}

/** The origin the request context talks to (its baseURL), as a browser would send it. */
export async function siteOrigin(request: APIRequestContext): Promise<string> {
  return new URL((await request.get("/healthz")).url()).origin
}

/** Posts the checkout form as the browser's fetcher does (with its Origin) and decodes the answer. */
export async function postCheckout(request: APIRequestContext, fields: Record<string, string>) {
  const response = await request.post("/checkout.data", {
    form: fields,
    headers: { Origin: await siteOrigin(request) },
  })
  return {
    status: response.status(),
    body: (await decodeTurboStream(await response.body())) as Record<string, unknown>,
  }
}

/** Places an order through the checkout action and gives its number. */
export async function placeOrder(request: APIRequestContext, overrides: CheckoutPost = {}) {
  const { status, body } = await postCheckout(request, checkoutFields(overrides))
  if (status !== 200) throw new Error(`checkout answered ${status}: ${JSON.stringify(body)}`)
  return (body.order as { orderNumber: string }).orderNumber
}

// React Router's single-fetch answers are turbo-stream (version 2 of the format,
// which React Router carries inside itself); the action's data is under `data`.
async function decodeTurboStream(body: Buffer): Promise<unknown> {
  const decoded = await decode(new Blob([new Uint8Array(body)]).stream())
  await decoded.done
  return (decoded.value as { data?: unknown }).data
}
