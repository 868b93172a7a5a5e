import { ShoppingBag } from "lucide-react"
import { Link } from "react-router"
import { Button } from "~/components/ui/button"

/** The empty cart's box; the placeholder shares it, so an empty cart replaces it without a shift. */
export const EMPTY_CART_BOX =
  "flex flex-col items-center gap-4 rounded-xl border border-ocean-100 bg-white px-6 py-16 text-center"

export function EmptyCart({ linkLabel = "Continue Shopping" }: { linkLabel?: string }) {
  return (
    <div className={EMPTY_CART_BOX}>
      <ShoppingBag className="size-12 text-ocean-300" aria-hidden="true" />
      <p className="text-xl font-semibold">Your cart is empty</p>
      <Button asChild>
        <Link to="/merchandise">{linkLabel}</Link>
      </Button>
    </div>
  )
}
