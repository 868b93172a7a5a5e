import { ChevronDownIcon } from "lucide-react"
import * as React from "react"
import { cn } from "~/lib/utils"

// A plain <select>: it works before JavaScript has loaded, and on phones it
// opens the system picker.
function NativeSelect({
  className,
  wrapperClassName = "w-full",
  ...props
}: React.ComponentProps<"select"> & {
  /** The width of the field (the select fills it; the chevron sits at its end). */
  wrapperClassName?: string
}) {
  return (
    <div data-slot="native-select-wrapper" className={cn("relative", wrapperClassName)}>
      <select
        data-slot="native-select"
        className={cn(
          "flex h-10 w-full min-w-0 appearance-none rounded-md border border-ocean-300 bg-white py-2 pr-9 pl-3 text-base text-ocean-950 shadow-xs outline-none focus-visible:border-ocean-600 focus-visible:ring-3 focus-visible:ring-ocean-600/30 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-700 aria-invalid:ring-red-700/20 md:text-sm",
          className,
        )}
        {...props}
      />
      <ChevronDownIcon
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ocean-900 opacity-70"
        aria-hidden="true"
      />
    </div>
  )
}

export { NativeSelect }
