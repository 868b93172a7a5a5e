import { ChevronDownIcon } from "lucide-react"
import * as React from "react"
import { CONTROL_CLASS } from "~/components/ui/control-class"
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
        className={cn("flex h-10 appearance-none py-2 pr-9 pl-3", CONTROL_CLASS, className)}
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
