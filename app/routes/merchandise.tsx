// TODO(issue): this screen is filled in by its own issue.
import type { Route } from "./+types/merchandise"
import { pageMeta } from "~/lib/site"

export const meta: Route.MetaFunction = () => pageMeta("Merchandise", "Support our ocean cameras with a Cape Ocean Adventures T-shirt.")

export default function Merchandise() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Merchandise</h1>
    </section>
  )
}
