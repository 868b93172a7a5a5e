// Category + search filtering for the cameras and highlights pages.
import type { CameraCardData, CameraCategory, HighlightItem } from "./types"

export const ALL = "all"

/** The seven category buttons of /cameras. */
export const CAMERA_FILTERS: ReadonlyArray<{ label: string; value: CameraCategory | typeof ALL }> =
  [
    { label: "All Cameras", value: ALL },
    { label: "Wildlife", value: "wildlife" },
    { label: "Beaches", value: "beach" },
    { label: "Harbors", value: "harbor" },
    { label: "Nature", value: "nature" },
    { label: "Landmarks", value: "landmark" },
    { label: "Historical", value: "historical" },
  ]

/** Those in the category (or any, for ALL) with the search text in one of their `fields`. */
function filterBy<T extends { category: string }>(
  items: readonly T[],
  category: string,
  search: string,
  fields: (item: T) => string[],
): T[] {
  const term = search.trim().toLowerCase()
  return items.filter(
    (item) =>
      (category === ALL || item.category === category) &&
      (term === "" || fields(item).some((text) => text.toLowerCase().includes(term))),
  )
}

/** Case-insensitive substring match on title or location. */
export function filterCameras(
  cameras: readonly CameraCardData[],
  category: string,
  search: string,
) {
  return filterBy(cameras, category, search, (camera) => [camera.title, camera.location])
}

/** The /cameras counters: Premium counts isPremium, Free all others. */
export function countCameras(cameras: readonly CameraCardData[]) {
  const premium = cameras.filter((camera) => camera.isPremium).length
  return {
    live: cameras.filter((camera) => camera.isLive).length,
    free: cameras.length - premium,
    premium,
  }
}

/** Case-insensitive substring match on title or description. */
export function filterHighlights(
  items: readonly HighlightItem[],
  category: string,
  search: string,
) {
  return filterBy(items, category, search, (item) => [item.title, item.description])
}

/** Chips for each category found in the loaded data, in order of appearance. */
export function highlightCategories(items: readonly HighlightItem[]): string[] {
  return [...new Set(items.map((item) => item.category))]
}

export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1)
}

/** The featured list only when some are featured; the all list has the rest, or everything. */
export function splitFeatured(items: readonly HighlightItem[]) {
  const featured = items.filter((item) => item.featured)
  const rest = items.filter((item) => !item.featured)
  return { featured, rest: featured.length > 0 ? rest : [...items] }
}
