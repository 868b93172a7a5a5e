// Stock as the shop's pages see it (docs/product.md#stock): the units left per product and
// size, for the sizes the owner limited. A size that is not listed is unlimited.
import type { Product } from "~/shop/catalog"

/** Units left by `stockKey(productId, size)`; unlimited sizes are not listed. */
export type StockLevels = Record<string, number>

/** The largest count the owner can set: a typo such as 1000000 is refused, not stored. */
export const STOCK_MAX = 100_000

export function stockKey(productId: number, size: string): string {
  return `${productId}:${size}`
}

/** Units left, or undefined when the size is unlimited. */
export function unitsLeft(levels: StockLevels, productId: number, size: string) {
  return levels[stockKey(productId, size)]
}

export function soldOutSizes(levels: StockLevels, product: Product): string[] {
  return product.sizes.filter((size) => unitsLeft(levels, product.id, size) === 0)
}

/** The server's refusal of a line that asks for more than is left. */
export function shortageMessage(size: string, left: number): string {
  return `Only ${left} left in size ${size}`
}

/** Why a cart line cannot be ordered as it is, said beside it; undefined when it can. */
export function lineStockNote(
  levels: StockLevels,
  line: { id: number; size: string; quantity: number },
): string | undefined {
  const left = unitsLeft(levels, line.id, line.size)
  if (left === undefined || left >= line.quantity) return undefined
  if (left === 0)
    return `Size ${line.size} has sold out since you added it. Please remove it to order the rest.`
  return `${shortageMessage(line.size, left)}. Please lower the quantity.`
}
