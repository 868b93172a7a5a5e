// TODO(issue): this screen is filled in by its own issue.
import type { Route } from "./+types/order-confirmation"
import { pageMeta } from "~/lib/site"

export const meta: Route.MetaFunction = () => pageMeta("Order Confirmed!", "Your order confirmation.")

export default function OrderConfirmation() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Order Confirmed!</h1>
    </section>
  )
}
