// One simulated day of the video cache against the API fake, with an injected
// clock: the background refresher looks every tick as the server's does
// (refreshDueKeys), visitors read the pages' listings at their times, and the
// fake's streams change their viewers, end and start. Run by
// scripts/bench-quota.js through Vite (TypeScript and the app's `~/` paths).
import { createMemoryDb } from "~/db/client.server"
import { config } from "~/lib/config.server"
import { getCameraListing } from "~/video/cameras.server"
import { createChannelCache, videoTiming, type ChannelCache } from "~/video/channel-cache.server"
import { quotaDay, readQuotaUsage } from "~/video/quota-ledger.server"
import { startYouTubeFake } from "../../dev/youtube-fake"

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** Midnight in California: one whole quota day. */
export const DAY_START = Date.parse("2026-11-23T08:00:00Z")

export type DayResult = {
  visitors: number
  pageViews: number
  calls: Record<string, number>
  units: number
  searches: number
  unitsWithSearches: number
  oldestViewerCountSeenMs: number
  longestEndedStreamShownMs: number
  longestNewStreamMissingMs: number
  newStreamsSeen: number
  newStreamsStarted: number
}

/** What happens on the channel during the day, at minutes after midnight Pacific. */
const STARTS = [70, 300, 560, 880, 1085, 1350].map((minute, index) => ({
  at: minute * MINUTE,
  id: `live-new-${index + 1}`,
  title: `New camera ${index + 1}`,
}))
const ENDS = [
  { at: 120 * MINUTE, id: "live-boulders" },
  { at: 450 * MINUTE, id: "live-new-1" },
  { at: 780 * MINUTE, id: "live-clifton" },
  { at: 1185 * MINUTE, id: "live-new-3" },
  { at: 1300 * MINUTE, id: "live-cape-point" },
]
const VIEWER_CHANGE_EVERY = 7 * MINUTE

export async function simulateDay(visitors: number): Promise<DayResult> {
  let clock = DAY_START
  const fake = await startYouTubeFake({ apiKey: "bench-key", now: () => clock })
  const db = await createMemoryDb()
  // The defaults: live data 5 minutes, cache lifetime 24 h, budget 500 units.
  const timing = videoTiming({
    ...config.youtube,
    liveRefreshSeconds: 300,
    cacheTtlSeconds: 86_400,
    dailyUnitBudget: 500,
    failureBackoffSeconds: 60,
  })
  const cache = createChannelCache({
    db: async () => db,
    youtube: config.youtube,
    client: {
      apiKey: "bench-key",
      baseUrl: fake.baseUrl,
      shortsMaxSeconds: config.youtube.shortsMaxSeconds,
    },
    timing,
  })
  try {
    let random = seeded(visitors)
    // Visitors spread over the day, one page each, in turn /, /cameras, /highlights.
    const visits = Array.from(
      { length: visitors },
      (_, i) => DAY_START + Math.floor(((i + random()) * DAY) / visitors),
    )
    const events: Array<{ at: number; run: () => void }> = [
      ...STARTS.map((start) => ({
        at: DAY_START + start.at,
        run: () => fake.startStream({ id: start.id, title: start.title, viewers: 10 }),
      })),
      ...ENDS.map((end) => ({ at: DAY_START + end.at, run: () => fake.endStream(end.id) })),
    ]
    random = seeded(7)
    for (let at = DAY_START + VIEWER_CHANGE_EVERY; at < DAY_START + DAY; at += VIEWER_CHANGE_EVERY)
      events.push({
        at,
        run: () => {
          for (const stream of fake.streams().filter((s) => s.status === "live"))
            fake.setViewers(stream.id, Math.floor(random() * 5000))
        },
      })
    events.sort((a, b) => a.at - b.at)

    const result: DayResult = {
      visitors,
      pageViews: 0,
      calls: {},
      units: 0,
      searches: 0,
      unitsWithSearches: 0,
      oldestViewerCountSeenMs: 0,
      longestEndedStreamShownMs: 0,
      longestNewStreamMissingMs: 0,
      newStreamsSeen: 0,
      newStreamsStarted: 0,
    }
    const seenNew = new Set<string>()
    // When the data on the pages was last checked: the last successful videos.list call.
    const checks = { videosCalls: 0, last: undefined as number | undefined }
    const noteChecks = () => {
      if (fake.counts().videos === checks.videosCalls) return
      checks.videosCalls = fake.counts().videos
      checks.last =
        fake
          .requests()
          .filter((request) => request.endpoint === "videos" && request.status === 200)
          .at(-1)?.at ?? checks.last
    }
    let nextTick = DAY_START
    let nextEvent = 0
    let nextVisit = 0
    while (true) {
      const at = Math.min(
        nextTick,
        events[nextEvent]?.at ?? Infinity,
        visits[nextVisit] ?? Infinity,
      )
      if (at >= DAY_START + DAY) break
      clock = at
      if (events[nextEvent]?.at === at) {
        events[nextEvent++].run()
      } else if (visits[nextVisit] === at) {
        await visit(cache, nextVisit++ % 3, at, fake, result, seenNew, checks)
        noteChecks()
      } else {
        await cache.refreshDueKeys(at)
        noteChecks()
        nextTick += timing.tickMs
      }
    }
    const usage = await readQuotaUsage(db, quotaDay(DAY_START))
    result.calls = Object.fromEntries(
      Object.entries(usage.byEndpoint).map(([endpoint, { calls }]) => [endpoint, calls]),
    )
    result.units = usage.units
    result.searches = usage.searches
    result.unitsWithSearches = usage.units + 100 * usage.searches
    result.newStreamsStarted = STARTS.length
    result.newStreamsSeen = seenNew.size
    return result
  } finally {
    await fake.close()
  }
}

