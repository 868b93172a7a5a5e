// The highlights listing (docs/product.md#highlights): the channel's shorts
// from the shared cache as highlight items; the fallback shorts with the failure
// text and toast when they cannot be loaded; the fallback shorts silently in demo mode.
import { errorMessage, log } from "~/lib/log.server"
import { toastMessage } from "~/lib/result-toast"
import { staleNoticeToast } from "./cameras.server"
import type { ChannelCache } from "./channel-cache.server"
import { FALLBACK_SHORTS } from "./sample-shorts"
import { shortsToHighlights } from "./shorts"
import type { HighlightListing } from "./types"

/** `demo`: sample data only (no key), the cache's mode unless a test says otherwise. */
export async function getHighlightListing({
  cache,
  demo = cache.isDemoMode(),
}: {
  cache: ChannelCache
  demo?: boolean
}): Promise<HighlightListing> {
  if (demo) return { items: [...FALLBACK_SHORTS], failed: false }
  try {
    const { data, notice } = await cache.getShorts()
    const items = shortsToHighlights(data)
    // A stale copy's warning matters more than the count; only one toast shows at a time.
    const toast =
      staleNoticeToast(notice) ??
      (items.length === 0
        ? toastMessage("No shorts found for this channel")
        : toastMessage(`Loaded ${items.length} shorts from YouTube`))
    return { items, failed: false, toast }
  } catch (error) {
    log.error("highlights.load_failed", { error: errorMessage(error) })
    return {
      items: [...FALLBACK_SHORTS],
      failed: true,
      toast: toastMessage("Failed to load shorts from YouTube", undefined, "destructive"),
    }
  }
}
