import { ShoppingCart } from "lucide-react"
import { Link } from "react-router"
import { cn } from "~/lib/utils"
import { useCart } from "~/shop/cart-context"

export function CartLink({ className }: { className?: string }) {
  const { ready, cartCount } = useCart()
  // The server cannot read the saved cart, so the badge appears once the browser has.
  const label = ready ? `Cart, ${cartCount} ${cartCount === 1 ? "item" : "items"}` : "Cart"
  return (
    <Link
      to="/cart"
      aria-label={label}
      className={cn(
        "relative inline-flex size-10 items-center justify-center rounded-md text-white hover:bg-white/10 focus-visible:ring-3 focus-visible:ring-sun-400",
        className,
      )}
    >
      <ShoppingCart className="size-5" aria-hidden="true" />
      {ready && cartCount > 0 && (
        <span
          data-testid="cart-count"
          aria-hidden="true"
          className="absolute -top-1 -right-1 flex min-w-5 items-center justify-center rounded-full bg-sun-400 px-1 text-xs leading-5 font-bold text-ocean-950"
        >
          {cartCount > 99 ? "99+" : cartCount}
        </span>
      )}
    </Link>
  )
}
