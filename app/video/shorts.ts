// Pure rules for shorts (docs/product.md#highlights): detection, title clean-up, categories and
// highlight items.
import type { HighlightCategory, HighlightItem, ShortVideo } from "./types"

/** The default threshold; the server passes SHORTS_MAX_SECONDS instead (the platform counts up to 180 s since October 2024). */
export const DEFAULT_SHORTS_MAX_SECONDS = 60
export const MAX_HIGHLIGHTS = 20
export const FEATURED_COUNT = 3
export const DESCRIPTION_MAX_CHARS = 120

const SHORTS_TAG = /#shorts?\b/i
const SHORTS_TAG_GLOBAL = /#shorts?\b/gi

/** Seconds in an ISO 8601 duration such as PT1M5S or P1DT2H; NaN when it is not one. */
export function parseIsoDuration(duration: string): number {
  const match =
    /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
      duration.trim(),
    )
  if (!match || duration.trim() === "P" || duration.trim().endsWith("T")) return Number.NaN
  const [, days, hours, minutes, seconds] = match
  return (
    (Number(days ?? 0) * 24 + Number(hours ?? 0)) * 3600 +
    Number(minutes ?? 0) * 60 +
    Number(seconds ?? 0)
  )
}

export function hasShortsTag(text: string): boolean {
  return SHORTS_TAG.test(text)
}

/** #short/#shorts in title or description, or a duration of at most the threshold. */
export function isShort(
  video: Pick<ShortVideo, "title" | "description" | "duration">,
  maxSeconds: number = DEFAULT_SHORTS_MAX_SECONDS,
): boolean {
  if (hasShortsTag(video.title) || hasShortsTag(video.description)) return true
  const seconds = parseIsoDuration(video.duration)
  // P0D is what the platform reports for streams that are live or upcoming: not a short.
  return Number.isFinite(seconds) && seconds > 0 && seconds <= maxSeconds
}

/** The tags are removed from the title, which is then trimmed. */
export function cleanShortTitle(title: string): string {
  return title
    .replace(SHORTS_TAG_GLOBAL, "")
    .replace(/\s{2,}/g, " ")
    .trim()
}

/** The description is cut to 120 characters plus an ellipsis. */
export function truncateDescription(
  description: string,
  max: number = DESCRIPTION_MAX_CHARS,
): string {
  return description.length > max ? `${description.slice(0, max)}...` : description
}

// Which words give which category. The first group with a match wins, so a
// "seal rescue" is conservation and "dolphins in the waves" is wildlife.
export const CATEGORY_WORDS: ReadonlyArray<readonly [HighlightCategory, readonly string[]]> = [
  [
    "conservation",
    [
      "conservation",
      "cleanup",
      "clean-up",
      "clean up",
      "plastic",
      "rescue",
      "rehab",
      "protect",
      "volunteer",
      "volunteers",
      "litter",
      "sanctuary",
    ],
  ],
  [
    "wildlife",
    [
      "whale",
      "whales",
      "humpback",
      "dolphin",
      "dolphins",
      "seal",
      "seals",
      "shark",
      "sharks",
      "penguin",
      "penguins",
      "bird",
      "birds",
      "gannet",
      "octopus",
      "fish",
      "wildlife",
      "orca",
      "otter",
    ],
  ],
  [
    "weather",
    [
      "storm",
      "swell",
      "wave",
      "waves",
      "wind",
      "rain",
      "weather",
      "fog",
      "mist",
      "thunder",
      "cold front",
      "surf",
    ],
  ],
  [
    "scenic",
    [
      "sunset",
      "sunrise",
      "view",
      "views",
      "mountain",
      "beach",
      "coast",
      "bay",
      "peak",
      "scenic",
      "landscape",
      "golden",
      "timelapse",
    ],
  ],
]
/** A short that matches no word above. */
export const DEFAULT_HIGHLIGHT_CATEGORY: HighlightCategory = "scenic"

export function categorizeShort(title: string, description: string): HighlightCategory {
  const text = ` ${`${title} ${description}`.toLowerCase().replace(/[^a-z0-9\s-]/g, " ")} `
  for (const [category, words] of CATEGORY_WORDS) {
    if (words.some((word) => text.includes(` ${word} `))) return category
  }
  return DEFAULT_HIGHLIGHT_CATEGORY
}

export function shortUrl(videoId: string): string {
  return `https://www.youtube.com/shorts/${encodeURIComponent(videoId)}`
}

/** At most 20 highlight items, the first 3 featured. */
export function shortsToHighlights(shorts: readonly ShortVideo[]): HighlightItem[] {
  return shorts.slice(0, MAX_HIGHLIGHTS).map((short, index) => ({
    id: short.id,
    title: cleanShortTitle(short.title),
    description: truncateDescription(short.description),
    thumbnailUrl: short.thumbnailUrl,
    youtubeId: short.id,
    url: shortUrl(short.id),
    category: categorizeShort(short.title, short.description),
    views: short.viewCount,
    featured: index < FEATURED_COUNT,
  }))
}
