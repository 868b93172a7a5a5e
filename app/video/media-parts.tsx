// The parts the camera and highlight cards and the camera page build from: a line with
// its icon, the veil over a picture that is not live, and a card's loading shape.
import type { LucideIcon } from "lucide-react"
import { Card, CardContent } from "~/components/ui/card"
import { Skeleton } from "~/components/ui/skeleton"
import { cn } from "~/lib/utils"

export function IconLine({
  icon: Icon,
  className,
  children,
}: {
  icon: LucideIcon
  className?: string
  children: React.ReactNode
}) {
  return (
    <p className={cn("flex items-center gap-1.5", className)}>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  )
}

/** Dims the picture under it and says why (COMING SOON, OFFLINE), with an optional note. */
export function PictureVeil({ label, children }: { label: string; children?: React.ReactNode }) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-ocean-950/55 p-4 text-center text-white">
      <span className="rounded-md bg-ocean-950/85 px-3 py-1.5 text-sm font-bold tracking-widest">
        {label}
      </span>
      {children}
    </div>
  )
}

/** A card's shape while its data loads: the picture, a title and two lines. */
export function CardSkeleton({
  slot,
  pictureClassName,
  lineWidths,
  className,
  children,
}: {
  slot: string
  pictureClassName: string
  /** The widths of the two lines under the title. */
  lineWidths: [string, string]
  className?: string
  /** What follows the text (a button's place). */
  children?: React.ReactNode
}) {
  return (
    <Card aria-hidden="true" data-slot={slot} className={className}>
      <Skeleton square className={cn(pictureClassName, "w-full")} />
      <CardContent className="flex flex-col gap-2 pt-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className={cn("h-4", lineWidths[0])} />
        <Skeleton className={cn("h-4", lineWidths[1])} />
      </CardContent>
      {children}
    </Card>
  )
}
