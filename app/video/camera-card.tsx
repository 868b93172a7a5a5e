import { ExternalLink, MapPin, Users } from "lucide-react"
import { Link } from "react-router"
import { FavouriteToggle } from "~/accounts/favourites-toggle"
import { Badge } from "~/components/ui/badge"
import { Button } from "~/components/ui/button"
import { Card, CardContent, CardFooter } from "~/components/ui/card"
import { cn } from "~/lib/utils"
import { formatViewers } from "./format"
import type { CameraCardData } from "./types"

type CameraCardProps = {
  camera: CameraCardData
  /** The heading level that fits the page's outline. */
  headingLevel?: 2 | 3
  /**
   * The card at the top of the first screenful (on a phone its picture is the largest
   * thing painted): its picture loads at once and first; the others lazily.
   */
  eager?: boolean
}

/** A camera (docs/product.md#camera-card). The sponsor is part of the data but is never shown. */
export function CameraCard({ camera, headingLevel = 3, eager = false }: CameraCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3"
  const page = camera.slug ? `/cameras/${camera.slug}` : undefined
  return (
    <Card data-slot="camera-card" className="h-full">
      <div className="relative aspect-video overflow-hidden bg-ocean-900">
        <img
          src={camera.imageUrl}
          alt=""
          width={640}
          height={360}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          decoding="async"
          className={cn("size-full object-cover", camera.comingSoon && "opacity-70")}
        />
        {/* Above the coming-soon veil, so the badges keep their contrast. */}
        <div className="absolute top-3 left-3 z-10 flex gap-2">
          {camera.isLive ? (
            <Badge variant="live">
              <span className="size-1.5 animate-pulse rounded-full bg-white" aria-hidden="true" />
              LIVE
            </Badge>
          ) : null}
          {camera.isPremium ? (
            <Badge variant="premium">PREMIUM</Badge>
          ) : (
            <Badge variant="free">FREE</Badge>
          )}
        </div>
        {camera.comingSoon ? (
          <div className="absolute inset-0 flex items-center justify-center bg-ocean-950/55">
            <span className="rounded-md bg-ocean-950/85 px-3 py-1.5 text-sm font-bold tracking-widest text-white">
              COMING SOON
            </span>
          </div>
        ) : null}
        {/* The title's link is the one announced; the picture is a second, mouse-only way in. */}
        {page ? (
          <Link to={page} className="absolute inset-0 z-20" tabIndex={-1} aria-hidden="true" />
        ) : null}
      </div>
      <CardContent className="flex flex-col gap-1.5 pt-4">
        <Heading className="text-lg leading-tight font-semibold text-ocean-950">
          {page ? (
            <Link to={page} className="hover:underline focus-visible:underline">
              {camera.title}
            </Link>
          ) : (
            camera.title
          )}
        </Heading>
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {camera.location}
        </p>
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <Users className="size-4 shrink-0" aria-hidden="true" />
          {formatViewers(camera.viewerCount)}
        </p>
      </CardContent>
      <CardFooter className="flex-col gap-2">
        {/* Only cameras with a page of their own can be favourites (not the samples). */}
        {page && !camera.comingSoon ? (
          <FavouriteToggle camera={camera.slug!} name={camera.title} className="w-full" />
        ) : null}
        {camera.comingSoon ? (
          <Button className="w-full" variant="secondary" disabled>
            Coming Soon
          </Button>
        ) : (
          <Button asChild className="w-full">
            {/* Opens in a new tab without opener access */}
            <a href={camera.youtubeUrl} target="_blank" rel="noopener noreferrer">
              Watch Now
              <span className="sr-only">: {camera.title} (opens in a new tab)</span>
              <ExternalLink aria-hidden="true" />
            </a>
          </Button>
        )}
      </CardFooter>
    </Card>
  )
}
