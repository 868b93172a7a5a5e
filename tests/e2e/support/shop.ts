// Helpers for the shop's end-to-end suites.
import type { APIRequestContext, Page } from "@playwright/test"
import { decode } from "turbo-stream"

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

// React Router's single-fetch answers are turbo-stream (version 2 of the format,
// which React Router carries inside itself); the action's data is under `data`.
async function decodeTurboStream(body: Buffer): Promise<unknown> {
  const decoded = await decode(new Blob([new Uint8Array(body)]).stream())
  await decoded.done
  return (decoded.value as { data?: unknown }).data
}
