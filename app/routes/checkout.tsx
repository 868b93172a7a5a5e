// TODO(issue): this screen is filled in by its own issue.
import type { Route } from "./+types/checkout"
import { pageMeta } from "~/lib/site"

export const meta: Route.MetaFunction = () => pageMeta("Checkout", "Check out and pay by EFT.")

export default function Checkout() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Checkout</h1>
    </section>
  )
}
