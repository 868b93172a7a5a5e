// The shared cache of channel data: every visitor reads the same rows of youtube_cache,
// so API units do not grow with page views, and pages never wait for the platform once a
// row exists (stale-while-revalidate). The background refresher
// (video-refresher.server.ts) keeps the rows fresh on the schedule of
// refresh-schedule.server.ts: the live list (live-discovery.server.ts) and the shorts.
//
// A refresh takes its key's lease first (cache-store.server.ts), so with several
// processes on one PostgreSQL only one refreshes a key per interval. A failure is
// recorded with the key: every process then holds back for the failure pause, and pages
// show the stale copy with a warning (or the samples when there is no copy). Every call
// goes through the quota ledger (quota-ledger.server.ts).
import type { Db } from "~/db/client.server"
import type { Config } from "~/lib/config.server"
import { errorMessage, log } from "~/lib/log.server"
import { createShortMemo } from "~/lib/short-memo"
import { createSingleFlight } from "~/lib/single-flight"
import {
  clearAll,
  lastFailure,
  listEntries,
  liveListKey,
  markFailure,
  newLeaseHolder,
  readEntry,
  readState,
  releaseLease,
  SHORTS_COUNT,
  shortsKey,
  storedKeys,
  takeLease,
  waitForOtherRefresh,
  writeEntry,
  type CachedData,
  type CacheNotice,
  type Entry,
  type KeySpec,
  type LiveList,
} from "./cache-store.server"
import { syncCameras } from "./camera-sync.server"
import { loadLiveList } from "./live-discovery.server"
import { QuotaBudgetError, recordApiCall } from "./quota-ledger.server"
import { inBackoff, isEntryDue, videoTiming, type VideoTiming } from "./refresh-schedule.server"
import {
  createYouTubeClient,
  YouTubeApiError,
  type YouTubeClient,
  type YouTubeClientOptions,
} from "./youtube.server"
import type { LiveStream, ShortVideo } from "./types"

export {
  LEASE_MS,
  LIVE_LIST_MAX,
  SHORTS_COUNT,
  liveListKey,
  shortsKey,
  type CachedData,
  type CacheKind,
  type CacheNotice,
  type LiveList,
} from "./cache-store.server"
export { DISCOVERY_PLAYLIST_RESULTS } from "./live-discovery.server"
export {
  NEW_STREAM_DISCOVERY_SECONDS,
  SEARCH_INTERVAL_SECONDS,
  videoTiming,
  type VideoTiming,
} from "./refresh-schedule.server"

/**
 * How long pages use this process's parsed copy of a row before reading it again: this
 * process's own refreshes replace the copy at once, so only another process's refresh
 * shows this much later (docs/decisions/public-page-cache.md).
 */
export const MEMO_MS = 1_000

/** What a channel cache is made from. */
export type ChannelCacheDeps = {
  /** The database. */
  db: () => Promise<Db>
  /** The clock a read or refresh goes by unless it is given its own time (the scope's). */
  now?: () => Date
  /** The settings: channel, API key and base URL, refresh intervals, budget. */
  youtube: Config["youtube"]
  /** The platform client's options; given, the cache calls it even without a configured key. */
  client?: Omit<YouTubeClientOptions, "beforeCall">
  /** The refresh schedule (default: from `youtube`). */
  timing?: VideoTiming
}

type Refresh = { now: number; force: boolean; background: boolean }

/**
 * A channel cache: reads through the database rows, refreshes due keys, and the admin's
 * refresh and clear. The server's is made from its settings in its scope
 * (app/scope/app-scope.server.ts); tests and the quota bench make their own, aimed at the
 * fake with their own schedule.
 */
