// TODO(issue): this screen is filled in by its own issue.
import type { Route } from "./+types/cameras"
import { pageMeta } from "~/lib/site"

export const meta: Route.MetaFunction = () => pageMeta("Explore Live Cameras", "Live ocean and wildlife cameras around Cape Town.")

export default function Cameras() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Explore Live Cameras</h1>
    </section>
  )
}
