// Reads the cart mirror cookie (app/shop/cart-mirror.ts) for the first render.
// It is visitor input like any other: checked with the checkout's own line
// schema, bounded in size, and priced from the catalog, never from the cookie.
import { z } from "zod"
import { CART_MIRROR_COOKIE, CART_MIRROR_MAX_LENGTH } from "~/shop/cart-mirror"
import { LINES_MAX } from "~/shop/cart-limits"
import type { CartLine } from "~/shop/cart-reducer"
import { findProduct } from "~/shop/catalog"
import { CheckoutLineSchema } from "~/shop/checkout-schema"

const LINE_PATTERN = /^(\d{1,6})\.([A-Z0-9]{1,8})\.(\d{1,3})$/

const MirrorSchema = z
  .array(CheckoutLineSchema)
  .max(LINES_MAX)
  .refine((lines) => new Set(lines.map((line) => `${line.id}:${line.size}`)).size === lines.length)

function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(";")) {
    const index = part.indexOf("=")
    if (index === -1) continue
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim()
  }
  return undefined
}

/**
 * The cart the browser last mirrored, or null when the server cannot know it
 * (no cookie, or one that is not a cart): then the page shows the placeholder.
 */
export function readCartMirror(request: Request): CartLine[] | null {
  const raw = cookieValue(request.headers.get("Cookie"), CART_MIRROR_COOKIE)
  if (raw === undefined || raw.length > CART_MIRROR_MAX_LENGTH) return null
  if (raw === "") return []
  const parts = raw.split("_").map((part) => LINE_PATTERN.exec(part))
  if (parts.some((match) => match === null)) return null
  const parsed = MirrorSchema.safeParse(
    parts.map((match) => ({ id: Number(match![1]), size: match![2], quantity: Number(match![3]) })),
  )
  if (!parsed.success) return null
  return parsed.data.map((line) => ({
    ...findProduct(line.id)!,
    size: line.size,
    quantity: line.quantity,
  }))
}
