// /cameras/:slug: one camera's page (docs/product.md#camera-page). Live: the
// click-to-play player and its context; offline: the same page with when it was last
// live; a sample: coming soon. An old address answers 301, an unknown one 404.
import { CalendarClock, Eye, MapPin, Sun, Sunrise, Sunset, Users } from "lucide-react"
import { data, isRouteErrorResponse, Link, redirect } from "react-router"
import type { Route } from "./+types/cameras.$slug"
import { NotFoundPage } from "~/components/layout/not-found-page"
import { Badge } from "~/components/ui/badge"
import { Button } from "~/components/ui/button"
import { useNonce } from "~/lib/nonce"
import { pageMeta } from "~/lib/site"
import { favouriteSlugsOf } from "~/accounts/favourites.server"
import { visitorOf } from "~/scope/visitor.server"
import { FavouriteToggle } from "~/accounts/favourites-toggle"
import { CameraCard } from "~/video/camera-card"
import { CameraClock } from "~/video/camera-clock"
import { cameraJsonLd, cameraPageDescription, absoluteUrl } from "~/video/camera-seo"
import { CameraPlayer } from "~/video/camera-player"
import { getCameraPage } from "~/video/camera-page.server"
import { formatViewers } from "~/video/format"
import { HighlightCard } from "~/video/highlight-card"
import { ShareButton } from "~/video/share-button"
import { scopeOf } from "~/scope/request-scope.server"

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, channelCache, now, config } = scopeOf(context)
  const result = await getCameraPage({ db, cache: channelCache, slug: params.slug, now: now() })
  if (result.kind === "moved") throw redirect(`/cameras/${result.slug}`, 301)
  if (result.kind === "missing") throw data("Not Found", { status: 404 })
  const camera = result.camera
  const origin = config.publicOrigin
  const canonicalUrl = `${origin}/cameras/${camera.slug}`
  const imageUrl = absoluteUrl(origin, camera.imageUrl)
  const jsonLd = cameraJsonLd(camera, canonicalUrl, imageUrl)
  // Made here, so the structured data's code stays on the server.
  return {
    camera,
    // Null when signed out: the page is then the same for everyone.
    favouriteSlugs:
      camera.status === "sample"
        ? null
        : await favouriteSlugsOf(db, await visitorOf({ request, context })),
    canonicalUrl,
    imageUrl,
    description: cameraPageDescription(camera),
    // JSON with "<" escaped cannot end the script element early.
    jsonLd: jsonLd ? JSON.stringify(jsonLd).replace(/</g, "\\u003c") : null,
  }
}

// The root adds the site's picture to pages without their own.
export const handle = { ownOgImage: true }

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return pageMeta("Page not found", "The page you asked for does not exist.")
  const { camera, canonicalUrl, imageUrl, description } = loaderData
  return [
    ...pageMeta(camera.name, description).filter(
      (tag) => !("property" in tag && tag.property === "og:type"),
    ),
    { tagName: "link", rel: "canonical", href: canonicalUrl },
    { property: "og:type", content: camera.videoId ? "video.other" : "website" },
    { property: "og:image", content: imageUrl },
    { property: "og:image:alt", content: camera.name },
  ]
}

