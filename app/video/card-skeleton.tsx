// The shape of a camera or highlight card while its data loads.
import { Card, CardContent } from "~/components/ui/card"
import { Skeleton } from "~/components/ui/skeleton"
import { cn } from "~/lib/utils"

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