export function createChannelCache(deps: ChannelCacheDeps) {
  const { youtube } = deps
  const openDb = deps.db
  const clock = deps.now ?? (() => new Date())
  const timing = deps.timing ?? videoTiming(youtube)
  const flights = createSingleFlight<CachedData<unknown>>()
  // Parsed rows pages read, by key, with the time read.
  const memo = createShortMemo<Entry>({ ttlMs: MEMO_MS })
  const timeOf = (at: number | undefined) => at ?? clock().getTime()

  /** No key (and no client given): the site shows sample data and never calls the platform. */
  function isDemoMode(): boolean {
    return !deps.client && !youtube.apiKey
  }

  async function getLiveStreams(
    options: { channelId?: string; now?: number } = {},
  ): Promise<CachedData<LiveStream[]>> {
    const spec = liveListKey(options.channelId ?? youtube.channelId)
    const { data, notice } = await readThrough(spec, timeOf(options.now))
    return { data: (data as LiveList).streams, notice }
  }

  async function getShorts(
    options: { channelId?: string; now?: number } = {},
  ): Promise<CachedData<ShortVideo[]>> {
    const spec = shortsKey(options.channelId ?? youtube.channelId)
    return readThrough(spec, timeOf(options.now)) as Promise<CachedData<ShortVideo[]>>
  }

  /**
   * The admin's 'Refresh YouTube Cache': the live list (with a full look for
   * new streams, search included) and the shorts, fetched anew whatever their
   * age, the failure pause or the daily budget (the calls are still counted).
   * Throws when either could not be fetched, even if a stale copy remains.
   */
  async function refreshChannelData(
    options: { channelId?: string; now?: number } = {},
  ): Promise<void> {
    if (isDemoMode()) throw new Error("No YOUTUBE_API_KEY is set: the site runs on sample data")
    const channelId = options.channelId ?? youtube.channelId
    const now = timeOf(options.now)
    const results = await Promise.all([
      refreshKey(liveListKey(channelId), { now, force: true, background: false }),
      refreshKey(shortsKey(channelId), { now, force: true, background: false }),
    ])
    if (results.some((result) => result.notice)) {
      throw new Error(
        results.some((result) => result.notice === "quota")
          ? "Video platform quota exceeded"
          : "Video platform request failed",
      )
    }
  }

  /**
   * One pass of the background refresher: every cached key of the configured
   * channel that is due (and not pausing after a failure) is refreshed. Keys
   * nobody has asked for yet stay empty until a page asks.
   */
  async function refreshDueKeys(now: number): Promise<number> {
    if (isDemoMode()) return 0
    const db = await openDb()
    const specs = [liveListKey(youtube.channelId), shortsKey(youtube.channelId)]
    const stored = await storedKeys(
      db,
      specs.map((spec) => spec.key),
    )
    let refreshed = 0
    for (const spec of specs) {
      if (!stored.has(spec.key)) continue
      const entry = await readEntry(db, spec)
      if (entry && !isDue(spec, entry, now)) continue
      const state = await readState(db, spec.key)
      if (inBackoff(timing, state?.failedAt, now)) continue
      await refreshKey(spec, { now, force: false, background: true }).catch(() => undefined)
      refreshed++
    }
    return refreshed
  }

  /** The admin's 'Clear All Cache': removes every row (and the failure pauses) and says how many rows there were. */
  async function clearChannelCache(): Promise<number> {
    const entries = await clearAll(await openDb())
    memo.forget()
    log.info("youtube.cache_cleared", { entries })
    return entries
  }

  async function listCacheEntries() {
    return listEntries(await openDb())
  }

  async function readThrough(spec: KeySpec, now: number): Promise<CachedData<unknown>> {
    const entry = await readMemoized(await openDb(), spec, now)
    if (entry) return { data: entry.data, notice: entry.notice }
    // Only the very first visit to an empty cache waits for the platform.
    return refreshKey(spec, { now, force: false, background: false })
  }

  function isDue(spec: KeySpec, entry: Entry, now: number): boolean {
    const discoveredAt = spec.kind === "live" ? (entry.data as LiveList).discoveredAt : undefined
    return isEntryDue(timing, spec.kind, { fetchedAt: entry.fetchedAt, discoveredAt }, now)
  }

  function refreshKey(spec: KeySpec, refresh: Refresh): Promise<CachedData<unknown>> {
    // A refresh already under way in this process serves everyone who asks meanwhile.
    return flights.run(spec.key, () => runRefresh(spec, refresh))
  }

  async function runRefresh(
    spec: KeySpec,
    { now, force, background }: Refresh,
  ): Promise<CachedData<unknown>> {
    const db = await openDb()
    const state = await readState(db, spec.key)
    if (!force && inBackoff(timing, state?.failedAt, now)) {
      const stale = await readEntry(db, spec)
      if (stale) return { data: stale.data, notice: stale.notice }
      throw lastFailure(state)
    }
    const holder = newLeaseHolder()
    if (!(await takeLease(db, spec.key, holder, now))) {
      // Another process is refreshing this key: the background leaves it to it,
      // a waiting page or the admin reads its result.
      if (background) {
        const entry = await readEntry(db, spec)
        return entry ? { data: entry.data, notice: entry.notice } : { data: undefined }
      }
      return waitForOtherRefresh(db, spec)
    }
    let entry: Entry | undefined
    try {
      // Another process may have refreshed the key while this one was deciding.
      entry = await readEntry(db, spec)
      if (!force && entry && !isDue(spec, entry, now))
        return { data: entry.data, notice: entry.notice }
      const client = createClient(db, now, force)
      const data =
        spec.kind === "live"
          ? await loadLiveList({ db, client, spec, entry, now, force, timing })
          : await client.fetchShorts(spec.channelId, SHORTS_COUNT)
      // The site's own channel's cameras follow its live list (camera-sync.server.ts).
      // A failure here must not cost the list the pages read: the next refresh tries again.
      if (spec.kind === "live" && spec.channelId === youtube.channelId)
        await syncCameras(db, (data as LiveList).streams, new Date(now)).catch((error: unknown) =>
          log.warn("cameras.sync_failed", { error: errorMessage(error) }),
        )
      const interval = spec.kind === "live" ? timing.liveMs : timing.shortsMs
      await writeEntry(db, spec, data, new Date(now), new Date(now + interval))
      log.info("youtube.cache_refreshed", {
        key: spec.key,
        items:
          spec.kind === "live" ? (data as LiveList).streams.length : (data as unknown[]).length,
      })
      return { data }
    } catch (error) {
      const notice: CacheNotice =
        error instanceof QuotaBudgetError || (error instanceof YouTubeApiError && error.isQuota)
          ? "quota"
          : "error"
      await markFailure(db, spec.key, new Date(now), notice, errorMessage(error))
      log.warn("youtube.fetch_failed", {
        key: spec.key,
        error: errorMessage(error),
        servedStale: Boolean(entry),
      })
      if (!entry) throw error
      return { data: entry.data, notice }
    } finally {
      // The row or its failure mark may have changed.
      memo.forget(spec.key)
      await releaseLease(db, spec.key, holder)
    }
  }

  function createClient(db: Db, now: number, force: boolean): YouTubeClient {
    const { apiKey, baseUrl, shortsMaxSeconds, requestTimeoutMs } = youtube
    const base = deps.client ?? { apiKey: apiKey ?? "", baseUrl, shortsMaxSeconds }
    if (!base.apiKey) throw new Error("No YOUTUBE_API_KEY is set")
    return createYouTubeClient({
      requestTimeoutMs,
      ...base,
      beforeCall: (endpoint) => recordApiCall(db, endpoint, { now, budget: timing.budget, force }),
      onSkippedItems: (endpoint, skipped) =>
        log.warn("youtube.items_skipped", { endpoint, skipped }),
    })
  }

  /**
   * The row as pages see it: this instance's copy while it is younger than MEMO_MS, else
   * read again. The refresher and refreshes always read the database itself, and this
   * process's own refreshes and clears forget the copy at once.
   */
  async function readMemoized(db: Db, spec: KeySpec, now: number): Promise<Entry | undefined> {
    const kept = memo.get(spec.key, now)
    if (kept) return kept
    const entry = await readEntry(db, spec)
    if (entry) memo.set(spec.key, entry, now)
    else memo.forget(spec.key)
    return entry
  }

  return {
    isDemoMode,
    getLiveStreams,
    getShorts,
    refreshChannelData,
    refreshDueKeys,
    clearChannelCache,
    listCacheEntries,
  }
}

export type ChannelCache = ReturnType<typeof createChannelCache>
