// The shared cache of channel data: every visitor reads the same rows of
// youtube_cache, so API units do not grow with page views, and pages never
// wait for the platform once a row exists (stale-while-revalidate). A
// background refresher (video-refresher.server.ts) keeps the rows fresh:
//
// - live list, one per channel (Home shows its first 3, /cameras its first 6):
//   the known live ids are checked with one videos.list call every
//   YOUTUBE_LIVE_REFRESH_SECONDS, so viewer counts and LIVE badges stay that
//   fresh and ended streams drop out; new streams are found through the
//   uploads playlist (a live broadcast is an upload) every
//   NEW_STREAM_DISCOVERY_SECONDS; search.list, which is scarce, is only a slow
//   safety net for streams older than the newest uploads.
// - shorts: fetched again every YOUTUBE_CACHE_TTL_SECONDS.
//
// A refresh takes a lease on its key in the database first, so with several
// server processes on one PostgreSQL only one of them refreshes a key per
// interval and the others read its row. Failures are recorded with the key:
// every process then holds back for YOUTUBE_FAILURE_BACKOFF_SECONDS, and pages
// show the stale copy with a warning (or the samples when there is no copy).
// Every call goes through the quota ledger (quota-ledger.server.ts).
import { randomUUID } from "node:crypto"
import { asc, and, eq, inArray, isNull, lt, or } from "drizzle-orm"
import { z } from "zod"
import type { Db } from "~/db/client.server"
import { createShortMemo } from "~/lib/short-memo"
import { createSingleFlight } from "~/lib/single-flight"
import { youtubeCache, youtubeRefreshState } from "~/db/schema"
import { config } from "~/lib/config.server"
import { errorMessage, log } from "~/lib/log.server"
import { syncCameras } from "./camera-sync.server"
import { LiveStreamSchema, ShortVideoSchema } from "./platform-data"
import { quotaBudget, QuotaBudgetError, recordApiCall } from "./quota-ledger.server"
import {
  createYouTubeClient,
  toLiveStreams,
  YouTubeApiError,
  type YouTubeClient,
  type YouTubeClientOptions,
} from "./youtube.server"
import type { LiveStream, ShortVideo } from "./types"

/** The highlights page asks for 20 shorts. */
export const SHORTS_COUNT = 20
/** How many live streams the list keeps: one videos.list call checks them all, with room for candidates. */
export const LIVE_LIST_MAX = 40
/** Newest uploads looked at for new broadcasts; a stream that started since the last look is among them. */
export const DISCOVERY_PLAYLIST_RESULTS = 10
/** How often the uploads playlist is read for new streams (a new stream shows within this). */
export const NEW_STREAM_DISCOVERY_SECONDS = 1_500
/** How often the scarce search runs at most, successful or not, when the budget has searches. */
export const SEARCH_INTERVAL_SECONDS = 86_400
/** How long a refresh may hold its key before another process may take over. */
export const LEASE_MS = 60_000
/**
 * How long pages use this process's parsed copy of a row before reading it again.
 * Reading the row (a query and a schema check) on every page view cost more than
 * rendering the page; this process's own refreshes replace the copy at once, so
 * only another process's refresh shows this much later.
 */
export const MEMO_MS = 1_000
const LEASE_POLL_MS = 100

export type CacheKind = "live" | "shorts"
/** Why a stale copy was served: the quota (or the site's daily budget) ran out, or any other failure. */
export type CacheNotice = "quota" | "error"
export type CachedData<T> = { data: T; notice?: CacheNotice }

/** The live list and what the refresher needs to know about its last looks (times in ms). */
const LiveListSchema = z.object({
  streams: z.array(LiveStreamSchema),
  uploadsPlaylistId: z.string().nullable(),
  uploadsCheckedAt: z.number(),
  discoveredAt: z.number(),
})
export type LiveList = z.infer<typeof LiveListSchema>

const SCHEMAS = { live: LiveListSchema, shorts: z.array(ShortVideoSchema) } as const

type KeySpec = { key: string; kind: CacheKind; channelId: string; count: number }

export function liveListKey(channelId: string): KeySpec {
  return { key: `live:${channelId}`, kind: "live", channelId, count: LIVE_LIST_MAX }
}

export function shortsKey(channelId: string): KeySpec {
  return {
    key: `shorts:${channelId}:${SHORTS_COUNT}`,
    kind: "shorts",
    channelId,
    count: SHORTS_COUNT,
  }
}

