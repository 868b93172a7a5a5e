// The order as the browser sees it, and the last order saved in localStorage
// (docs/product.md#order-confirmation). Amounts are rand; the database keeps cents.
import { z } from "~/lib/zod"

export const LAST_ORDER_STORAGE_KEY = "cape-ocean-adventures:last-order:v1"

export const OrderSchema = z.object({
  orderNumber: z.string().min(1),
  customer: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    address: z.string(),
    city: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  items: z.array(
    z.object({
      name: z.string(),
      size: z.string(),
      quantity: z.number().int().positive(),
      price: z.number().nonnegative(),
    }),
  ),
  totals: z.object({ subtotal: z.number(), shipping: z.number(), total: z.number() }),
  orderDate: z.string(),
  /** The customer's own order page, key included (absent for an order placed before pages). */
  pagePath: z.string().startsWith("/orders/").optional(),
})

export type Order = z.infer<typeof OrderSchema>

export function parseOrder(value: unknown): Order | undefined {
  const parsed = OrderSchema.safeParse(value)
  return parsed.success ? parsed.data : undefined
}

export function saveLastOrder(storage: Storage, order: Order) {
  try {
    storage.setItem(LAST_ORDER_STORAGE_KEY, JSON.stringify(order))
  } catch {
    // Storage blocked: the confirmation still gets the order through navigation state.
  }
}

/** Reads the saved last order; anything that is not an order counts as none. */
export function loadLastOrder(storage: Storage): Order | undefined {
  try {
    const raw = storage.getItem(LAST_ORDER_STORAGE_KEY)
    return raw ? parseOrder(JSON.parse(raw)) : undefined
  } catch {
    return undefined
  }
}

export function removeLastOrder(storage: Storage) {
  try {
    storage.removeItem(LAST_ORDER_STORAGE_KEY)
  } catch {
    // nothing to do
  }
}
