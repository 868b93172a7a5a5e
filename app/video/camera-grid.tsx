import { Card, CardContent, CardFooter } from "~/components/ui/card"
import { Skeleton } from "~/components/ui/skeleton"
import { CameraCard } from "./camera-card"
import type { CameraCardData } from "./types"

// Rows of up to three cards (four on Home's wide screens); a last row that is not full is
// centred, not left hanging.
const GRID = "flex flex-wrap justify-center gap-6"
const CELL = {
  3: "w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]",
  4: "w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)] 2xl:w-[calc((100%-4.5rem)/4)]",
}

/** The most cards a row holds on the widest screens. */
export type GridColumns = keyof typeof CELL

export function CameraGrid({
  cameras,
  headingLevel,
  eagerCount = 0,
  columns = 3,
}: {
  cameras: readonly CameraCardData[]
  headingLevel?: 2 | 3
  eagerCount?: number
  columns?: GridColumns
}) {
  return (
    <ul className={GRID} aria-label="Cameras">
      {cameras.map((camera, index) => (
        <li key={camera.id} className={CELL[columns]}>
          <CameraCard camera={camera} headingLevel={headingLevel} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  )
}

/** The loading state of a camera grid (4 cards on home, 6 on the cameras page). */
export function CameraGridSkeleton({
  count,
  columns = 3,
}: {
  count: number
  columns?: GridColumns
}) {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        Loading cameras...
      </p>
      <div className={GRID} data-slot="camera-grid-skeleton">
        {Array.from({ length: count }, (_, index) => (
          <Card
            key={index}
            data-slot="camera-card-skeleton"
            aria-hidden="true"
            className={CELL[columns]}
          >
            <Skeleton square className="aspect-video w-full" />
            <CardContent className="flex flex-col gap-2 pt-4">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-1/3" />
            </CardContent>
            <CardFooter>
              <Skeleton className="h-10 w-full" />
            </CardFooter>
          </Card>
        ))}
      </div>
    </div>
  )
}
