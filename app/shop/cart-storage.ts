// Reading and writing the saved cart. Anything in storage that is not a list of
// cart lines (old format, another app, hand-edited) is ignored, never a crash.
import { z } from "zod"
import type { CartLine } from "~/shop/cart-reducer"

export const CART_STORAGE_KEY = "cape-ocean-adventures:cart:v1"

const CartLineSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().default(""),
    price: z.number().nonnegative(),
    image: z.string(),
    category: z.literal("Apparel").default("Apparel"),
    sizes: z.array(z.string()).default([]),
    inStock: z.boolean().default(true),
    size: z.string(),
    quantity: z.number().int().positive().max(99),
  })
  .loose()

const CartSchema = z.array(CartLineSchema)

export function parseStoredCart(raw: string | null): CartLine[] {
  if (!raw) return []
  try {
    const parsed = CartSchema.safeParse(JSON.parse(raw))
    return parsed.success ? (parsed.data as CartLine[]) : []
  } catch {
    return []
  }
}

export function loadCart(storage: Storage): CartLine[] {
  try {
    return parseStoredCart(storage.getItem(CART_STORAGE_KEY))
  } catch {
    return []
  }
}

export function saveCart(storage: Storage, lines: CartLine[]) {
  try {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(lines))
  } catch {
    // Storage full or blocked (private mode): the cart still works for this visit.
  }
}
