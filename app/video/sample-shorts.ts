// Six fallback shorts shown when the shorts cannot be loaded or no key is set
// (demo mode). Local images only.
import beachCleanup from "~/assets/shorts/beach-cleanup.webp"
import chapmansPeak from "~/assets/shorts/chapmans-peak.webp"
import dolphinPod from "~/assets/shorts/dolphin-pod.webp"
import goldenSunset from "~/assets/shorts/golden-sunset.webp"
import sealColony from "~/assets/shorts/seal-colony.webp"
import winterStorm from "~/assets/shorts/winter-storm.webp"
import { COMPANY_YOUTUBE_URL } from "~/lib/site"
import type { HighlightItem } from "./types"

export const SAMPLE_SHORT_IMAGE_SIZE = { width: 480, height: 360 } as const

// Sample shorts are not on the platform, so their cards open the channel's shorts page.
const CHANNEL_SHORTS_URL = `${COMPANY_YOUTUBE_URL}/shorts`

export const FALLBACK_SHORTS: readonly HighlightItem[] = [
  {
    id: "sample-seal-colony",
    title: "Seal colony at Duiker Island",
    description: "Hundreds of Cape fur seals basking and diving off Hout Bay.",
    thumbnailUrl: sealColony,
    youtubeId: "sample-seal-colony",
    url: CHANNEL_SHORTS_URL,
    category: "wildlife",
    views: 12_400,
    featured: true,
  },
  {
    id: "sample-dolphin-pod",
    title: "Dolphin pod in False Bay",
    description: "A super-pod of common dolphins racing past the camera at sunrise.",
    thumbnailUrl: dolphinPod,
    youtubeId: "sample-dolphin-pod",
    url: CHANNEL_SHORTS_URL,
    category: "wildlife",
    views: 9_850,
    featured: true,
  },
  {
    id: "sample-golden-sunset",
    title: "Golden sunset over Camps Bay",
    description: "The Twelve Apostles glow as the sun sinks into the Atlantic.",
    thumbnailUrl: goldenSunset,
    youtubeId: "sample-golden-sunset",
    url: CHANNEL_SHORTS_URL,
    category: "scenic",
    views: 7_320,
    featured: true,
  },
  {
    id: "sample-chapmans-peak",
    title: "Chapman's Peak drive",
    description: "Cliffs, curves and ocean views on one of the world's great coastal roads.",
    thumbnailUrl: chapmansPeak,
    youtubeId: "sample-chapmans-peak",
    url: CHANNEL_SHORTS_URL,
    category: "scenic",
    views: 5_610,
    featured: false,
  },
  {
    id: "sample-winter-storm",
    title: "Winter storm at Sea Point",
    description: "Big swells crash over the promenade as a cold front sweeps in.",
    thumbnailUrl: winterStorm,
    youtubeId: "sample-winter-storm",
    url: CHANNEL_SHORTS_URL,
    category: "weather",
    views: 4_980,
    featured: false,
  },
  {
    id: "sample-beach-cleanup",
    title: "Muizenberg beach clean-up",
    description: "Volunteers clear plastic from the shore to protect the marine life we film.",
    thumbnailUrl: beachCleanup,
    youtubeId: "sample-beach-cleanup",
    url: CHANNEL_SHORTS_URL,
    category: "conservation",
    views: 3_270,
    featured: false,
  },
]
