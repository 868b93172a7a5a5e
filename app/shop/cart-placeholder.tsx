// What cart-dependent pages show until the browser has read the saved cart
// (docs/decisions/cart-in-the-browser.md): neutral, so a full cart never flashes 'Your cart is
// empty'. It has the empty cart's shape and height: the server renders it only when the cart
// cookie is missing or unreadable, which is nearly always a first visit with an empty cart.
import { Skeleton } from "~/components/ui/skeleton"
import { EMPTY_CART_BOX } from "~/shop/empty-cart"

export function CartPlaceholder() {
  return (
    <div aria-busy="true" className={EMPTY_CART_BOX}>
      <p className="sr-only" role="status">
        Loading your cart…
      </p>
      {/* The heights of the icon, the line of text and the button. */}
      <Skeleton square className="size-12 rounded-full" />
      <Skeleton className="h-7 w-48 max-w-full" />
      <Skeleton className="h-10 w-40 max-w-full" />
    </div>
  )
}
