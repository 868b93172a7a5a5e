import * as React from "react"
import { cn } from "~/lib/utils"

function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card"
      className={cn(
        "flex flex-col overflow-hidden rounded-xl border border-ocean-100 bg-white text-ocean-950 shadow-sm",
        className,
      )}
      {...props}
    />
  )
}

function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-header"
      className={cn("flex flex-col gap-1.5 p-6", className)}
      {...props}
    />
  )
}

// The size classes are defaults: a caller's className replaces them (no class merging).
function CardTitle({
  className = "text-lg leading-tight",
  children,
  ...props
}: React.ComponentProps<"h3">) {
  return (
    <h3 data-slot="card-title" className={cn("font-semibold", className)} {...props}>
      {children}
    </h3>
  )
}

function CardDescription({ className = "text-sm", ...props }: React.ComponentProps<"p">) {
  return <p data-slot="card-description" className={cn("text-slate-700", className)} {...props} />
}

function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("px-6 pb-6", className)} {...props} />
}

function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-footer"
      className={cn("mt-auto flex items-center px-6 pb-6", className)}
      {...props}
    />
  )
}

export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle }
