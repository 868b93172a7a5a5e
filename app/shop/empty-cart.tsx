import { ShoppingBag } from "lucide-react"
import { Link } from "react-router"
import { Button } from "~/components/ui/button"

export function EmptyCart({ linkLabel = "Continue Shopping" }: { linkLabel?: string }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-ocean-100 bg-white px-6 py-16 text-center">
      <ShoppingBag className="size-12 text-ocean-300" aria-hidden="true" />
      <p className="text-xl font-semibold">Your cart is empty</p>
      <Button asChild>
        <Link to="/merchandise">{linkLabel}</Link>
      </Button>
    </div>
  )
}
