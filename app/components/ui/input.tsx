import * as React from "react"
import { CONTROL_CLASS } from "~/components/ui/control-class"
import { cn } from "~/lib/utils"

function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn("flex h-10 px-3 py-2 placeholder:text-slate-600", CONTROL_CLASS, className)}
      {...props}
    />
  )
}

export { Input }
