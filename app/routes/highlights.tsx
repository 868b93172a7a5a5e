// TODO(issue): this screen is filled in by its own issue.
import type { Route } from "./+types/highlights"
import { pageMeta } from "~/lib/site"

export const meta: Route.MetaFunction = () => pageMeta("Highlights", "Short highlight videos from the Cape coast.")

export default function Highlights() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Highlights</h1>
    </section>
  )
}
