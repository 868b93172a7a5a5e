// When the cached channel data is due again: the intervals from the settings, and the
// rules the refresher and the cache judge a row by. Pure: times are in ms, given.
import type { Config } from "~/lib/config.server"
import { quotaBudget } from "./quota-ledger.server"

/** How often the uploads playlist is read for new streams (a new stream shows within this). */
export const NEW_STREAM_DISCOVERY_SECONDS = 1_500
/** How often the scarce search runs at most, successful or not, when the budget has searches. */
export const SEARCH_INTERVAL_SECONDS = 86_400

/** The refresh schedule in ms, from the settings: a smaller cache lifetime wins everywhere. */
export function videoTiming(youtube: Config["youtube"]) {
  const ttlMs = youtube.cacheTtlSeconds * 1000
  const liveMs = Math.min(youtube.liveRefreshSeconds * 1000, ttlMs)
  const budget = quotaBudget(youtube.dailyUnitBudget)
  const dayMs = SEARCH_INTERVAL_SECONDS * 1000
  return {
    ttlMs,
    liveMs,
    discoveryMs: Math.min(NEW_STREAM_DISCOVERY_SECONDS * 1000, ttlMs),
    // Never more searches a day than the budget holds, even when they fail.
    searchMs:
      budget.searches > 0
        ? Math.max(Math.min(dayMs, ttlMs), dayMs / budget.searches)
        : Number.POSITIVE_INFINITY,
    shortsMs: ttlMs,
    // The refresher looks this often, and refreshes a key this long before it would be too old.
    tickMs: liveMs / 10,
    backoffMs: youtube.failureBackoffSeconds * 1000,
    budget,
  }
}
export type VideoTiming = ReturnType<typeof videoTiming>

/** Whether something last done at `since` is due by the refresher's next look after `now`. */
export function isDueBy(timing: VideoTiming, now: number, since: number, interval: number) {
  return now - since + timing.tickMs >= interval
}

/** Due when the row would be too old before the refresher's next look. */
export function isEntryDue(
  timing: VideoTiming,
  kind: "live" | "shorts",
  entry: { fetchedAt: number; discoveredAt?: number },
  now: number,
): boolean {
  const due = (since: number, interval: number) => isDueBy(timing, now, since, interval)
  if (kind === "shorts") return due(entry.fetchedAt, timing.shortsMs)
  return due(entry.fetchedAt, timing.liveMs) || due(entry.discoveredAt ?? 0, timing.discoveryMs)
}

/** Whether a key failed recently enough that every process still holds back. */
export function inBackoff(timing: VideoTiming, failedAt: Date | null | undefined, now: number) {
  return Boolean(failedAt && failedAt.getTime() + timing.backoffMs > now)
}

/**
 * Whether a live check also looks for new streams: at the last check before the next look
 * would come too late (or at once when it already is).
 */
export function isDiscoveryDue(
  timing: VideoTiming,
  previous: { fetchedAt: number; discoveredAt: number } | undefined,
  now: number,
): boolean {
  if (!previous) return true
  const due = (since: number, interval: number) => isDueBy(timing, now, since, interval)
  return (
    due(previous.discoveredAt, timing.discoveryMs) ||
    (due(previous.discoveredAt, timing.discoveryMs - timing.liveMs) &&
      due(previous.fetchedAt, timing.liveMs))
  )
}
