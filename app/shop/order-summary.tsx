// Subtotal, flat shipping and total (spec §9), shown on cart, checkout and confirmation.
import { cn } from "~/lib/utils"
import { formatRand, orderTotals } from "~/shop/money"

export function OrderSummaryTotals({ subtotal, className }: { subtotal: number; className?: string }) {
  const totals = orderTotals(subtotal)
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
