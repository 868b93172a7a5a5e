// The admin's Cache Management (docs/product.md#admin) acting on the shared server cache,
// so a refresh or clear matters for every visitor, not just this browser.
import { errorMessage, log } from "~/lib/log.server"
import type { Db } from "~/db/client.server"
import { formatDateTime } from "~/lib/date-format"
import type { Config } from "~/lib/config.server"
import type { ChannelCache } from "~/video/channel-cache.server"
import { videoTiming } from "~/video/refresh-schedule.server"
import { quotaDay, readQuotaUsage, UNITS_PER_SEARCH } from "~/video/quota-ledger.server"
import { UNIT_COST, type ApiEndpoint } from "~/video/youtube.server"

export type AdminCacheEntry = {
  key: string
  kind: string
  count: number
  fetched: string
  expires: string
  expired: boolean
}

export async function listCacheView(
  cache: ChannelCache,
  now: Date = new Date(),
): Promise<AdminCacheEntry[]> {
  const entries = await cache.listCacheEntries()
  return entries.map((entry) => ({
    key: entry.key,
    kind: entry.kind,
    count: entry.count,
    fetched: formatDateTime(entry.fetchedAt),
    expires: formatDateTime(entry.expiresAt),
    expired: entry.expiresAt.getTime() <= now.getTime(),
  }))
}

/** Today's API calls against the site's own daily budget, for the admin's cache page. */
export type QuotaView = {
  day: string
  calls: Array<{ endpoint: ApiEndpoint; calls: number; units: number }>
  units: number
  unitBudget: number
  searches: number
  searchBudget: number
  /** Units as projects that pay 100 units per search count them. */
  unitsWithSearches: number
  budgetReached: boolean
}

const ENDPOINT_ORDER: ApiEndpoint[] = ["search", "videos", "playlistItems", "channels"]

export async function getQuotaView(
  db: Db,
  youtube: Config["youtube"],
  now: Date = new Date(),
): Promise<QuotaView> {
  const day = quotaDay(now.getTime())
  const usage = await readQuotaUsage(db, day)
  const { budget } = videoTiming(youtube)
  return {
    day,
    calls: ENDPOINT_ORDER.map((endpoint) => ({ endpoint, ...usage.byEndpoint[endpoint] })),
    units: usage.units,
    unitBudget: budget.units,
    searches: usage.searches,
    searchBudget: budget.searches,
    unitsWithSearches: usage.units + usage.searches * UNITS_PER_SEARCH,
    // A background refresh needs at least one cheap call.
    budgetReached: usage.units + UNIT_COST.videos > budget.units,
  }
}

export async function clearSharedCache(cache: ChannelCache): Promise<number> {
  return cache.clearChannelCache()
}

/** True when fresh data was fetched; the reason of a failure goes to the log, not the page. */
export async function refreshYouTubeCache(cache: ChannelCache): Promise<boolean> {
  try {
    await cache.refreshChannelData()
    log.info("admin.cache_refreshed")
    return true
  } catch (error) {
    log.warn("admin.cache_refresh_failed", { error: errorMessage(error) })
    return false
  }
}