export default function CameraPage({ loaderData }: Route.ComponentProps) {
  const { camera, jsonLd } = loaderData
  const nonce = useNonce()
  return (
    <article className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6">
      {jsonLd ? (
        <script
          type="application/ld+json"
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: jsonLd }}
        />
      ) : null}
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          {camera.status === "live" ? (
            <Badge variant="live" size="md">
              <span className="size-1.5 animate-pulse rounded-full bg-white" aria-hidden="true" />
              LIVE
            </Badge>
          ) : camera.status === "offline" ? (
            <Badge variant="secondary" size="md">
              OFFLINE
            </Badge>
          ) : (
            <Badge variant="secondary" size="md">
              COMING SOON
            </Badge>
          )}
          {camera.isPremium ? (
            <Badge variant="premium" size="md">
              PREMIUM
            </Badge>
          ) : (
            <Badge variant="free" size="md">
              FREE
            </Badge>
          )}
          <Badge variant="outline" size="md">
            {camera.categoryLabel}
          </Badge>
        </div>
        <h1 className="text-3xl font-bold tracking-tight text-ocean-950 sm:text-4xl">
          {camera.name}
        </h1>
        <div className="flex flex-wrap gap-x-5 gap-y-1 text-slate-700">
          <p className="flex items-center gap-1.5">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {camera.location}
          </p>
          {camera.status === "live" ? (
            <p className="flex items-center gap-1.5">
              <Users className="size-4 shrink-0" aria-hidden="true" />
              {formatViewers(camera.viewerCount)} · updated {camera.updatedAt}
            </p>
          ) : null}
          {camera.status === "offline" && camera.lastLive ? (
            <p className="flex items-center gap-1.5">
              <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
              Last live {camera.lastLive}
            </p>
          ) : null}
        </div>
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-4">
          {camera.status === "live" && camera.videoId ? (
            <CameraPlayer videoId={camera.videoId} name={camera.name} imageUrl={camera.imageUrl} />
          ) : (
            <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-ocean-900">
              <img
                src={camera.imageUrl}
                alt=""
                width={1280}
                height={720}
                className="size-full object-cover opacity-60"
              />
              <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-ocean-950/55 p-4 text-center text-white">
                <span className="rounded-md bg-ocean-950/85 px-3 py-1.5 text-sm font-bold tracking-widest">
                  {camera.status === "offline" ? "OFFLINE" : "COMING SOON"}
                </span>
                {camera.status === "offline" ? (
                  <p className="max-w-md text-sm">
                    {camera.offlineNote ?? "This camera is not broadcasting right now."}
                  </p>
                ) : null}
              </div>
            </div>
          )}
          <div className="flex flex-wrap items-center justify-between gap-3">
            {camera.videoId ? (
              <Button asChild variant="outline">
                <a href={camera.youtubeUrl} target="_blank" rel="noopener noreferrer">
                  Watch on YouTube
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Button>
            ) : null}
            <div className="flex flex-wrap items-center gap-3">
              {camera.status === "sample" ? null : (
                <FavouriteToggle camera={camera.slug} name={camera.name} />
              )}
              <ShareButton url={loaderData.canonicalUrl} title={camera.name} />
            </div>
          </div>
          {camera.sponsor ? (
            <p className="text-sm text-slate-700">
              Sponsored by{" "}
              {camera.sponsor.url ? (
                <a
                  href={camera.sponsor.url}
                  target="_blank"
                  rel="sponsored noopener"
                  className="font-semibold text-ocean-800 underline"
                >
                  {camera.sponsor.name}
                </a>
              ) : (
                <span className="font-semibold">{camera.sponsor.name}</span>
              )}
            </p>
          ) : null}
          {camera.ownerDescription ? (
            <p className="whitespace-pre-line text-slate-800">{camera.ownerDescription}</p>
          ) : null}
          {camera.broadcastDescription.length > 0 ? (
            <section aria-labelledby="broadcast-heading" className="flex flex-col gap-2">
              <h2 id="broadcast-heading" className="text-xl font-semibold text-ocean-950">
                About the broadcast
              </h2>
              <p className="break-words whitespace-pre-line text-slate-800">
                {camera.broadcastDescription.map((part, index) =>
                  part.href ? (
                    <a
                      key={index}
                      href={part.href}
                      target="_blank"
                      rel="nofollow ugc noopener noreferrer"
                      className="text-ocean-800 underline"
                    >
                      {part.text}
                    </a>
                  ) : (
                    <span key={index}>{part.text}</span>
                  ),
                )}
              </p>
            </section>
          ) : null}
        </div>

        <aside className="flex flex-col gap-6" aria-label="At the camera">
          <section className="flex flex-col gap-2 rounded-xl border border-ocean-100 bg-white p-5 shadow-sm">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-ocean-950">
              <Sun className="size-5" aria-hidden="true" />
              Time and light
            </h2>
            <CameraClock nowIso={camera.nowIso} />
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
              <dt className="flex items-center gap-1.5">
                <Sunrise className="size-4" aria-hidden="true" />
                Sunrise
              </dt>
              <dd>{camera.sun.sunrise}</dd>
              <dt className="flex items-center gap-1.5">
                <Sunset className="size-4" aria-hidden="true" />
                Sunset
              </dt>
              <dd>{camera.sun.sunset}</dd>
              <dt>Golden hour</dt>
              <dd>
                {camera.sun.morningGolden} and {camera.sun.eveningGolden}
              </dd>
            </dl>
            <p className="text-xs text-slate-700">Today, at the camera, in South African time.</p>
          </section>
          <section className="flex flex-col gap-2 rounded-xl border border-ocean-100 bg-white p-5 shadow-sm">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-ocean-950">
              <Eye className="size-5" aria-hidden="true" />
              What to look for
            </h2>
            <p className="whitespace-pre-line text-slate-800">{camera.lookFor}</p>
            <h2 className="mt-2 text-lg font-semibold text-ocean-950">Best viewing times</h2>
            <p className="whitespace-pre-line text-slate-800">{camera.bestTimes}</p>
          </section>
        </aside>
      </div>

      {camera.otherLive.length > 0 ? (
        <section aria-labelledby="other-live-heading" className="flex flex-col gap-4">
          <h2 id="other-live-heading" className="text-2xl font-bold text-ocean-950">
            Other live cameras
          </h2>
          <ul aria-label="Other live cameras" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {camera.otherLive.map((other) => (
              <li key={other.slug}>
                <CameraCard camera={other} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {camera.highlights.length > 0 ? (
        <section aria-labelledby="highlights-heading" className="flex flex-col gap-4">
          <h2 id="highlights-heading" className="text-2xl font-bold text-ocean-950">
            Related highlights
          </h2>
          <ul aria-label="Related highlights" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {camera.highlights.map((item) => (
              <li key={item.id}>
                <HighlightCard item={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <p>
        <Link to="/cameras" className="font-semibold text-ocean-800 underline">
          All cameras
        </Link>
      </p>
    </article>
  )
}

// An unknown camera is the site's 404 page; any other failure goes to the root's boundary.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  throw error
}
