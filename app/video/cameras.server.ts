// Camera listings for the home page and /cameras (docs/product.md#home):
// the first live streams of the channel's one cached live list (3 on Home, 6
// on /cameras), then the sample cameras; on failure the samples alone with the
// error toast; in demo mode the samples, silently.
import type { Db } from "~/db/client.server"
import { errorMessage, log } from "~/lib/log.server"
import { toastMessage, type ToastMessage } from "~/lib/result-toast"
import type { CacheNotice, ChannelCache } from "./channel-cache.server"
import { camerasByVideo, rowToCard } from "./camera-page.server"
import { liveStreamsToCameras } from "./live-streams"
import { SAMPLE_CAMERAS } from "./samples"
import type { CameraListing } from "./types"

/** Home asks for 3 live streams, the cameras page for 6. */
export const HOME_LIVE_COUNT = 3
export const CAMERAS_LIVE_COUNT = 6

const FAILURE_DESCRIPTION = {
  home: "Using sample data instead",
  cameras: "Using static data instead",
} as const

export async function getCameraListing({
  page,
  now,
  cache,
  db,
  demo = cache.isDemoMode(),
}: {
  page: "home" | "cameras"
  now?: number
  /** Where the cameras' pages and owner details are (without it the cards link nowhere). */
  db?: Db
  /** The server's unless a test gives its own. */
  cache: ChannelCache
  /** Sample data only (no key): the cache's mode unless a test says otherwise. */
  demo?: boolean
}): Promise<CameraListing> {
  if (demo) return { cameras: [...SAMPLE_CAMERAS] }
  const count = page === "home" ? HOME_LIVE_COUNT : CAMERAS_LIVE_COUNT
  try {
    const { data, notice } = await cache.getLiveStreams({ now })
    const streams = data.slice(0, count)
    const live = liveStreamsToCameras(streams)
    if (db) {
      const rows = await camerasByVideo(
        db,
        streams.map((stream) => stream.id),
      )
      // The owner's details over the broadcast's; the live figures stay the list's.
      live.forEach((card, index) => {
        const row = rows.get(streams[index].id)
        if (row) {
          const owned = rowToCard(row, card.id)
          live[index] = {
            ...card,
            ...owned,
            isLive: true,
            viewerCount: card.viewerCount,
            // Without the owner's category the card keeps the list's alternating one.
            category: row.category ? owned.category : card.category,
          }
        }
      })
    }
    return {
      cameras: [...live, ...SAMPLE_CAMERAS],
      toast: staleNoticeToast(notice),
    }
  } catch (error) {
    log.error("cameras.load_failed", { page, error: errorMessage(error) })
    return {
      cameras: [...SAMPLE_CAMERAS],
      toast: toastMessage("Could not load live cameras", FAILURE_DESCRIPTION[page], "destructive"),
    }
  }
}

/** The warning toasts shown when a stale copy was served. */
export function staleNoticeToast(notice: CacheNotice | undefined): ToastMessage | undefined {
  if (notice === "quota") {
    return toastMessage(
      "Using cached data as the video platform quota is exceeded",
      "Fresh data will be loaded when quota resets",
    )
  }
  if (notice === "error")
    return toastMessage(
      "Using cached data as the video platform API failed",
      "Please try again later",
    )
  return undefined
}
