import { Crown } from "lucide-react"
import { Suspense } from "react"
import { Await, Link } from "react-router"
import type { Route } from "./+types/cameras"
import { loadCameraListing } from "./camera-listing.server"
import { Button } from "~/components/ui/button"
import { pageMeta } from "~/lib/site"
import { CameraBrowser } from "~/video/camera-browser"
import { CameraGrid, CameraGridSkeleton } from "~/video/camera-grid"
import { SAMPLE_CAMERAS } from "~/video/samples"

/** The cameras page's skeleton has 6 cards. */
const SKELETON_COUNT = 6

export const loader = (args: Route.LoaderArgs) => loadCameraListing("cameras", args)

export const meta: Route.MetaFunction = () =>
  pageMeta("Explore Live Cameras", "Live ocean and wildlife cameras around Cape Town.")

export default function Cameras({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-12 sm:px-6">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-ocean-950 sm:text-4xl">
            Explore Live Cameras
          </h1>
          <p className="text-slate-700">
            Watch the Cape coast live: whales, penguins, beaches and harbors.
          </p>
        </div>
        <Suspense fallback={<CameraGridSkeleton count={SKELETON_COUNT} />}>
          <Await
            resolve={loaderData.listing}
            errorElement={<CameraGrid cameras={SAMPLE_CAMERAS} headingLevel={2} />}
          >
            {(listing) => <CameraBrowser listing={listing} />}
          </Await>
        </Suspense>
      </section>
      <section
        aria-labelledby="premium-heading"
        className="bg-gradient-to-r from-ocean-800 to-kelp-700 text-white"
      >
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div className="flex flex-col gap-2">
            <h2 id="premium-heading" className="flex items-center gap-2 text-2xl font-bold">
              <Crown className="size-6 text-sun-300" aria-hidden="true" />
              Unlock Premium Cameras
            </h2>
            <p className="max-w-2xl text-ocean-50">
              Get exclusive access to our premium cameras at Hermanus, Robben Island and more, in
              full HD and ad-free.
            </p>
          </div>
          {/* There are no premium plans yet: /premium says so and offers the waitlist. */}
          <Button asChild variant="accent" size="lg">
            <Link to="/premium">View Premium Plans</Link>
          </Button>
        </div>
      </section>
    </>
  )
}
