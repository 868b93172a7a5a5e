// Orders for server-module tests: customer `n`'s checkout, and placing it at a time.
import type { Db } from "~/db/client.server"
import type { Size } from "~/shop/catalog"
import type { CheckoutInput } from "~/shop/checkout-schema"
import { createOrder } from "~/shop/orders.server"

/** 22 November 2026, 11:00 in Cape Town: when the order tests' orders are placed. */
export const ORDER_T0 = Date.UTC(2026, 10, 22, 9, 0)

/** `quantity` catalog T-shirts (product 1) in one size, as checkout items. */
export const tShirts = (quantity: number, size: Size = "M"): CheckoutInput["items"] => [
  { id: 1, size, quantity },
]

/** Customer `n`'s checkout of one T-shirt, with an idempotency key of its own. */
export function orderInput(n: number, overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    email: `customer${n}@example.com`,
    firstName: `First${n}`,
    lastName: `Last${n}`,
    address: `${n} Beach Road`,
    city: "Muizenberg",
    postalCode: "7945",
    country: "South Africa",
    items: tShirts(1),
    idempotencyKey: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    ...overrides,
  }
}

/** Customer `n`'s order, placed at `at` (ms since the epoch). */
export async function placeOrder(
  db: Db,
  n: number,
  at = ORDER_T0,
  overrides: Partial<CheckoutInput> = {},
) {
  const { order } = await createOrder(db, orderInput(n, overrides), { now: () => new Date(at) })
  return order
}
