// What /cameras and /highlights share: a search and one category at a time over the
// loaded list, and a way back when nothing matches.
import { useState } from "react"
import { Button } from "~/components/ui/button"
import { ALL } from "./filters"

export function useBrowseFilters() {
  const [category, setCategory] = useState<string>(ALL)
  const [search, setSearch] = useState("")
  function clear() {
    setCategory(ALL)
    setSearch("")
  }
  return { category, setCategory, search, setSearch, clear }
}

/** Pill buttons, one pressed: the category shown. */
export function CategoryButtons({
  options,
  value,
  onChange,
}: {
  options: readonly { value: string; label: string }[]
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div role="group" aria-label="Category" className="flex flex-wrap gap-2">
      {options.map((option) => (
        <Button
          key={option.value}
          type="button"
          size="sm"
          shape="pill"
          variant={value === option.value ? "default" : "outline"}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  )
}

export function NoMatches({
  onClear,
  children,
}: {
  onClear: () => void
  children: React.ReactNode
}) {
  return (
    <div className="rounded-xl border border-dashed border-ocean-200 px-6 py-16 text-center">
      {children}
      <Button type="button" variant="outline" className="mt-4" onClick={onClear}>
        Clear Filters
      </Button>
    </div>
  )
}
