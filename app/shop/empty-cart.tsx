import { ShoppingBag } from "lucide-react"
import { ButtonLink } from "~/components/ui/button-link"

/** The empty cart's box; the placeholder shares it, so an empty cart replaces it without a shift. */
export const EMPTY_CART_BOX =
  "flex flex-col items-center gap-4 rounded-xl border border-ocean-100 bg-white px-6 py-16 text-center"

export function EmptyCart({ linkLabel = "Continue Shopping" }: { linkLabel?: string }) {
  return (
    <div className={EMPTY_CART_BOX}>
      <ShoppingBag className="size-12 text-ocean-300" aria-hidden="true" />
      <p className="text-xl font-semibold">Your cart is empty</p>
      <ButtonLink to="/merchandise">{linkLabel}</ButtonLink>
    </div>
  )
}
