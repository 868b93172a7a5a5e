// What a camera's page says when its owner has not said it: default coordinates,
// a category guessed from the title, and per-category viewing guides.
import type { CameraCategory } from "./types"

/** Cape Town, where a camera without coordinates is assumed to be. */
export const DEFAULT_COORDINATES = { latitude: -33.92, longitude: 18.42 } as const

export const CAMERA_CATEGORIES: readonly CameraCategory[] = [
  "wildlife",
  "nature",
  "landmark",
  "historical",
  "beach",
  "harbor",
]

export const CATEGORY_LABELS: Record<CameraCategory, string> = {
  wildlife: "Wildlife",
  nature: "Nature",
  landmark: "Landmark",
  historical: "Historical",
  beach: "Beach",
  harbor: "Harbour",
}

/** The owner's text, or these, under "What to look for" and "Best viewing times". */
export const CATEGORY_GUIDES: Record<CameraCategory, { lookFor: string; bestTimes: string }> = {
  wildlife: {
    lookFor:
      "Southern right whales close to shore from June to November (Hermanus is the best place), humpbacks on their migration, dolphins, Cape fur seals and African penguins.",
    bestTimes:
      "Early morning, when the water is calm and whale blows show best; the last hour before sunset for the warm light.",
  },
  nature: {
    lookFor:
      "The weather coming in over the ocean, fynbos in flower in spring (August to October), kelp and the birds that feed over it.",
    bestTimes: "The golden hours after sunrise and before sunset.",
  },
  landmark: {
    lookFor:
      "The tablecloth cloud rolling over Table Mountain when the south-easter blows (summer), and the city lights after dark.",
    bestTimes: "Clear mornings in winter; sunset in summer.",
  },
  historical: {
    lookFor: "The island's harbour, ferries coming and going, and seabirds along the shore.",
    bestTimes: "Mid-morning, when the ferries run and the light is behind the camera.",
  },
  beach: {
    lookFor:
      "Surfers and swimmers, kite-surfers on windy afternoons, and dolphins beyond the break.",
    bestTimes: "Summer afternoons (December to March); sunset over the Atlantic.",
  },
  harbor: {
    lookFor:
      "Fishing boats and yachts coming in, seals on the jetties, and ships waiting in the bay.",
    bestTimes: "Early morning when the fishing boats return; evenings for the harbour lights.",
  },
}

/** A first guess for a new camera's category; the admin can change it. */
export function guessCategory(title: string): CameraCategory {
  const t = title.toLowerCase()
  if (/whale|penguin|seal|shark|dolphin|bird/.test(t)) return "wildlife"
  if (/harbou?r|port|marina|jetty/.test(t)) return "harbor"
  if (/beach|bay|surf/.test(t)) return "beach"
  if (/island|castle|museum/.test(t)) return "historical"
  if (/mountain|lighthouse|point|peak/.test(t)) return "landmark"
  return "nature"
}

export function isCameraCategory(value: unknown): value is CameraCategory {
  return typeof value === "string" && (CAMERA_CATEGORIES as readonly string[]).includes(value)
}

/** The broadcast description is cut to this many characters on the page. */
export const DESCRIPTION_CUT = 600

/** The text cut at a word before `max` characters, with an ellipsis when cut. */
export function cutText(text: string, max = DESCRIPTION_CUT): string {
  const trimmed = text.trim()
  if (trimmed.length <= max) return trimmed
  const cut = trimmed.slice(0, max)
  const lastSpace = cut.lastIndexOf(" ")
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`
}

export type TextPart = { text: string; href?: string }

/**
 * Text split into plain parts and links. Only http(s) addresses become links (never
 * javascript: or data:); the page renders every part as text, so markup stays text.
 */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    // Trailing punctuation belongs to the sentence, not the address.
    const url = match[0].replace(/[.,;:!?)\]]+$/, "")
    const start = match.index
    if (start > last) parts.push({ text: text.slice(last, start) })
    parts.push({ text: url, href: url })
    last = start + url.length
  }
  if (last < text.length) parts.push({ text: text.slice(last) })
  return parts
}