/** The refresh schedule in ms, from the settings: a smaller cache lifetime wins everywhere. */
export function videoTiming(youtube = config.youtube) {
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

// Names this process's leases, so a process only ever releases its own.
const processId = randomUUID()

type Entry = { data: unknown; fetchedAt: number; notice?: CacheNotice }
type RefreshState = typeof youtubeRefreshState.$inferSelect

/** What a channel cache is made from; each part defaults to the configured one. */
export type ChannelCacheDeps = {
  /** The database. */
  db: () => Promise<Db>
  /** The settings: channel, API key and base URL, refresh intervals, budget. */
  youtube?: typeof config.youtube
  /** The platform client's options; given, the cache calls it even without a configured key. */
  client?: Omit<YouTubeClientOptions, "beforeCall">
  /** The refresh schedule (default: from `youtube`). */
  timing?: VideoTiming
}

/**
 * A channel cache: reads through the database rows, refreshes due keys, and the admin's
 * refresh and clear. The server's is made from its settings in its scope
 * (app/scope/app-scope.server.ts); tests and the quota bench make their own, aimed at the
 * fake with their own schedule.
 */
export function createChannelCache(deps: ChannelCacheDeps) {
  const openDb = deps.db
  const youtube = deps.youtube ?? config.youtube
  const timing = deps.timing ?? videoTiming(youtube)
  const flights = createSingleFlight<CachedData<unknown>>()
  // Parsed rows pages read, by key, with the time read.
  const memo = createShortMemo<Entry>({ ttlMs: MEMO_MS })

  /** No key (and no client given): the site shows sample data and never calls the platform. */
  function isDemoMode(): boolean {
    return !deps.client && !youtube.apiKey
  }

  async function getLiveStreams(
    options: { channelId?: string; now?: number } = {},
  ): Promise<CachedData<LiveStream[]>> {
    const spec = liveListKey(options.channelId ?? youtube.channelId)
    const { data, notice } = await readThrough(spec, options.now ?? Date.now())
    return { data: (data as LiveList).streams, notice }
  }

  async function getShorts(
    options: { channelId?: string; now?: number } = {},
  ): Promise<CachedData<ShortVideo[]>> {
    const spec = shortsKey(options.channelId ?? youtube.channelId)
    return readThrough(spec, options.now ?? Date.now()) as Promise<CachedData<ShortVideo[]>>
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
    const now = options.now ?? Date.now()
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
    const channelId = youtube.channelId
    const specs = [liveListKey(channelId), shortsKey(channelId)]
    const rows = await db
      .select({ key: youtubeCache.key })
      .from(youtubeCache)
      .where(
        inArray(
          youtubeCache.key,
          specs.map((spec) => spec.key),
        ),
      )
    let refreshed = 0
    for (const spec of specs) {
      if (!rows.some((row) => row.key === spec.key)) continue
      const entry = await readEntry(db, spec)
      if (entry && !isDue(spec, entry, now)) continue
      const state = await readState(db, spec.key)
      if (inBackoff(state, now)) continue
      await refreshKey(spec, { now, force: false, background: true }).catch(() => undefined)
      refreshed++
    }
    return refreshed
  }

  /** The admin's 'Clear All Cache': removes every row (and the failure pauses) and says how many rows there were. */
  async function clearChannelCache(): Promise<number> {
    const db = await openDb()
    const deleted = await db.delete(youtubeCache).returning({ key: youtubeCache.key })
    await db.delete(youtubeRefreshState)
    memo.forget()
    log.info("youtube.cache_cleared", { entries: deleted.length })
    return deleted.length
  }

  async function listCacheEntries(): Promise<
    Array<{ key: string; kind: string; count: number; fetchedAt: Date; expiresAt: Date }>
  > {
    const db = await openDb()
    return db
      .select({
        key: youtubeCache.key,
        kind: youtubeCache.kind,
        count: youtubeCache.count,
        fetchedAt: youtubeCache.fetchedAt,
        expiresAt: youtubeCache.expiresAt,
      })
      .from(youtubeCache)
      .orderBy(asc(youtubeCache.key))
  }

  async function readThrough(spec: KeySpec, now: number): Promise<CachedData<unknown>> {
    const entry = await readMemoized(await openDb(), spec, now)
    if (entry) return { data: entry.data, notice: entry.notice }
    // Only the very first visit to an empty cache waits for the platform.
    return refreshKey(spec, { now, force: false, background: false })
  }

  /** Due when the row would be too old before the refresher's next look. */
  function isDue(spec: KeySpec, entry: Entry, now: number): boolean {
    const t = timing
    const due = (since: number, interval: number) => now - since + t.tickMs >= interval
    if (spec.kind === "shorts") return due(entry.fetchedAt, t.shortsMs)
    const list = entry.data as LiveList
    return due(entry.fetchedAt, t.liveMs) || due(list.discoveredAt, t.discoveryMs)
  }

  function inBackoff(state: RefreshState | undefined, now: number): boolean {
    return Boolean(state?.failedAt && state.failedAt.getTime() + timing.backoffMs > now)
  }

  function refreshKey(
    spec: KeySpec,
    options: { now: number; force: boolean; background: boolean },
  ): Promise<CachedData<unknown>> {
    // A refresh already under way in this process serves everyone who asks meanwhile.
    return flights.run(spec.key, () => runRefresh(spec, options))
  }

  async function runRefresh(
    spec: KeySpec,
    { now, force, background }: { now: number; force: boolean; background: boolean },
  ): Promise<CachedData<unknown>> {
    const db = await openDb()
    const state = await readState(db, spec.key)
    if (!force && inBackoff(state, now)) {
      const stale = await readEntry(db, spec)
      if (stale) return { data: stale.data, notice: stale.notice }
      throw new YouTubeApiError(
        state?.failureMessage ?? "Video platform request failed",
        0,
        state?.failure === "quota",
      )
    }
    const holder = `${processId}:${randomUUID()}`
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
          ? await loadLiveList(db, client, spec, entry, now, force)
          : await client.fetchShorts(spec.channelId, SHORTS_COUNT)
      // The site's own channel's cameras follow its live list (camera-sync.server.ts).
      // A failure here must not cost the list the pages read: the next refresh tries again.
      if (spec.kind === "live" && spec.channelId === youtube.channelId)
        await syncCameras(db, (data as LiveList).streams, new Date(now)).catch((error: unknown) =>
          log.warn("cameras.sync_failed", { error: errorMessage(error) }),
        )
      const interval = spec.kind === "live" ? timing.liveMs : timing.shortsMs
      const fetchedAt = new Date(now)
      const expiresAt = new Date(now + interval)
      await db
        .insert(youtubeCache)
        .values({ ...spec, data, fetchedAt, expiresAt })
        .onConflictDoUpdate({ target: youtubeCache.key, set: { data, fetchedAt, expiresAt } })
      await db
        .update(youtubeRefreshState)
        .set({ failedAt: null, failure: null, failureMessage: null })
        .where(eq(youtubeRefreshState.key, spec.key))
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
      await db
        .update(youtubeRefreshState)
        .set({ failedAt: new Date(now), failure: notice, failureMessage: errorMessage(error) })
        .where(eq(youtubeRefreshState.key, spec.key))
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
      await db
        .update(youtubeRefreshState)
        .set({ leaseHolder: null, leaseUntil: null })
        .where(
          and(eq(youtubeRefreshState.key, spec.key), eq(youtubeRefreshState.leaseHolder, holder)),
        )
    }
  }

  /** The live list anew: the known ids checked, plus new streams when a look for them is due. */
  async function loadLiveList(
    db: Db,
    client: YouTubeClient,
    spec: KeySpec,
    entry: Entry | undefined,
    now: number,
    force: boolean,
  ): Promise<LiveList> {
    const previous = entry?.data as LiveList | undefined
    const t = timing
    const due = (since: number, interval: number) => now - since + t.tickMs >= interval
    // Looks for new streams ride along with a live check: at the last check
    // before the next look would come too late (or at once when it already is).
    const discover =
      force ||
      !previous ||
      due(previous.discoveredAt, t.discoveryMs) ||
      (due(previous.discoveredAt, t.discoveryMs - t.liveMs) && due(entry!.fetchedAt, t.liveMs))
    let uploadsPlaylistId = previous?.uploadsPlaylistId ?? null
    let uploadsCheckedAt = previous?.uploadsCheckedAt ?? 0
    const candidates: string[] = []
    if (discover) {
      if (force || !previous || due(uploadsCheckedAt, t.ttlMs)) {
        uploadsPlaylistId = (await client.fetchUploadsPlaylistId(spec.channelId)) ?? null
        uploadsCheckedAt = now
      }
      if (uploadsPlaylistId) {
        const newest = await client.fetchPlaylistItems(
          uploadsPlaylistId,
          DISCOVERY_PLAYLIST_RESULTS,
        )
        candidates.push(...newest.map((item) => item.snippet.resourceId.videoId))
      }
      const state = await readState(db, spec.key)
      if (force || !state?.searchedAt || due(state.searchedAt.getTime(), t.searchMs)) {
        // Marked before the call: a failed search waits as long as a good one.
        await db
          .update(youtubeRefreshState)
          .set({ searchedAt: new Date(now) })
          .where(eq(youtubeRefreshState.key, spec.key))
        try {
          candidates.push(...(await client.searchLiveVideoIds(spec.channelId)))
        } catch (error) {
          // The search is only a safety net; the playlist found what it could.
          if (!uploadsPlaylistId) throw error
          log.warn("youtube.search_failed", { key: spec.key, error: errorMessage(error) })
        }
      }
    }
    const ids = [...new Set([...(previous?.streams ?? []).map((s) => s.id), ...candidates])]
    const videos = ids.length > 0 ? await client.fetchVideos(ids) : []
    const streams = toLiveStreams(videos, LIVE_LIST_MAX)
      .map((stream, index) => ({ stream, index }))
      // Newest first, so a stream that just started leads Home's three.
      .sort(
        (a, b) =>
          (Date.parse(b.stream.publishedAt) || 0) - (Date.parse(a.stream.publishedAt) || 0) ||
          a.index - b.index,
      )
      .map(({ stream }) => stream)
    return {
      streams,
      uploadsPlaylistId,
      uploadsCheckedAt,
      discoveredAt: discover ? now : (previous?.discoveredAt ?? now),
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
  async function readMemoized(
    database: Db,
    spec: KeySpec,
    now: number,
  ): Promise<Entry | undefined> {
    const kept = memo.get(spec.key, now)
    if (kept) return kept
    const entry = await readEntry(database, spec)
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

async function takeLease(db: Db, key: string, holder: string, now: number): Promise<boolean> {
  const leaseUntil = new Date(now + LEASE_MS)
  const taken = await db
    .insert(youtubeRefreshState)
    .values({ key, leaseHolder: holder, leaseUntil })
    .onConflictDoUpdate({
      target: youtubeRefreshState.key,
      set: { leaseHolder: holder, leaseUntil },
      setWhere: or(
        isNull(youtubeRefreshState.leaseUntil),
        lt(youtubeRefreshState.leaseUntil, new Date(now)),
      ),
    })
    .returning({ key: youtubeRefreshState.key })
  return taken.length > 0
}

/** Waits (in real time) until another process's refresh of the key is over, then reads its result. */
async function waitForOtherRefresh(db: Db, spec: KeySpec): Promise<CachedData<unknown>> {
  for (let waited = 0; waited < LEASE_MS; waited += LEASE_POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, LEASE_POLL_MS))
    const state = await readState(db, spec.key)
    if (!state?.leaseHolder) break
  }
  const entry = await readEntry(db, spec)
  if (entry) return { data: entry.data, notice: entry.notice }
  const state = await readState(db, spec.key)
  throw new YouTubeApiError(
    state?.failureMessage ?? "Video platform request failed",
    0,
    state?.failure === "quota",
  )
}

async function readState(db: Db, key: string): Promise<RefreshState | undefined> {
  const [state] = await db
    .select()
    .from(youtubeRefreshState)
    .where(eq(youtubeRefreshState.key, key))
    .limit(1)
  return state
}

async function readEntry(db: Db, spec: KeySpec): Promise<Entry | undefined> {
  const [row] = await db
    .select({
      data: youtubeCache.data,
      fetchedAt: youtubeCache.fetchedAt,
      failedAt: youtubeRefreshState.failedAt,
      failure: youtubeRefreshState.failure,
    })
    .from(youtubeCache)
    .leftJoin(youtubeRefreshState, eq(youtubeRefreshState.key, youtubeCache.key))
    .where(eq(youtubeCache.key, spec.key))
    .limit(1)
  if (!row) return undefined
  // A row in an older shape is as good as none.
  const parsed = SCHEMAS[spec.kind].safeParse(row.data)
  if (!parsed.success) return undefined
  // The last attempt failed after this copy was fetched: the page says so.
  const failedSince = row.failedAt && row.failedAt.getTime() >= row.fetchedAt.getTime()
  return {
    data: parsed.data,
    fetchedAt: row.fetchedAt.getTime(),
    ...(failedSince ? { notice: row.failure === "quota" ? "quota" : "error" } : {}),
  }
}
