import * as React from "react"
import { cn } from "~/lib/utils"

function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        "flex h-10 w-full min-w-0 rounded-md border border-ocean-300 bg-white px-3 py-2 text-base text-ocean-950 shadow-xs outline-none placeholder:text-slate-600 focus-visible:border-ocean-600 focus-visible:ring-3 focus-visible:ring-ocean-600/30 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-700 aria-invalid:ring-red-700/20 md:text-sm",
        className,
      )}
      {...props}
    />
  )
}

export { Input }
