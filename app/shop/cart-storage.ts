// Reading and writing the saved cart. Anything in storage that is not a list of
// cart lines (old format, another app, hand-edited) is ignored, never a crash.
// Checked by hand rather than with a schema library: this module runs on every
// page, and the shape is small (the server validates every order again).
import { QUANTITY_MAX } from "~/shop/cart-limits"
import type { CartLine } from "~/shop/cart-reducer"

export const CART_STORAGE_KEY = "cape-ocean-adventures:cart:v1"

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const isWhole = (value: unknown): value is number => Number.isSafeInteger(value)

/** One stored line as a cart line, or undefined when it is not one. Missing optional fields get defaults. */
function parseLine(value: unknown): CartLine | undefined {
  if (!isObject(value)) return undefined
  const { id, name, price, image, size, quantity } = value
  const description = value.description ?? ""
  const category = value.category ?? "Apparel"
  const sizes = value.sizes ?? []
  const inStock = value.inStock ?? true
  if (
    !isWhole(id) ||
    typeof name !== "string" ||
    typeof description !== "string" ||
    typeof price !== "number" ||
    !Number.isFinite(price) ||
    price < 0 ||
    typeof image !== "string" ||
    category !== "Apparel" ||
    !Array.isArray(sizes) ||
    !sizes.every((entry) => typeof entry === "string") ||
    typeof inStock !== "boolean" ||
    typeof size !== "string" ||
    !isWhole(quantity) ||
    quantity < 1 ||
    quantity > QUANTITY_MAX
  ) {
    return undefined
  }
  // Unknown extra fields are kept, as they were saved.
  return {
    ...value,
    id,
    name,
    description,
    price,
    image,
    category,
    sizes,
    inStock,
    size,
    quantity,
  } as CartLine
}

/** The stored cart, or an empty one when any line is not a cart line. */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (!raw) return []
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  const lines: CartLine[] = []
  for (const entry of value) {
    const line = parseLine(entry)
    if (!line) return []
    lines.push(line)
  }
  return lines
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
