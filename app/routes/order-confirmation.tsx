import { PackageSearch } from "lucide-react"
import { useEffect, useState } from "react"
import { useLocation, useNavigate } from "react-router"
import type { Route } from "./+types/order-confirmation"
import { ButtonLink } from "~/components/ui/button-link"
import { Skeleton } from "~/components/ui/skeleton"
import { pageMeta } from "~/lib/site"
import { loadLastOrder, parseOrder, removeLastOrder, type Order } from "~/shop/order"
import { OrderDetails } from "~/shop/order-details"
import { formatHours } from "~/shop/order-page"
import { scopeOf } from "~/scope/request-scope.server"

// The order itself lives in this browser; the bank details and payment window are settings.
export function loader({ context }: Route.LoaderArgs) {
  const { config } = scopeOf(context)
  const { cancelHours } = config.unpaidOrders
  return {
    bank: { ...config.bank },
    paymentWindow: cancelHours === null ? undefined : formatHours(cancelHours),
  }
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" })

export const meta: Route.MetaFunction = () =>
  pageMeta("Order Confirmation", "Your Cape Ocean Adventures order.")

const MISSING_BOX =
  "flex flex-col items-center gap-4 rounded-xl border border-ocean-100 bg-white px-6 py-16 text-center"
const MISSING_TEXT = "max-w-md"
const MISSING_MESSAGE =
  "We couldn't find your order details. Please check your email for confirmation."

type View = { status: "loading" } | { status: "found"; order: Order } | { status: "missing" }

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
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
        // The order lives in this browser only, so the server renders a neutral shell, shaped
        // like 'Order Not Found' (what a page opened afresh shows) so that it does not move.
        <div aria-busy="true" className={MISSING_BOX}>
          <h1 className="sr-only">Your order</h1>
          <p className="sr-only" role="status">
            Loading your order…
          </p>
          <Skeleton square className="size-12 rounded-full" />
          <Skeleton className="h-8 w-56 max-w-full" />
          {/* The message's own lines, hidden, keep its height at every width. */}
          <p
            aria-hidden="true"
            className={`${MISSING_TEXT} animate-pulse rounded-md bg-ocean-100 text-transparent select-none`}
          >
            {MISSING_MESSAGE}
          </p>
          <Skeleton className="h-10 w-44 max-w-full" />
        </div>
      )}
      {view.status === "found" && (
        <OrderDetails
          order={view.order}
          bank={loaderData.bank}
          paymentWindow={loaderData.paymentWindow}
        />
      )}
      {view.status === "missing" && (
        <div className={MISSING_BOX}>
          <PackageSearch className="size-12 text-ocean-300" aria-hidden="true" />
          <h1 className="text-2xl font-bold">Order Not Found</h1>
          <p className={`${MISSING_TEXT} text-slate-700`}>{MISSING_MESSAGE}</p>
          <ButtonLink to="/merchandise">Continue Shopping</ButtonLink>
        </div>
      )}
    </section>
  )
}
