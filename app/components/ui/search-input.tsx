import { Search } from "lucide-react"
import * as React from "react"
import { Input } from "~/components/ui/input"
import { cn } from "~/lib/utils"

function SearchInput({ className, ...props }: Omit<React.ComponentProps<typeof Input>, "type">) {
  return (
    <div data-slot="search-input" className={cn("relative max-w-md", className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-600"
        aria-hidden="true"
      />
      <Input type="search" className="pl-9" {...props} />
    </div>
  )
}

export { SearchInput }
