// Sample data: three coming-soon cameras shown after the live streams and
// instead of them on failure (the six fallback shorts are in sample-shorts.ts,
// so the camera pages do not load them). Local images only.
import hermanusWhales from "~/assets/cameras/hermanus-whales.webp"
import robbenIsland from "~/assets/cameras/robben-island.webp"
import tableMountain from "~/assets/cameras/table-mountain.webp"
import { COMPANY_YOUTUBE_URL } from "~/lib/site"
import type { CameraCardData } from "./types"

/** A camera's youtubeUrl defaults to a placeholder link: the company channel. */
export const PLACEHOLDER_VIDEO_URL = COMPANY_YOUTUBE_URL

export const SAMPLE_CAMERA_IMAGE_SIZE = { width: 640, height: 360 } as const

export const SAMPLE_CAMERAS: ReadonlyArray<CameraCardData & { slug: string }> = [
  {
    id: 1,
    title: "Hermanus Whale Watching",
    slug: "hermanus-whale-watching",
    location: "Hermanus, Western Cape",
    imageUrl: hermanusWhales,
    isLive: false,
    isPremium: true,
    viewerCount: 0,
    category: "wildlife",
    youtubeUrl: PLACEHOLDER_VIDEO_URL,
    comingSoon: true,
  },
  {
    id: 2,
    title: "Table Mountain View",
    slug: "table-mountain-view",
    location: "Cape Town, South Africa",
    imageUrl: tableMountain,
    isLive: false,
    isPremium: false,
    viewerCount: 0,
    category: "landmark",
    youtubeUrl: PLACEHOLDER_VIDEO_URL,
    comingSoon: true,
  },
  {
    id: 3,
    title: "Robben Island",
    slug: "robben-island",
    location: "Robben Island, Cape Town",
    imageUrl: robbenIsland,
    isLive: false,
    isPremium: true,
    viewerCount: 0,
    category: "historical",
    youtubeUrl: PLACEHOLDER_VIDEO_URL,
    comingSoon: true,
  },
]

/** What a sample camera's page says beyond its card (coordinates in degrees). */
export const SAMPLE_CAMERA_DETAILS: Record<
  string,
  { latitude: number; longitude: number; description: string }
> = {
  "hermanus-whale-watching": {
    latitude: -34.4187,
    longitude: 19.2345,
    description:
      "A camera on the cliff path above Walker Bay, where southern right whales come to calve each winter and spring.",
  },
  "table-mountain-view": {
    latitude: -33.9628,
    longitude: 18.4098,
    description:
      "Table Mountain seen from the city bowl: the tablecloth of cloud, the light on the cliffs at sunset.",
  },
  "robben-island": {
    latitude: -33.8076,
    longitude: 18.3712,
    description:
      "Robben Island in Table Bay, where Nelson Mandela was held for 18 years: the harbour, the island's birds and the view back to the mountain.",
  },
}
