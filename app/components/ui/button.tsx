import { cva, type VariantProps } from "class-variance-authority"
import * as Slot from "radix-ui/slot"
import * as React from "react"
import { cn } from "~/lib/utils"

const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 font-semibold whitespace-nowrap transition-colors outline-none focus-visible:ring-3 focus-visible:ring-sun-400 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: "bg-ocean-700 text-white shadow-sm hover:bg-ocean-800",
        accent: "bg-sun-400 text-ocean-950 shadow-sm hover:bg-sun-300",
        destructive: "bg-red-700 text-white shadow-sm hover:bg-red-800",
        outline: "border border-ocean-200 bg-white text-ocean-900 shadow-xs hover:bg-ocean-50",
        "outline-light": "border border-white/70 bg-transparent text-white hover:bg-white/10",
        secondary: "bg-ocean-100 text-ocean-900 hover:bg-ocean-200",
        ghost: "text-ocean-900 hover:bg-ocean-100",
        "ghost-danger": "text-red-800 hover:bg-red-50",
        link: "text-ocean-700 underline-offset-4 hover:underline",
      },
      size: {
        default: "h-10 px-4 py-2 text-sm",
        sm: "h-9 px-3 text-sm",
        lg: "h-12 px-6 text-base",
        icon: "size-10 text-sm",
      },
      shape: {
        default: "rounded-md",
        pill: "rounded-full",
      },
    },
    defaultVariants: { variant: "default", size: "default", shape: "default" },
  },
)

function Button({
  className,
  variant,
  size,
  shape,
  asChild = false,
  ...props
}: React.ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : "button"
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size, shape }), className)}
      {...props}
    />
  )
}

export { Button, buttonVariants }
