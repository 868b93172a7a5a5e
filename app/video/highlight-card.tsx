import { Eye, Play } from "lucide-react"
import { Badge } from "~/components/ui/badge"
import { Card, CardContent } from "~/components/ui/card"
import { Skeleton } from "~/components/ui/skeleton"
import { capitalize } from "./filters"
import { formatViews } from "./format"
import type { HighlightItem } from "./types"

/**
 * Thumbnail, title, description, views and category; opens the short in a new tab.
 * `eager` cards are in the first screenful; the `first` one's picture is fetched before
 * anything else (on a phone it is the largest thing painted).
 */
export function HighlightCard({
  item,
  eager = false,
  first = false,
}: {
  item: HighlightItem
  eager?: boolean
  first?: boolean
}) {
  return (
    <a
      href={item.url}
      target="_blank"
      rel="noopener noreferrer"
      data-slot="highlight-card"
      className="group block h-full rounded-xl outline-none focus-visible:ring-3 focus-visible:ring-sun-400 focus-visible:ring-offset-2"
    >
      <Card className="h-full transition-shadow group-hover:shadow-md">
        {/* A 9:16 frame cropped to the thumbnail's centre, as the platform's Shorts shelf does. */}
        <div className="relative aspect-[9/16] overflow-hidden bg-ocean-900">
          <img
            src={item.thumbnailUrl}
            alt=""
            width={270}
            height={480}
            loading={eager ? "eager" : "lazy"}
            fetchPriority={first ? "high" : undefined}
            decoding="async"
            className="size-full object-cover transition-transform group-hover:scale-105"
          />
          <span className="absolute inset-0 flex items-center justify-center opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
            <span className="rounded-full bg-ocean-950/80 p-3 text-white">
              <Play className="size-6" aria-hidden="true" />
            </span>
          </span>
        </div>
        {/* Narrower padding two to a row on a phone leaves the text room for a line. */}
        <div
          data-slot="card-content"
          className="flex flex-1 flex-col gap-2 px-3 pt-3 pb-4 sm:px-6 sm:pt-4 sm:pb-6"
        >
          {/* Clamped: a card two to a row on a phone is narrow, and the full title is on the platform. */}
          <h3
            title={item.title}
            className="line-clamp-2 text-base leading-tight font-semibold break-words text-ocean-950 group-hover:underline"
          >
            {item.title}
          </h3>
          <p className="line-clamp-3 text-sm break-words text-slate-700">{item.description}</p>
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2 text-sm text-slate-700">
            <span className="flex items-center gap-1.5 whitespace-nowrap">
              <Eye className="size-4 shrink-0" aria-hidden="true" />
              {formatViews(item.views)}
            </span>
            <Badge variant="secondary">{capitalize(item.category)}</Badge>
          </div>
          <span className="sr-only">(opens in a new tab)</span>
        </div>
      </Card>
    </a>
  )
}

export function HighlightCardSkeleton() {
  return (
    <Card aria-hidden="true" data-slot="highlight-card-skeleton">
      <Skeleton square className="aspect-[9/16] w-full" />
      <CardContent className="flex flex-col gap-2 pt-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </CardContent>
    </Card>
  )
}
