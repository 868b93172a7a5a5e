// What cart-dependent pages show until the browser has read the saved cart
// (docs/decisions/cart-in-the-browser.md): neutral, so a full cart never flashes 'Your cart is
// empty'.
import { Skeleton } from "~/components/ui/skeleton"

export function CartPlaceholder() {
  return (
    <div aria-busy="true" className="grid gap-6 lg:grid-cols-3">
      <p className="sr-only" role="status">
        Loading your cart…
      </p>
      <div className="flex flex-col gap-4 lg:col-span-2">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
      <Skeleton className="h-56 w-full" />
    </div>
  )
}
