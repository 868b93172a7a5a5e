import * as LabelPrimitive from "radix-ui/label"
import * as React from "react"
import { cn } from "~/lib/utils"

function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn("text-sm leading-none font-medium text-ocean-950", className)}
      {...props}
    />
  )
}

export { Label }
