// Camera cards for the video tests.
import type { CameraCardData } from "~/video/types"

/**
 * A free live camera: the card the site makes of the first live stream, `a`, with
 * 1,234 viewers (app/video/live-streams.ts), under a title of the test's choosing.
 */
export function liveCameraCard(overrides: Partial<CameraCardData> = {}): CameraCardData {
  return {
    id: 100,
    title: "Humpback Whales",
    location: "Cape Town, South Africa",
    imageUrl: "https://i.ytimg.com/vi/a/hqdefault_live.jpg",
    isLive: true,
    isPremium: false,
    viewerCount: 1234,
    category: "wildlife",
    youtubeUrl: "https://www.youtube.com/watch?v=a",
    comingSoon: false,
    ...overrides,
  }
}
