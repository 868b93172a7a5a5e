// /orders/:orderNumber?key=…: the customer's own order page, linked from the order mails and
// the confirmation page. Without the order's key it is the 404 page, whatever the number.
import { data, isRouteErrorResponse } from "react-router"
import type { Route } from "./+types/orders.$orderNumber"
import { NotFoundPage } from "~/components/layout/not-found-page"
import { pageMeta } from "~/lib/site"
import { findCustomerOrder } from "~/shop/order-page.server"
import { CustomerOrderPage } from "~/shop/order-page-view"
import { scopeOf } from "~/scope/request-scope.server"

const PRIVATE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" }

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config } = scopeOf(context)
  const key = new URL(request.url).searchParams.get("key")
  const order = await findCustomerOrder(db, params.orderNumber, key, {
    bank: config.bank,
    cancelHours: config.unpaidOrders.cancelHours,
  })
  if (!order) throw data("Not Found", { status: 404, headers: PRIVATE })
  return data({ order }, { headers: PRIVATE })
}

export const headers: Route.HeadersFunction = () => PRIVATE

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData
    ? pageMeta(`Order ${loaderData.order.orderNumber}`, "Your Cape Ocean Adventures order.")
    : pageMeta("Page not found", "The page you asked for does not exist.")),
  { name: "robots", content: "noindex" },
]

export default function CustomerOrder({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <CustomerOrderPage order={loaderData.order} />
    </section>
  )
}

// The same 404 page as any unknown path; other errors (the database down) go to the root's.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  throw error
}
