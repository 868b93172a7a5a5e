// The cached channel data in the database: one youtube_cache row per key, and per key a
// youtube_refresh_state row with its lease (so only one process refreshes a key at a
// time) and its last failure (so every process holds back after one).
import { randomUUID } from "node:crypto"
import { and, asc, eq, inArray, isNull, lt, or } from "drizzle-orm"
import { z } from "zod"
import type { Db } from "~/db/client.server"
import { youtubeCache, youtubeRefreshState } from "~/db/schema"
import { LiveStreamSchema, ShortVideoSchema } from "./platform-data"
import { YouTubeApiError } from "./youtube.server"

/** The highlights page asks for 20 shorts. */
export const SHORTS_COUNT = 20
/** How many live streams the list keeps: one videos.list call checks them all, with room for candidates. */
export const LIVE_LIST_MAX = 40
/** How long a refresh may hold its key before another process may take over. */
export const LEASE_MS = 60_000
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

export type KeySpec = { key: string; kind: CacheKind; channelId: string; count: number }

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

export type Entry = { data: unknown; fetchedAt: number; notice?: CacheNotice }
export type RefreshState = typeof youtubeRefreshState.$inferSelect

// Names this process's leases, so a process only ever releases its own.
const processId = randomUUID()

/** A new lease holder name of this process. */
export function newLeaseHolder(): string {
  return `${processId}:${randomUUID()}`
}

/** Takes the key's lease unless another holder's is still running; true when taken. */
export async function takeLease(
  db: Db,
  key: string,
  holder: string,
  now: number,
): Promise<boolean> {
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

export async function releaseLease(db: Db, key: string, holder: string): Promise<void> {
  await db
    .update(youtubeRefreshState)
    .set({ leaseHolder: null, leaseUntil: null })
    .where(and(eq(youtubeRefreshState.key, key), eq(youtubeRefreshState.leaseHolder, holder)))
}

/** Waits (in real time) until another process's refresh of the key is over, then reads its result. */
export async function waitForOtherRefresh(db: Db, spec: KeySpec): Promise<CachedData<unknown>> {
  for (let waited = 0; waited < LEASE_MS; waited += LEASE_POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, LEASE_POLL_MS))
    const state = await readState(db, spec.key)
    if (!state?.leaseHolder) break
  }
  const entry = await readEntry(db, spec)
  if (entry) return { data: entry.data, notice: entry.notice }
  throw lastFailure(await readState(db, spec.key))
}

/** The error a key's recorded failure stands for. */
export function lastFailure(state: RefreshState | undefined): YouTubeApiError {
  return new YouTubeApiError(
    state?.failureMessage ?? "Video platform request failed",
    0,
    state?.failure === "quota",
  )
}

export async function readState(db: Db, key: string): Promise<RefreshState | undefined> {
  const [state] = await db
    .select()
    .from(youtubeRefreshState)
    .where(eq(youtubeRefreshState.key, key))
    .limit(1)
  return state
}

export async function readEntry(db: Db, spec: KeySpec): Promise<Entry | undefined> {
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

/** Stores a fresh copy of the key and clears its failure mark. */
export async function writeEntry(
  db: Db,
  spec: KeySpec,
  data: unknown,
  fetchedAt: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .insert(youtubeCache)
    .values({ ...spec, data, fetchedAt, expiresAt })
    .onConflictDoUpdate({ target: youtubeCache.key, set: { data, fetchedAt, expiresAt } })
  await db
    .update(youtubeRefreshState)
    .set({ failedAt: null, failure: null, failureMessage: null })
    .where(eq(youtubeRefreshState.key, spec.key))
}

/** Marks the key as failed at `at`: every process holds back, and pages say their copy is stale. */
export async function markFailure(
  db: Db,
  key: string,
  at: Date,
  failure: CacheNotice,
  message: string,
): Promise<void> {
  await db
    .update(youtubeRefreshState)
    .set({ failedAt: at, failure, failureMessage: message })
    .where(eq(youtubeRefreshState.key, key))
}

/** Marks the key's search as run at `at` (before the call: a failed search waits as long). */
export async function markSearched(db: Db, key: string, at: Date): Promise<void> {
  await db
    .update(youtubeRefreshState)
    .set({ searchedAt: at })
    .where(eq(youtubeRefreshState.key, key))
}

/** Which of the given keys have a row. */
export async function storedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ key: youtubeCache.key })
    .from(youtubeCache)
    .where(inArray(youtubeCache.key, keys))
  return new Set(rows.map((row) => row.key))
}

/** Removes every row and failure mark; returns how many rows there were. */
export async function clearAll(db: Db): Promise<number> {
  const deleted = await db.delete(youtubeCache).returning({ key: youtubeCache.key })
  await db.delete(youtubeRefreshState)
  return deleted.length
}

export async function listEntries(
  db: Db,
): Promise<Array<{ key: string; kind: string; count: number; fetchedAt: Date; expiresAt: Date }>> {
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
