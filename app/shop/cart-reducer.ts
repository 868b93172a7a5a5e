// The cart's rules (docs/product.md#cart): a pure reducer so they can be tested alone.
import type { Product } from "~/shop/catalog"

// A cart line carries the product's fields plus size and quantity.
export type CartLine = Product & { size: string; quantity: number }

export type CartAction =
  | { type: "add"; product: Product; size: string }
  | { type: "remove"; id: number; size: string }
  | { type: "setQuantity"; id: number; size: string; quantity: number }
  | { type: "clear" }
  | { type: "replace"; lines: CartLine[] }

// A line is identified by the pair id and size.
const sameLine = (line: CartLine, id: number, size: string) => line.id === id && line.size === size

export function cartReducer(lines: CartLine[], action: CartAction): CartLine[] {
  switch (action.type) {
    case "add": {
      const { product, size } = action
      if (lines.some((line) => sameLine(line, product.id, size))) {
        return lines.map((line) =>
          sameLine(line, product.id, size) ? { ...line, quantity: line.quantity + 1 } : line,
        )
      }
      return [...lines, { ...product, size, quantity: 1 }]
    }
    case "remove":
      return lines.filter((line) => !sameLine(line, action.id, action.size))
    case "setQuantity":
      if (action.quantity <= 0)
        return lines.filter((line) => !sameLine(line, action.id, action.size))
      return lines.map((line) =>
        sameLine(line, action.id, action.size) ? { ...line, quantity: action.quantity } : line,
      )
    case "clear":
      return []
    case "replace":
      return action.lines
  }
}

export function cartTotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0)
}

export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0)
}
