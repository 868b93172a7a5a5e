// The interactive part of /cameras (docs/product.md#live-cameras): search, the seven
// category buttons, the counters and the grid, over the loaded listing.
import { useState } from "react"
import { Button } from "~/components/ui/button"
import { SearchInput } from "~/components/ui/search-input"
import { useResultToast } from "~/lib/result-toast"
import { cn } from "~/lib/utils"
import { CameraGrid } from "./camera-grid"
import { ALL, CAMERA_FILTERS, countCameras, filterCameras } from "./filters"
import { formatCount } from "./format"
import type { CameraListing } from "./types"

export function CameraBrowser({ listing }: { listing: CameraListing }) {
  useResultToast(listing.toast)
  const [category, setCategory] = useState<string>(ALL)
  const [search, setSearch] = useState("")
  const counts = countCameras(listing.cameras)
  const visible = filterCameras(listing.cameras, category, search)

  function clearFilters() {
    setCategory(ALL)
    setSearch("")
  }

  return (
    <div className="flex flex-col gap-6">
      <SearchInput
        aria-label="Search cameras"
        placeholder="Search by location or name..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div role="group" aria-label="Category" className="flex flex-wrap gap-2">
        {CAMERA_FILTERS.map((filter) => (
          <Button
            key={filter.value}
            type="button"
            size="sm"
            shape="pill"
            variant={category === filter.value ? "default" : "outline"}
            aria-pressed={category === filter.value}
            onClick={() => setCategory(filter.value)}
          >
            {filter.label}
          </Button>
        ))}
      </div>
      <ul aria-label="Camera counts" className="flex flex-wrap gap-3 text-sm font-semibold">
        <Counter className="bg-red-50 text-red-800">{formatCount(counts.live)} Live Now</Counter>
        <Counter className="bg-emerald-50 text-emerald-800">
          {formatCount(counts.free)} Free
        </Counter>
        <Counter className="bg-sun-300/40 text-ocean-950">
          {formatCount(counts.premium)} Premium
        </Counter>
      </ul>
      {visible.length > 0 ? (
        <CameraGrid cameras={visible} headingLevel={2} eagerCount={1} />
      ) : (
        <div className="rounded-xl border border-dashed border-ocean-200 px-6 py-16 text-center">
          <h2 className="text-xl font-semibold text-ocean-950">No cameras found</h2>
          <p className="mt-2 text-slate-700">Try adjusting your filters or search term</p>
          <Button type="button" variant="outline" className="mt-4" onClick={clearFilters}>
            Clear Filters
          </Button>
        </div>
      )}
    </div>
  )
}

function Counter({ className, children }: { className: string; children: React.ReactNode }) {
  return <li className={cn("rounded-full px-3 py-1", className)}>{children}</li>
}