async function visit(
  cache: ChannelCache,
  pageIndex: number,
  at: number,
  fake: Awaited<ReturnType<typeof startYouTubeFake>>,
  result: DayResult,
  seenNew: Set<string>,
  checks: { last: number | undefined },
) {
  result.pageViews++
  if (pageIndex === 2) {
    await cache.getShorts({ now: at })
    return
  }
  const page = pageIndex === 0 ? "home" : "cameras"
  const listing = await getCameraListing({ page, now: at, cache })
  const shownIds = new Set(
    listing.cameras.filter((camera) => camera.isLive).map((camera) => videoId(camera.youtubeUrl)),
  )
  const truth = fake.streams()
  // A first visit may have fetched just now.
  const lastCheck = fake.counts().videos > 0 ? (checks.last ?? at) : undefined
  if (lastCheck !== undefined && shownIds.size > 0)
    result.oldestViewerCountSeenMs = Math.max(result.oldestViewerCountSeenMs, at - lastCheck)
  for (const stream of truth) {
    if (shownIds.has(stream.id) && stream.endedAt !== undefined && stream.endedAt <= at)
      result.longestEndedStreamShownMs = Math.max(
        result.longestEndedStreamShownMs,
        at - stream.endedAt,
      )
  }
  // A live stream missing from the list (pages show its first 3 or 6, newest first).
  const listed = new Set((await cache.getLiveStreams({ now: at })).data.map((stream) => stream.id))
  for (const stream of truth) {
    if (stream.status !== "live" || stream.startedAt === undefined) continue
    if (listed.has(stream.id)) {
      if (stream.id.startsWith("live-new-")) seenNew.add(stream.id)
    } else {
      result.longestNewStreamMissingMs = Math.max(
        result.longestNewStreamMissingMs,
        at - Math.max(stream.startedAt, DAY_START),
      )
    }
  }
}

function videoId(url: string): string {
  return new URL(url).searchParams.get("v") ?? url
}

/** A small deterministic random generator, so every run simulates the same day. */
function seeded(seed: number) {
  let state = seed * 2654435761
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
}
