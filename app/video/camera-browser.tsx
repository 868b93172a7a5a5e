// The interactive part of /cameras (docs/product.md#live-cameras): search, the seven
// category buttons, the counters and the grid, over the loaded listing.
import { SearchInput } from "~/components/ui/search-input"
import { useResultToast } from "~/lib/result-toast"
import { cn } from "~/lib/utils"
import { CameraGrid } from "./camera-grid"
import { CategoryButtons, NoMatches, useBrowseFilters } from "./browse-controls"
import { CAMERA_FILTERS, countCameras, filterCameras } from "./filters"
import { formatCount } from "./format"
import type { CameraListing } from "./types"

export function CameraBrowser({ listing }: { listing: CameraListing }) {
  useResultToast(listing.toast)
  const { category, setCategory, search, setSearch, clear } = useBrowseFilters()
  const counts = countCameras(listing.cameras)
  const visible = filterCameras(listing.cameras, category, search)

  return (
    <div className="flex flex-col gap-6">
      <SearchInput
        aria-label="Search cameras"
        placeholder="Search by location or name..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <CategoryButtons options={CAMERA_FILTERS} value={category} onChange={setCategory} />
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
        <NoMatches onClear={clear}>
          <h2 className="text-xl font-semibold text-ocean-950">No cameras found</h2>
          <p className="mt-2 text-slate-700">Try adjusting your filters or search term</p>
        </NoMatches>
      )}
    </div>
  )
}

function Counter({ className, children }: { className: string; children: React.ReactNode }) {
  return <li className={cn("rounded-full px-3 py-1", className)}>{children}</li>
}
