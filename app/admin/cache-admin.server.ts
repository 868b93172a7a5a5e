// The spec's Cache Management (spec §2, §7) acting on the shared server cache,
// so a refresh or clear matters for every visitor, not just this browser.
import { errorMessage, log } from "~/lib/log.server"
import { formatOrderDate } from "~/shop/order-number"
import {
  clearChannelCache,
  listCacheEntries,
  refreshChannelData,
} from "~/video/channel-cache.server"

/** spec §7 / §9: 'Refresh YouTube Cache' asks for 6 with the force flag. */
export const ADMIN_REFRESH_COUNT = 6

export type AdminCacheEntry = {
  key: string
  kind: string
  count: number
  fetched: string
  expires: string
  expired: boolean
}

export async function listCacheView(now = Date.now()): Promise<AdminCacheEntry[]> {
  const entries = await listCacheEntries()
  return entries.map((entry) => ({
    key: entry.key,
    kind: entry.kind,
    count: entry.count,
    fetched: formatOrderDate(entry.fetchedAt),
    expires: formatOrderDate(entry.expiresAt),
    expired: entry.expiresAt.getTime() <= now,
  }))
}

export async function clearSharedCache(): Promise<number> {
  return clearChannelCache()
}

/** True when fresh data was fetched; the reason of a failure goes to the log, not the page. */
export async function refreshYouTubeCache(): Promise<boolean> {
  try {
    await refreshChannelData({ count: ADMIN_REFRESH_COUNT, force: true })
    log.info("admin.cache_refreshed", { count: ADMIN_REFRESH_COUNT })
    return true
  } catch (error) {
    log.warn("admin.cache_refresh_failed", { error: errorMessage(error) })
    return false
  }
}
