// Subtotal, flat R350 shipping and total, shown on cart, checkout and confirmation.
import { cn } from "~/lib/utils"
import { formatRand, orderTotals } from "~/shop/money"

type Totals = { subtotal: number; shipping: number; total: number }

/** Pass `subtotal` for a cart (shipping is added here) or the `totals` a placed order carries. */
export function OrderSummaryTotals({
  className,
  ...amounts
}: ({ subtotal: number; totals?: never } | { totals: Totals; subtotal?: never }) & {
  className?: string
}) {
  const totals = amounts.totals ?? orderTotals(amounts.subtotal)
  return (
    <dl className={cn("flex flex-col gap-2 text-sm", className)}>
      <div className="flex justify-between gap-4">
        <dt className="text-slate-700">Subtotal</dt>
        <dd className="font-medium">{formatRand(totals.subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-slate-700">Shipping</dt>
        <dd className="font-medium">{formatRand(totals.shipping)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-ocean-100 pt-2 text-base">
        <dt className="font-semibold">Total</dt>
        <dd className="font-bold">{formatRand(totals.total)}</dd>
      </div>
    </dl>
  )
}
