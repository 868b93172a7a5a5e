// Pure conversions for live streams (docs/product.md#camera-card).
import type { CameraCardData, CameraCategory, LiveStream } from "./types"

export const LIVE_CAMERA_ID_OFFSET = 100
export const LIVE_CAMERA_LOCATION = "Cape Town, South Africa"
/** The category alternates wildlife, nature by index. */
const ALTERNATING_CATEGORIES: readonly CameraCategory[] = ["wildlife", "nature"]

/** Only items whose liveBroadcastContent is 'live' are kept, limited to the count. */
export function keepLiveOnly<T extends { liveBroadcastContent?: string }>(
  items: readonly T[],
  count: number,
): T[] {
  return items.filter((item) => item.liveBroadcastContent === "live").slice(0, Math.max(0, count))
}

/** Concurrent viewers parsed from a string to a number, default 0. */
export function parseViewerCount(value: string | undefined): number {
  if (value === undefined) return 0
  const parsed = Number.parseInt(value, 10)
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : 0
}

export function watchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`
}

/** Live stream cameras get id 100 + index, a fixed location, free, not coming soon. */
export function liveStreamsToCameras(streams: readonly LiveStream[]): CameraCardData[] {
  return streams.map((stream, index) => ({
    id: LIVE_CAMERA_ID_OFFSET + index,
    title: stream.title,
    location: LIVE_CAMERA_LOCATION,
    imageUrl: stream.thumbnailUrl,
    isLive: true,
    isPremium: false,
    viewerCount: parseViewerCount(stream.concurrentViewers),
    category: ALTERNATING_CATEGORIES[index % ALTERNATING_CATEGORIES.length],
    youtubeUrl: watchUrl(stream.id),
    comingSoon: false,
  }))
}
