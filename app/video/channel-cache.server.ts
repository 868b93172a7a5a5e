// The shared cache of channel data (DESIGN.md "The server owns every secret"):
// every visitor reads the same rows of youtube_cache, so API units do not grow
// with page views. A miss or expiry is fetched once however many requests wait
// (single flight in this process; with PostgreSQL, a transaction-scoped
// advisory lock per key makes other processes wait and reuse the result).
// When the platform fails and a copy exists, the copy is served with a notice
// (spec §8); without a copy the error reaches the caller.
import { and, asc, eq, sql } from "drizzle-orm"
import { z } from "zod"
import { getDb, type Db } from "~/db/client.server"
import { youtubeCache } from "~/db/schema"
import { config } from "~/lib/config.server"
import { errorMessage, log } from "~/lib/log.server"
import { registerService } from "~/lib/services.server"
import { createYouTubeClient, YouTubeApiError, type YouTubeClient } from "./youtube.server"
import type { LiveStream, ShortVideo } from "./types"

/** spec §7: the highlights page asks for 20 shorts. */
export const SHORTS_COUNT = 20

export type CacheKind = "live" | "shorts"
/** Why a stale copy was served: the quota ran out, or any other failure. */
export type CacheNotice = "quota" | "error"
export type CachedData<T> = { data: T; notice?: CacheNotice }

const LiveStreamSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnailUrl: z.string(),
  publishedAt: z.string(),
  viewCount: z.number(),
  channelTitle: z.string(),
  isLiveStream: z.boolean(),
  concurrentViewers: z.string().optional(),
})
const ShortVideoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnailUrl: z.string(),
  publishedAt: z.string(),
  viewCount: z.number(),
  channelTitle: z.string(),
  duration: z.string(),
})
const SCHEMAS = { live: z.array(LiveStreamSchema), shorts: z.array(ShortVideoSchema) } as const

type Tx = Pick<Db, "select" | "insert" | "execute">

let clientOverride: YouTubeClient | undefined
let lockOverride: boolean | undefined
const inFlight = new Map<string, Promise<CachedData<unknown>>>()
// Every call costs units, failed ones too, so after a failure a key is not
// fetched again for YOUTUBE_FAILURE_BACKOFF_SECONDS (unless forced); until then
// requests get the stale copy or the same error.
const recentFailures = new Map<string, { error: unknown; until: number }>()

/** Tests put a client against the fake (or a stub) here; undefined restores the configured one. */
export function setYouTubeClient(client: YouTubeClient | undefined) {
  clientOverride = client
}

/** Tests switch the cross-process lock on against PGlite; by default it is on only with DATABASE_URL. */
export function setCrossProcessLock(enabled: boolean | undefined) {
  lockOverride = enabled
}

/** Forgets the failures that hold back fetching (the admin's clear does this too). */
export function forgetFailures() {
  recentFailures.clear()
}

/** No key: the site shows sample data and never calls the platform (CONTRACT.md). */
export function isDemoMode(): boolean {
  return !clientOverride && !config.youtube.apiKey
}

export function cacheKey(kind: CacheKind, channelId: string, count: number): string {
  return `${kind}:${channelId}:${count}`
}

export function getLiveStreams(options: {
  channelId?: string
  count: number
  force?: boolean
}): Promise<CachedData<LiveStream[]>> {
  const channelId = options.channelId ?? config.youtube.channelId
  return readThrough("live", channelId, options.count, options.force ?? false, (client) =>
    client.fetchLiveStreams(channelId, options.count),
  ) as Promise<CachedData<LiveStream[]>>
}

export function getShorts(options: {
  channelId?: string
  count: number
  force?: boolean
}): Promise<CachedData<ShortVideo[]>> {
  const channelId = options.channelId ?? config.youtube.channelId
  return readThrough("shorts", channelId, options.count, options.force ?? false, (client) =>
    client.fetchShorts(channelId, options.count),
  ) as Promise<CachedData<ShortVideo[]>>
}

/**
 * The admin's 'Refresh YouTube Cache' (spec §7): fetches the live streams for
 * `count` (and for every other count the pages have cached for that channel)
 * and the channel's shorts anew, through the same single-flight path. Throws
 * when any of them could not be fetched, even if a stale copy remains.
 */
export async function refreshChannelData({
  channelId,
  count,
  force,
}: {
  channelId?: string
  count: number
  force: boolean
}): Promise<void> {
  if (isDemoMode()) throw new Error("No YOUTUBE_API_KEY is set: the site runs on sample data")
  const channel = channelId ?? config.youtube.channelId
  const db = await getDb()
  const cachedLiveCounts = (
    await db
      .select({ count: youtubeCache.count })
      .from(youtubeCache)
      .where(and(eq(youtubeCache.kind, "live"), eq(youtubeCache.channelId, channel)))
  ).map((row) => row.count)
  const liveCounts = [...new Set([count, ...cachedLiveCounts])]
  const results = await Promise.all([
    ...liveCounts.map((liveCount) =>
      getLiveStreams({ channelId: channel, count: liveCount, force }),
    ),
    getShorts({ channelId: channel, count: SHORTS_COUNT, force }),
  ])
  if (results.some((result) => result.notice)) {
    throw new Error(
      results.some((result) => result.notice === "quota")
        ? "Video platform quota exceeded"
        : "Video platform request failed",
    )
  }
}

