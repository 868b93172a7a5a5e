import { cva, type VariantProps } from "class-variance-authority"
import * as React from "react"
import { cn } from "~/lib/utils"

const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 font-bold tracking-wide whitespace-nowrap [&>svg]:size-3",
  {
    variants: {
      variant: {
        default: "bg-ocean-700 text-white",
        live: "bg-red-700 text-white",
        premium: "bg-sun-400 text-ocean-950",
        free: "bg-emerald-700 text-white",
        secondary: "bg-ocean-100 text-ocean-900",
        outline: "border border-ocean-300 text-ocean-900",
      },
      size: {
        default: "text-xs",
        md: "text-sm",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
)

function Badge({
  className,
  variant,
  size,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return (
    <span
      data-slot="badge"
      className={cn(badgeVariants({ variant, size }), className)}
      {...props}
    />
  )
}

export { Badge, badgeVariants }
