import { ArrowRight, Play } from "lucide-react"
import { Suspense } from "react"
import { Await, Link } from "react-router"
import type { Route } from "./+types/home"
import { loadCameraListing } from "./camera-listing.server"
import heroSmall from "~/assets/hero-ocean-800.webp"
import heroImage from "~/assets/hero-ocean.webp"
import { Button } from "~/components/ui/button"
import { pageMeta, SITE_NAME, SITE_TAGLINE } from "~/lib/site"
import { CameraGrid, CameraGridSkeleton } from "~/video/camera-grid"
import { FeaturedCameras } from "~/video/featured-cameras"
import { SAMPLE_CAMERAS } from "~/video/samples"

/** The home skeleton has 4 cards. */
const FEATURED_SKELETON_COUNT = 4

export const loader = (args: Route.LoaderArgs) => loadCameraListing("home", args)

export const meta: Route.MetaFunction = () =>
  pageMeta(
    SITE_NAME,
    "Live ocean and wildlife cameras from Cape Town, South Africa: whales, seals, sunsets and storms, streaming around the clock.",
  )

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="relative isolate overflow-hidden bg-ocean-950 text-white">
        <img
          src={heroImage}
          srcSet={`${heroSmall} 800w, ${heroImage} 1600w`}
          sizes="100vw"
          width={1600}
          height={900}
          alt=""
          fetchPriority="high"
          className="absolute inset-0 -z-10 size-full object-cover"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-ocean-950/90 via-ocean-950/60 to-ocean-950/10" />
        <div className="mx-auto flex min-h-[28rem] max-w-7xl flex-col justify-center gap-6 px-4 py-20 sm:px-6 md:min-h-[34rem]">
          <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium backdrop-blur">
            <span className="size-2 animate-pulse rounded-full bg-red-500" aria-hidden="true" />
            Live from Cape Town, South Africa
          </p>
          <h1 className="max-w-2xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            {SITE_TAGLINE}
          </h1>
          <p className="max-w-xl text-lg text-ocean-50 sm:text-xl">
            Where the ocean comes alive—right at your fingertips! Livestreaming the breathtaking
            waters of Cape Town to screens around the world.
          </p>
          <div>
            <Button asChild variant="accent" size="lg">
              <Link to="/cameras">
                <Play aria-hidden="true" />
                Start Watching
              </Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="mb-8 flex flex-col gap-2">
          <h2 id="featured-heading" className="text-3xl font-bold tracking-tight text-ocean-950">
            Featured Live Cameras
          </h2>
          <p className="text-slate-700">Tune in to what's happening on the Cape coast right now.</p>
        </div>
        <Suspense fallback={<CameraGridSkeleton count={FEATURED_SKELETON_COUNT} columns={4} />}>
          <Await
            resolve={loaderData.listing}
            errorElement={<CameraGrid cameras={SAMPLE_CAMERAS} columns={4} />}
          >
            {(listing) => <FeaturedCameras listing={listing} />}
          </Await>
        </Suspense>
      </section>

      {/* Bands without a heading of their own are divs: a section needs a heading. */}
      <div className="bg-gradient-to-r from-ocean-800 to-kelp-700 text-white">
        <blockquote className="mx-auto max-w-4xl px-4 py-14 text-center text-2xl font-semibold text-balance italic sm:text-3xl">
          <p>Streaming the soul of the sea. Live. Unfiltered. Unstoppable.</p>
        </blockquote>
      </div>

      <div className="mx-auto flex max-w-7xl justify-center px-4 py-14 sm:px-6">
        <Button asChild size="lg">
          <Link to="/cameras">
            View All Cameras
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </>
  )
}