/** The admin's 'Clear All Cache': removes every row and returns how many there were. */
export async function clearChannelCache(): Promise<number> {
  const db = await getDb()
  const deleted = await db.delete(youtubeCache).returning({ key: youtubeCache.key })
  forgetFailures()
  log.info("youtube.cache_cleared", { entries: deleted.length })
  return deleted.length
}

export async function listCacheEntries(): Promise<
  Array<{ key: string; kind: string; count: number; fetchedAt: Date; expiresAt: Date }>
> {
  const db = await getDb()
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

async function readThrough(
  kind: CacheKind,
  channelId: string,
  count: number,
  force: boolean,
  load: (client: YouTubeClient) => Promise<unknown>,
): Promise<CachedData<unknown>> {
  const key = cacheKey(kind, channelId, count)
  if (!force) {
    const row = await readRow(await getDb(), kind, key)
    if (row && row.expiresAt.getTime() > Date.now()) return { data: row.data }
  }
  // A forced refresh joins a fetch already under way: its result is just as fresh.
  let flight = inFlight.get(key)
  if (!flight) {
    flight = refresh(kind, key, channelId, count, force, load).finally(() => inFlight.delete(key))
    inFlight.set(key, flight)
  }
  return flight
}

async function refresh(
  kind: CacheKind,
  key: string,
  channelId: string,
  count: number,
  force: boolean,
  load: (client: YouTubeClient) => Promise<unknown>,
): Promise<CachedData<unknown>> {
  const db = await getDb()
  const requestedAt = new Date()
  const fetchAndStore = async (tx: Tx) => {
    const failure = recentFailures.get(key)
    if (failure && !force && failure.until > Date.now()) throw failure.error
    let data: unknown
    try {
      data = await load(requireClient())
    } catch (error) {
      recentFailures.set(key, {
        error,
        until: Date.now() + config.youtube.failureBackoffSeconds * 1000,
      })
      throw error
    }
    recentFailures.delete(key)
    const fetchedAt = new Date()
    const expiresAt = new Date(fetchedAt.getTime() + config.youtube.cacheTtlSeconds * 1000)
    await tx
      .insert(youtubeCache)
      .values({ key, channelId, kind, count, data, fetchedAt, expiresAt })
      .onConflictDoUpdate({
        target: youtubeCache.key,
        set: { data, fetchedAt, expiresAt, channelId, kind, count },
      })
    log.info("youtube.cache_refreshed", {
      key,
      items: Array.isArray(data) ? data.length : undefined,
    })
    return data
  }
  try {
    if (!(lockOverride ?? Boolean(config.databaseUrl))) return { data: await fetchAndStore(db) }
    const data = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
      // Another process may have fetched while this one waited for the lock.
      const row = await readRow(tx, kind, key)
      if (row && (force ? row.fetchedAt >= requestedAt : row.expiresAt.getTime() > Date.now()))
        return row.data
      return fetchAndStore(tx)
    })
    return { data }
  } catch (error) {
    const stale = await readRow(db, kind, key)
    const notice: CacheNotice =
      error instanceof YouTubeApiError && error.isQuota ? "quota" : "error"
    log.warn("youtube.fetch_failed", {
      key,
      error: errorMessage(error),
      servedStale: Boolean(stale),
    })
    if (!stale) throw error
    return { data: stale.data, notice }
  }
}

async function readRow(db: Tx, kind: CacheKind, key: string) {
  const [row] = await db.select().from(youtubeCache).where(eq(youtubeCache.key, key)).limit(1)
  if (!row) return undefined
  // A row in an older shape is as good as none.
  const parsed = SCHEMAS[kind].safeParse(row.data)
  return parsed.success
    ? { data: parsed.data as unknown, fetchedAt: row.fetchedAt, expiresAt: row.expiresAt }
    : undefined
}

function requireClient(): YouTubeClient {
  if (clientOverride) return clientOverride
  const { apiKey, baseUrl, shortsMaxSeconds } = config.youtube
  if (!apiKey) throw new Error("No YOUTUBE_API_KEY is set")
  return createYouTubeClient({ apiKey, baseUrl, shortsMaxSeconds })
}

registerService({
  name: "video",
  start() {
    // CONTRACT.md: without a key the site runs on sample data; say so once.
    if (isDemoMode()) {
      log.info("youtube.demo_mode", {
        message: "YOUTUBE_API_KEY is not set: showing sample cameras and shorts",
      })
    }
  },
})
