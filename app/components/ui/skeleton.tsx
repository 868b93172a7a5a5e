import * as React from "react"
import { cn } from "~/lib/utils"

function Skeleton({
  className,
  square = false,
  ...props
}: React.ComponentProps<"div"> & {
  /** No rounded corners (an image slot at a card's edge). */ square?: boolean
}) {
  return (
    <div
      data-slot="skeleton"
      className={cn("animate-pulse bg-ocean-100", !square && "rounded-md", className)}
      {...props}
    />
  )
}

export { Skeleton }
