// The quota ledger: every YouTube Data API call is counted per quota day and
// endpoint before it is made (failed calls cost quota too). The platform's
// day ends at midnight Pacific time. Background refreshes ask the ledger first
// and are refused once the day's budget is spent; a forced refresh (the
// admin's) is counted but never refused.
import { eq, sql } from "drizzle-orm"
import type { Db } from "~/db/client.server"
import { youtubeQuotaUsage } from "~/db/schema"
import { UNIT_COST, type ApiEndpoint } from "./youtube.server"

export const QUOTA_TIME_ZONE = "America/Los_Angeles"
/** A search is priced like 100 other calls, so the search budget is the unit budget / 100. */
export const UNITS_PER_SEARCH = 100

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: QUOTA_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
})

/** The platform's quota day (YYYY-MM-DD in Pacific time) at `now`. */
export function quotaDay(now: number): string {
  return dayFormat.format(new Date(now))
}

export type QuotaBudget = { units: number; searches: number }

/** The budget: `units` for every call but searches, and one search per 100 units. */
export function quotaBudget(dailyUnits: number): QuotaBudget {
  return { units: dailyUnits, searches: Math.floor(dailyUnits / UNITS_PER_SEARCH) }
}

/** A background call the day's budget has no room for. */
export class QuotaBudgetError extends Error {
  readonly endpoint: ApiEndpoint
  constructor(endpoint: ApiEndpoint) {
    super(
      endpoint === "search"
        ? "The daily search budget is spent"
        : "The daily API unit budget is spent",
    )
    this.name = "QuotaBudgetError"
    this.endpoint = endpoint
  }
}

export type QuotaUsage = {
  day: string
  /** Calls and units per endpoint. */
  byEndpoint: Record<ApiEndpoint, { calls: number; units: number }>
  /** Units of every call but searches. */
  units: number
  searches: number
}

export async function readQuotaUsage(db: Pick<Db, "select">, day: string): Promise<QuotaUsage> {
  const rows = await db.select().from(youtubeQuotaUsage).where(eq(youtubeQuotaUsage.quotaDay, day))
  const byEndpoint = {
    search: { calls: 0, units: 0 },
    videos: { calls: 0, units: 0 },
    channels: { calls: 0, units: 0 },
    playlistItems: { calls: 0, units: 0 },
  }
  for (const row of rows) {
    if (row.endpoint in byEndpoint)
      byEndpoint[row.endpoint as ApiEndpoint] = { calls: row.calls, units: row.units }
  }
  return {
    day,
    byEndpoint,
    units: byEndpoint.videos.units + byEndpoint.channels.units + byEndpoint.playlistItems.units,
    searches: byEndpoint.search.calls,
  }
}

/**
 * Counts one call. Unless `force`, it throws QuotaBudgetError (and counts
 * nothing) when the call would go past the day's budget. The check and the
 * count hold one lock together, so two refreshes (or two server processes on
 * one PostgreSQL) cannot both take the last unit.
 */
export async function recordApiCall(
  db: Db,
  endpoint: ApiEndpoint,
  options: { now: number; budget: QuotaBudget; force: boolean },
): Promise<void> {
  const day = quotaDay(options.now)
  const cost = UNIT_COST[endpoint]
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"youtube_quota:" + day}))`)
    if (!options.force) {
      const usage = await readQuotaUsage(tx, day)
      const fits =
        endpoint === "search"
          ? usage.searches + 1 <= options.budget.searches
          : usage.units + cost <= options.budget.units
      if (!fits) throw new QuotaBudgetError(endpoint)
    }
    await tx
      .insert(youtubeQuotaUsage)
      .values({ quotaDay: day, endpoint, calls: 1, units: cost })
      .onConflictDoUpdate({
        target: [youtubeQuotaUsage.quotaDay, youtubeQuotaUsage.endpoint],
        set: {
          calls: sql`${youtubeQuotaUsage.calls} + 1`,
          units: sql`${youtubeQuotaUsage.units} + ${cost}`,
        },
      })
  })
}

/** Whether a background call of this kind still fits into today's budget. */
export async function budgetAllows(
  db: Db,
  endpoint: ApiEndpoint,
  now: number,
  budget: QuotaBudget,
): Promise<boolean> {
  const usage = await readQuotaUsage(db, quotaDay(now))
  return endpoint === "search"
    ? usage.searches + 1 <= budget.searches
    : usage.units + UNIT_COST[endpoint] <= budget.units
}
