import { Suspense } from "react"
import { Await } from "react-router"
import type { Route } from "./+types/highlights"
import { pageMeta } from "~/lib/site"
import { getHighlightListing } from "~/video/highlights.server"
import { HighlightsBrowser, HighlightsSkeleton } from "~/video/highlights-browser"
import { FALLBACK_SHORTS } from "~/video/sample-shorts"
import { settleWithin } from "~/video/settle-within"
import { scopeOf } from "~/scope/request-scope.server"

/** The highlights skeleton has 6 cards. */
const SKELETON_COUNT = 6

export async function loader({ context }: Route.LoaderArgs) {
  // Not awaited in full: a cache hit is in the first HTML, a miss streams the skeleton first.
  const { value } = await settleWithin(
    getHighlightListing({ cache: scopeOf(context).channelCache }),
  )
  return { listing: value }
}

export const meta: Route.MetaFunction = () =>
  pageMeta("Highlights", "Short highlight videos from the Cape coast.")

export default function Highlights({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-12 sm:px-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-ocean-950 sm:text-4xl">Highlights</h1>
        <p className="text-slate-700">The best moments from our cameras, in under a minute.</p>
      </div>
      <Suspense fallback={<HighlightsSkeleton count={SKELETON_COUNT} />}>
        <Await
          resolve={loaderData.listing}
          errorElement={
            <HighlightsBrowser listing={{ items: [...FALLBACK_SHORTS], failed: true }} />
          }
        >
          {(listing) => <HighlightsBrowser listing={listing} />}
        </Await>
      </Suspense>
    </section>
  )
}
