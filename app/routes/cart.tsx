// TODO(issue): this screen is filled in by its own issue.
import type { Route } from "./+types/cart"
import { pageMeta } from "~/lib/site"

export const meta: Route.MetaFunction = () => pageMeta("Your Cart", "Your shopping cart.")

export default function Cart() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Your Cart</h1>
    </section>
  )
}
