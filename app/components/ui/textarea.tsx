import * as React from "react"
import { CONTROL_CLASS } from "~/components/ui/control-class"
import { cn } from "~/lib/utils"

function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cn("flex min-h-32 px-3 py-2 placeholder:text-slate-600", CONTROL_CLASS, className)}
      {...props}
    />
  )
}

export { Textarea }
