// Rate limits for the forms that make the site do work for a stranger (an order
// sends a mail, a sign-up sends a confirmation). Each request a rule lets through
// is a row in rate_limit_hits, so the count holds across server processes and
// restarts. A sliding window: a request is allowed while fewer than `max` earlier
// requests of the client fall within the last `windowMs`. The global count is a
// soft threshold, not a wall: past it a request needs a solved proof of work
// (challenge.server.ts), so a flood cannot close the form for every customer, and
// the owner is told once (threshold-alert.server.ts).
//
// Atomicity: the check and the insert run in one transaction that first takes a
// transaction-scoped advisory lock for the bucket, so two processes (or two
// concurrent requests of one process) cannot both see "4 of 5" and both insert.
import { and, count, desc, eq, gt, lt, sql } from "drizzle-orm"
import { claimSolution, type VerifiedSolution } from "~/abuse/challenge.server"
import { alertThresholdCrossed } from "~/abuse/threshold-alert.server"
import type { Db } from "~/db/client.server"
import { rateLimitHits } from "~/db/schema"
import { config } from "~/lib/config.server"

export type RateLimitRule = {
  bucket: string
  perClient: { max: number; windowMs: number }
  global?: { max: number; windowMs: number }
  /** Repeats of a stored submit per client (replay-budget.server.ts). */
  replays?: { max: number; windowMs: number }
}

export type RateLimitResult =
  | { allowed: true }
  | { allowed: false; scope: "client" | "global"; retryAfterSeconds: number; message: string }

export type RateLimitOptions = {
  /** A verified proof of work, spent here when the global threshold is passed. */
  proof?: VerifiedSolution
  /** Who is told when the global threshold is passed (default: SHOP_EMAIL). */
  alertTo?: string
}

// Advisory locks taken here use the two-key form with this first key, a key space
// of their own (PostgreSQL keeps one-key and two-key locks apart).
const ADVISORY_LOCK_CLASS = 0x52_41_54_45 // "RATE"

export async function consumeRateLimit(
  db: Db,
  baseRule: RateLimitRule,
  clientKey: string,
  now: Date = new Date(),
  options: RateLimitOptions = {},
): Promise<RateLimitResult> {
  const rule = withConfiguredMaxima(baseRule)
  const nowMs = now.getTime()
  const longestWindow = Math.max(rule.perClient.windowMs, rule.global?.windowMs ?? 0)
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_CLASS}, hashtext(${rule.bucket}))`,
    )
    // Pruning here keeps the table as small as the longest window needs.
    await tx
      .delete(rateLimitHits)
      .where(
        and(
          eq(rateLimitHits.bucket, rule.bucket),
          lt(rateLimitHits.hitAt, new Date(nowMs - longestWindow)),
        ),
      )

    const clientWait = await waitForRoom(tx, rule.bucket, clientKey, rule.perClient, nowMs)
    if (clientWait !== undefined) return refusal(clientWait, "client")
    if (rule.global) {
      const globalWait = await waitForRoom(tx, rule.bucket, undefined, rule.global, nowMs)
      if (globalWait !== undefined) {
        await alertThresholdCrossed(
          tx,
          { bucket: rule.bucket, ...rule.global },
          now,
          options.alertTo,
        )
        const proven = options.proof !== undefined && (await claimSolution(tx, options.proof, now))
        if (!proven) return refusal(globalWait, "global")
      }
    }
    await tx.insert(rateLimitHits).values({ bucket: rule.bucket, clientKey, hitAt: now })
    return { allowed: true } as const
  })
}

/** The rule with the maxima set in the environment (RATE_LIMIT_*), if any, in place of its own. */
export function withConfiguredMaxima(
  rule: RateLimitRule,
  settings: Record<
    string,
    { perClient?: number; global?: number; replays?: number }
  > = config.rateLimits,
): RateLimitRule {
  const setting = settings[rule.bucket]
  if (!setting) return rule
  return {
    ...rule,
    perClient: { ...rule.perClient, max: setting.perClient ?? rule.perClient.max },
    global: rule.global && { ...rule.global, max: setting.global ?? rule.global.max },
    replays: rule.replays && { ...rule.replays, max: setting.replays ?? rule.replays.max },
  }
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0]

/**
 * Undefined when the window has room, else the milliseconds until enough of the
 * oldest hits leave the window to make room for one more.
 */
async function waitForRoom(
  tx: Tx,
  bucket: string,
  clientKey: string | undefined,
  limit: { max: number; windowMs: number },
  nowMs: number,
): Promise<number | undefined> {
  const inWindow = and(
    eq(rateLimitHits.bucket, bucket),
    clientKey === undefined ? undefined : eq(rateLimitHits.clientKey, clientKey),
    gt(rateLimitHits.hitAt, new Date(nowMs - limit.windowMs)),
  )
  const [{ hits } = { hits: 0 }] = await tx
    .select({ hits: count() })
    .from(rateLimitHits)
    .where(inWindow)
  if (hits < limit.max) return undefined
  // The max-th newest hit is the one whose leaving brings the count below max.
  const [blocking] = await tx
    .select({ hitAt: rateLimitHits.hitAt })
    .from(rateLimitHits)
    .where(inWindow)
    .orderBy(desc(rateLimitHits.hitAt))
    .limit(1)
    .offset(limit.max - 1)
  const leavesAt = (blocking?.hitAt.getTime() ?? nowMs) + limit.windowMs
  return Math.max(0, leavesAt - nowMs)
}

function refusal(waitMs: number, scope: "client" | "global"): RateLimitResult {
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000))
  const wait = describeWait(retryAfterSeconds)
  const message =
    scope === "client"
      ? `Too many requests from your connection. Please try again in ${wait}.`
      : `We are receiving an unusual number of requests. Please try again in ${wait}.`
  return { allowed: false, scope, retryAfterSeconds, message }
}

export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? "1 minute" : `${minutes} minutes`
}

/** Forgets a client's hits in one bucket (a correct admin password forgives the typos before it). */
export async function forgetClientHits(db: Db, bucket: string, clientKey: string) {
  await db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.clientKey, clientKey)))
}

/** Deletes hits older than `olderThanMs` in every bucket (the scheduled purge). */
export async function purgeRateLimitHits(db: Db, olderThanMs: number, now: Date = new Date()) {
  await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.hitAt, new Date(now.getTime() - olderThanMs)))
}
