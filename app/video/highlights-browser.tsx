// The interactive part of /highlights (docs/product.md#highlights):
// search, category chips from the data, featured and all sections, empty state.
import { useState } from "react"
import { Button } from "~/components/ui/button"
import { SearchInput } from "~/components/ui/search-input"
import { useResultToast } from "~/lib/result-toast"
import { ALL, capitalize, filterHighlights, highlightCategories, splitFeatured } from "./filters"
import { HighlightCard, HighlightCardSkeleton } from "./highlight-card"
import type { HighlightItem, HighlightListing } from "./types"

// Shorts are vertical: narrow 9:16 cards, up to five a row; a last row that is not
// full is centred.
const SHORTS_GRID = "flex flex-wrap justify-center gap-4 sm:gap-6"
const SHORTS_CELL =
  "w-[calc((100%-1rem)/2)] sm:w-[calc((100%-3rem)/3)] lg:w-[calc((100%-4.5rem)/4)] xl:w-[calc((100%-6rem)/5)]"

/** Cards in the first row on a phone: the pictures a visitor sees first (the others load lazily). */
const PHONE_ROW = 2

export const SHORTS_FAILED_TEXT =
  "Failed to load shorts. Please check the channel ID and try again."

export function HighlightsBrowser({ listing }: { listing: HighlightListing }) {
  useResultToast(listing.toast)
  const [category, setCategory] = useState<string>(ALL)
  const [search, setSearch] = useState("")
  const categories = highlightCategories(listing.items)
  const { featured, rest } = splitFeatured(filterHighlights(listing.items, category, search))

  function clearFilters() {
    setCategory(ALL)
    setSearch("")
  }

  return (
    <div className="flex flex-col gap-8">
      {listing.failed ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800"
        >
          {SHORTS_FAILED_TEXT}
        </p>
      ) : null}
      <div className="flex flex-col gap-4">
        <SearchInput
          aria-label="Search highlights"
          placeholder="Search highlights..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <div role="group" aria-label="Category" className="flex flex-wrap gap-2">
          {[ALL, ...categories].map((value) => (
            <Button
              key={value}
              type="button"
              size="sm"
              shape="pill"
              variant={category === value ? "default" : "outline"}
              aria-pressed={category === value}
              onClick={() => setCategory(value)}
            >
              {value === ALL ? "All" : capitalize(value)}
            </Button>
          ))}
        </div>
      </div>
      {featured.length === 0 && rest.length === 0 ? (
        <div className="rounded-xl border border-dashed border-ocean-200 px-6 py-16 text-center">
          <p className="text-lg text-slate-700">No highlights found matching your search.</p>
          <Button type="button" variant="outline" className="mt-4" onClick={clearFilters}>
            Clear Filters
          </Button>
        </div>
      ) : (
        <>
          {featured.length > 0 ? (
            <HighlightSection
              id="featured-shorts"
              title="Featured Shorts"
              items={featured}
              eagerCount={PHONE_ROW}
            />
          ) : null}
          {rest.length > 0 ? (
            <HighlightSection id="all-shorts" title="All Shorts" items={rest} />
          ) : null}
        </>
      )}
    </div>
  )
}

function HighlightSection({
  id,
  title,
  items,
  eagerCount = 0,
}: {
  id: string
  title: string
  items: HighlightItem[]
  /** How many cards, from the first, are in the first screenful and load at once. */
  eagerCount?: number
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-ocean-950">
        {title}
      </h2>
      <ul className={SHORTS_GRID}>
        {items.map((item, index) => (
          <li key={item.id} className={SHORTS_CELL}>
            <HighlightCard
              item={item}
              eager={index < eagerCount}
              first={index === 0 && eagerCount > 0}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** 'Loading Highlights...' with skeleton cards. */
export function HighlightsSkeleton({ count }: { count: number }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <p role="status" className="text-lg font-medium text-ocean-900">
        Loading Highlights...
      </p>
      <ul className={SHORTS_GRID} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={SHORTS_CELL}>
            <HighlightCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  )
}
