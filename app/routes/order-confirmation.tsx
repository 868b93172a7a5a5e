import { PackageSearch } from "lucide-react"
import { useEffect, useState } from "react"
import { Link, useLocation, useNavigate } from "react-router"
import type { Route } from "./+types/order-confirmation"
import { Button } from "~/components/ui/button"
import { Skeleton } from "~/components/ui/skeleton"
import { pageMeta } from "~/lib/site"
import { loadLastOrder, parseOrder, removeLastOrder, type Order } from "~/shop/order"
import { OrderDetails } from "~/shop/order-details"

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" })

export const meta: Route.MetaFunction = () =>
  pageMeta("Order Confirmation", "Your Cape Ocean Adventures order.")

type View = { status: "loading" } | { status: "found"; order: Order } | { status: "missing" }

export default function OrderConfirmation() {
  const location = useLocation()
  const navigate = useNavigate()
  const [view, setView] = useState<View>({ status: "loading" })

  // The order comes from navigation state, else from the
  // saved last order; once found, the saved copy is removed. The navigation state
  // is dropped as well (browsers keep it across a reload), so a reload finds nothing.
  useEffect(() => {
    if (view.status !== "loading") return
    const fromState = parseOrder((location.state as { order?: unknown } | null)?.order)
    const order = fromState ?? loadLastOrder(window.localStorage)
    if (!order) {
      setView({ status: "missing" })
      return
    }
    removeLastOrder(window.localStorage)
    setView({ status: "found", order })
    if (location.state)
      void navigate(location.pathname, { replace: true, state: null, preventScrollReset: true })
  }, [view.status, location.state, location.pathname, navigate])

  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      {view.status === "loading" && (
        <div aria-busy="true" className="flex flex-col gap-6">
          {/* The order lives in this browser only, so the server renders a neutral shell. */}
          <h1 className="sr-only">Your order</h1>
          <p className="sr-only" role="status">
            Loading your order…
          </p>
          <Skeleton className="mx-auto h-10 w-64" />
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      )}
      {view.status === "found" && <OrderDetails order={view.order} />}
      {view.status === "missing" && (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-ocean-100 bg-white px-6 py-16 text-center">
          <PackageSearch className="size-12 text-ocean-300" aria-hidden="true" />
          <h1 className="text-2xl font-bold">Order Not Found</h1>
          <p className="max-w-md text-slate-700">
            We couldn't find your order details. Please check your email for confirmation.
          </p>
          <Button asChild>
            <Link to="/merchandise">Continue Shopping</Link>
          </Button>
        </div>
      )}
    </section>
  )
}
