// The owner's stock form (docs/product.md#stock): one field per product and size, empty for
// unlimited, and beside each a hidden copy of the count the form showed, so a unit an order
// took meanwhile is never overwritten.
import { z } from "~/lib/zod"
import { groupThousands } from "~/lib/number-format"
import { PRODUCTS } from "~/shop/catalog"
import { STOCK_MAX } from "~/shop/stock"

export const stockFieldName = (productId: number, size: string) => `stock-${productId}-${size}`
export const shownFieldName = (productId: number, size: string) => `shown-${productId}-${size}`

export const STOCK_SLOTS = PRODUCTS.flatMap((product) =>
  product.sizes.map((size) => ({ productId: product.id, size })),
)

export const STOCK_FORM_FIELDS = STOCK_SLOTS.flatMap(({ productId, size }) => [
  stockFieldName(productId, size),
  shownFieldName(productId, size),
])

const WHOLE_NUMBER = "Enter a whole number of units, or leave it empty for unlimited"

/** One field's text: empty is unlimited (null), else a whole number from 0 to STOCK_MAX. */
export const stockValueSchema = z
  .string()
  .trim()
  .transform((text, ctx) => {
    if (text === "") return null
    const value = /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN
    const message = Number.isNaN(value)
      ? WHOLE_NUMBER
      : value < 0
        ? "Stock cannot be negative"
        : !Number.isInteger(value)
          ? "Enter a whole number of units"
          : value > STOCK_MAX
            ? `At most ${groupThousands(STOCK_MAX)} units`
            : undefined
    if (message) {
      ctx.addIssue({ code: "custom", message })
      return z.NEVER
    }
    return value
  })

export type StockFormChange = {
  productId: number
  size: string
  was: number | null
  to: number | null
}

/** The sizes whose count the owner changed, or a message per invalid field. */
export function parseStockForm(
  values: Partial<Record<string, string>>,
): { ok: true; changes: StockFormChange[] } | { ok: false; fieldErrors: Record<string, string> } {
  const changes: StockFormChange[] = []
  const fieldErrors: Record<string, string> = {}
  for (const { productId, size } of STOCK_SLOTS) {
    const name = stockFieldName(productId, size)
    const to = stockValueSchema.safeParse(values[name] ?? "")
    const was = stockValueSchema.safeParse(values[shownFieldName(productId, size)] ?? "")
    if (!to.success) fieldErrors[name] = to.error.issues[0]?.message ?? WHOLE_NUMBER
    else if (!was.success) fieldErrors[name] = "Please reload the page and try again"
    else if (to.data !== was.data) changes.push({ productId, size, was: was.data, to: to.data })
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors }
  return { ok: true, changes }
}
