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

export const SAMPLE_CAMERAS: readonly CameraCardData[] = [
  {
    id: 1,
    title: "Hermanus Whale Watching",
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
