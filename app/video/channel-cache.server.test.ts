// The cache policy against an in-memory database and the API fake, with an
// injected clock: first visit, background refresh of the live list (viewer
// counts, ended and new streams), the scarce search, the daily budget, the
// failure pause, the lease between processes, the admin's refresh and clear.
import { sql } from "drizzle-orm"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { startYouTubeFake, type YouTubeFake } from "../../dev/youtube-fake"
import {
  createChannelCache,
  LEASE_MS,
  MEMO_MS,
  videoTiming,
  type ChannelCache,
} from "./channel-cache.server"
import { quotaDay, readQuotaUsage } from "./quota-ledger.server"
import type { Db } from "~/db/client.server"
import { youtubeRefreshState } from "~/db/schema"
import { config } from "~/lib/config.server"
import { databases, type TestDb } from "../../tests/support/databases"

describe.each(databases)("channel cache ($name)", ({ open }) => {
  let fake: YouTubeFake
  let db: Db
  let opened: TestDb
  let clock = 0
  const channelId = "UCcapeOceanAdventures000"
  const MINUTE = 60_000
  // Noon in Cape Town, 02:00 in California: well inside one quota day.
  const START = Date.parse("2026-11-23T10:00:00Z")

  let cache: ChannelCache

  /** A new cache (as after a restart: nothing kept in memory) on this schedule, aimed at the fake. */
  function useTiming(overrides: Partial<typeof config.youtube> = {}) {
    cache = createChannelCache({
      db: async () => db,
      youtube: config.youtube,
      client: { apiKey: "test-key", baseUrl: fake.baseUrl },
      timing: videoTiming({
        ...config.youtube,
        cacheTtlSeconds: 86_400,
        liveRefreshSeconds: 300,
        failureBackoffSeconds: 60,
        dailyUnitBudget: 500,
        ...overrides,
      }),
    })
  }

  beforeAll(async () => {
    opened = await open()
    db = opened.db
    fake = await startYouTubeFake({ now: () => clock })
  })
  afterAll(async () => {
    await fake.close()
    await opened.close()
  })
  beforeEach(async () => {
    useTiming()
    await db.execute(sql`delete from youtube_cache`)
    await db.execute(sql`delete from youtube_refresh_state`)
    await db.execute(sql`delete from youtube_quota_usage`)
    fake.setMode("normal")
    fake.setDelay(0)
    fake.resetCounts()
    fake.resetStreams()
    clock = START
  })

  const liveIds = async (now = clock) => (await cache.getLiveStreams({ now })).data.map((s) => s.id)
  const LIVE = [
    "live-humpback",
    "live-boulders",
    "live-seal-island",
    "live-clifton",
    "live-lions-head",
    "live-cape-point",
    "live-hout-bay",
  ]

  describe("first visit and reads", () => {
    it("fetches once on an empty cache, then serves every read from the database", async () => {
      expect(await liveIds()).toEqual(LIVE)
      expect(fake.counts()).toEqual({ search: 1, videos: 1, channels: 1, playlistItems: 1 })
      for (let i = 0; i < 5; i++) await liveIds(clock + i * 1000)
      expect(fake.counts()).toEqual({ search: 1, videos: 1, channels: 1, playlistItems: 1 })
      const [entry] = await cache.listCacheEntries()
      expect(entry).toMatchObject({ key: `live:${channelId}`, kind: "live" })
      expect(entry.expiresAt.getTime() - entry.fetchedAt.getTime()).toBe(5 * MINUTE)
    })

    it("pages keep the parsed row for a second; another process's refresh shows after that", async () => {
      const viewers = async (now: number) =>
        (await cache.getLiveStreams({ now })).data.find((s) => s.id === "live-humpback")
          ?.concurrentViewers
      await liveIds()
      const first = await viewers(clock)
      // Another process refreshes the row (here: the same change written straight to the table).
      await db.execute(
        sql`update youtube_cache set data = jsonb_set(data, '{streams,0,concurrentViewers}', '"4321"')`,
      )
      expect(await viewers(clock + MEMO_MS - 1)).toBe(first)
      expect(await viewers(clock + MEMO_MS)).toBe("4321")
      // A clock that went back never keeps a copy alive.
      await db.execute(
        sql`update youtube_cache set data = jsonb_set(data, '{streams,0,concurrentViewers}', '"5555"')`,
      )
      expect(await viewers(clock)).toBe("5555")
    })

    it("this process's own refresh shows on the next page at once", async () => {
      await liveIds()
      fake.setViewers("live-humpback", 2222)
      await cache.refreshChannelData({ now: clock })
      const [humpback] = (await cache.getLiveStreams({ now: clock })).data
      expect(humpback).toMatchObject({ id: "live-humpback", concurrentViewers: "2222" })
      fake.endStream("live-humpback")
      await cache.clearChannelCache()
      expect((await cache.getLiveStreams({ now: clock })).data.map((s) => s.id)).not.toContain(
        "live-humpback",
      )
    })

    it("a read never waits for the platform once a row exists, however old", async () => {
      await liveIds()
      fake.setDelay(5_000)
      const started = performance.now()
      expect(await liveIds(clock + 3 * 86_400_000)).toEqual(LIVE)
      expect(performance.now() - started).toBeLessThan(1_000)
      expect(fake.counts().videos).toBe(1)
    })

    it("makes one fetch however many first visits wait for it", async () => {
      fake.setDelay(50)
      const results = await Promise.all(Array.from({ length: 20 }, () => liveIds()))
      expect(new Set(results.map((ids) => ids.length))).toEqual(new Set([7]))
      expect(fake.counts()).toMatchObject({ search: 1, videos: 1 })
    })

    it("lets the error through when there is no copy, and pauses before the next try", async () => {
      fake.setMode("quota")
      await expect(cache.getLiveStreams({ now: clock })).rejects.toThrow(/Forbidden/)
      fake.setMode("normal")
      await expect(cache.getLiveStreams({ now: clock + 30_000 })).rejects.toThrow(/Forbidden/)
      expect(fake.counts().channels).toBe(1)
      expect(await liveIds(clock + 61_000)).toEqual(LIVE)
    })
  })

  describe("background refresh of the live list", () => {
    it("checks the known ids with one videos call before they are 5 minutes old", async () => {
      await liveIds()
      fake.resetCounts()
      expect(await cache.refreshDueKeys(clock + 2 * MINUTE)).toBe(0)
      expect(fake.units()).toBe(0)
      fake.setViewers("live-humpback", 2222)
      expect(await cache.refreshDueKeys(clock + 4.5 * MINUTE)).toBe(1)
      expect(fake.counts()).toEqual({ search: 0, videos: 1, channels: 0, playlistItems: 0 })
      const [first] = (await cache.getLiveStreams({ now: clock + 5 * MINUTE })).data
      expect(first.concurrentViewers).toBe("2222")
    })

    it("drops a stream that ended at the next refresh", async () => {
      await liveIds()
      clock += MINUTE
      fake.endStream("live-boulders")
      await cache.refreshDueKeys(START + 4.5 * MINUTE)
      expect(await liveIds(START + 5 * MINUTE)).toEqual(LIVE.filter((id) => id !== "live-boulders"))
    })

    it("finds a new stream through the uploads playlist within 25 minutes, without a search", async () => {
      await liveIds()
      fake.resetCounts()
      clock = START + MINUTE
      fake.startStream({ id: "live-new", title: "New Cam", viewers: 5 })
      let now = START
      while (!(await liveIds(now)).includes("live-new")) {
        now += 30_000
        await cache.refreshDueKeys(now)
        expect(now - START).toBeLessThanOrEqual(25 * MINUTE)
      }
      expect((await liveIds(now))[0]).toBe("live-new")
      expect(fake.counts().search).toBe(0)
      expect(fake.counts().playlistItems).toBe(1)
    })

    it(
      "spends at most 500 units and 5 searches in a day, even when every call fails",
      { timeout: 180_000 },
      async () => {
        const DAY = 86_400_000
        // The refresher's own pace (a look every 30 s) is the bench's job; steps of 5 minutes keep this quick.
        const runDay = async (from: number) => {
          for (let now = from; now < from + DAY; now += 5 * MINUTE) await cache.refreshDueKeys(now)
        }
        await liveIds()
        await runDay(START)
        const usage = await readQuotaUsage(db, quotaDay(START))
        expect(usage.units).toBeLessThanOrEqual(500)
        expect(usage.searches).toBeLessThanOrEqual(5)

        // The next quota day, every call fails: the refresher keeps trying, within the budget.
        fake.resetCounts()
        fake.setMode("server-error")
        await runDay(START + DAY)
        expect(fake.units()).toBeGreaterThan(0)
        expect(fake.counts().search).toBeLessThanOrEqual(5)
        expect(fake.units() - 100 * fake.counts().search).toBeLessThanOrEqual(500)

        // The day after, only the searches fail: at most 5 of them, however often they fail.
        fake.resetCounts()
        fake.setMode("search-error")
        useTiming({ cacheTtlSeconds: 3600 })
        await runDay(START + 2 * DAY)
        expect(fake.counts().search).toBeGreaterThan(0)
        expect(fake.counts().search).toBeLessThanOrEqual(5)
      },
    )

    it("does not search again soon after a failed search", async () => {
      // A 1 h cache lifetime makes a search due every 4.8 h (5 a day).
      useTiming({ cacheTtlSeconds: 3600 })
      await liveIds()
      expect(fake.counts().search).toBe(1)
      fake.setMode("search-error")
      let now = START
      for (; now <= START + 5.5 * 60 * MINUTE; now += 5 * MINUTE) await cache.refreshDueKeys(now)
      // The search came due (4.8 h) and failed; the uploads playlist still kept the list.
      expect(fake.counts().search).toBe(2)
      expect(await liveIds(now)).toEqual(LIVE)
      fake.setMode("normal")
      // The failed search waits as long as a good one: none for 4.8 h.
      for (; now < START + 9.5 * 60 * MINUTE; now += 5 * MINUTE) await cache.refreshDueKeys(now)
      expect(fake.counts().search).toBe(2)
    })

    it("serves the stale copy with a warning after a failed refresh, and pauses", async () => {
      await liveIds()
      fake.setMode("server-error")
      await cache.refreshDueKeys(clock + 4.5 * MINUTE)
      expect((await cache.getLiveStreams({ now: clock + 5 * MINUTE })).notice).toBe("error")
      const calls = fake.counts().videos
      await cache.refreshDueKeys(clock + 5 * MINUTE)
      expect(fake.counts().videos).toBe(calls)
      fake.setMode("normal")
      await cache.refreshDueKeys(clock + 6 * MINUTE)
      expect((await cache.getLiveStreams({ now: clock + 6 * MINUTE })).notice).toBeUndefined()
    })

    it("stops at the daily budget with the quota warning until the Pacific day turns; the admin's refresh still works", async () => {
      useTiming({ dailyUnitBudget: 6 })
      await liveIds()
      let now = clock
      for (let i = 0; i < 20; i++) await cache.refreshDueKeys((now += 5 * MINUTE))
      const usage = await readQuotaUsage(db, quotaDay(START))
      expect(usage.units).toBe(6)
      expect((await cache.getLiveStreams({ now })).notice).toBe("quota")
      await cache.refreshChannelData({ now })
      expect((await readQuotaUsage(db, quotaDay(START))).units).toBeGreaterThan(6)
      // 08:00 UTC is midnight in California: a new quota day.
      const nextDay = Date.parse("2026-11-24T08:00:00Z")
      expect(quotaDay(nextDay)).toBe("2026-11-24")
      await cache.refreshDueKeys(nextDay)
      expect((await readQuotaUsage(db, "2026-11-24")).units).toBeGreaterThan(0)
      expect((await cache.getLiveStreams({ now: nextDay })).notice).toBeUndefined()
    })

    it("leaves a key alone while another process holds its lease", async () => {
      await liveIds()
      await db
        .update(youtubeRefreshState)
        .set({ leaseHolder: "other-process", leaseUntil: new Date(clock + 5 * MINUTE + LEASE_MS) })
      fake.resetCounts()
      await cache.refreshDueKeys(clock + 5 * MINUTE)
      expect(fake.units()).toBe(0)
      await cache.refreshDueKeys(clock + 5 * MINUTE + LEASE_MS + 1)
      expect(fake.counts().videos).toBe(1)
    })
  })

  describe("shorts", () => {
    it("are fetched again in the background once the cache lifetime is over", async () => {
      expect((await cache.getShorts({ now: clock })).data).toHaveLength(9)
      fake.resetCounts()
      await cache.refreshDueKeys(clock + 23 * 60 * MINUTE)
      expect(fake.counts().channels).toBe(0)
      await cache.refreshDueKeys(clock + 24 * 60 * MINUTE)
      expect(fake.counts()).toMatchObject({ channels: 1, playlistItems: 1, videos: 1 })
    })

    it("a smaller cache lifetime wins over the live interval", () => {
      const timing = videoTiming({
        ...config.youtube,
        cacheTtlSeconds: 2,
        liveRefreshSeconds: 300,
      })
      expect(timing).toMatchObject({ liveMs: 2000, discoveryMs: 2000, shortsMs: 2000 })
    })
  })

  describe("admin functions", () => {
    it("refreshChannelData forces a full look, search included, and the shorts", async () => {
      await liveIds()
      fake.resetCounts()
      await cache.refreshChannelData({ now: clock + 1000 })
      expect(fake.counts()).toEqual({ search: 1, videos: 2, channels: 2, playlistItems: 2 })
      expect((await cache.listCacheEntries()).map((e) => e.key)).toEqual([
        `live:${channelId}`,
        `shorts:${channelId}:20`,
      ])
    })

    it("refreshChannelData throws when the platform fails, even though a stale copy remains", async () => {
      await cache.refreshChannelData({ now: clock })
      fake.setMode("quota")
      await expect(cache.refreshChannelData({ now: clock + 1 })).rejects.toThrow("quota")
      fake.setMode("server-error")
      await expect(cache.refreshChannelData({ now: clock + 2 })).rejects.toThrow("failed")
    })

    it("clearChannelCache deletes every row and says how many", async () => {
      await liveIds()
      await cache.getShorts({ now: clock })
      expect(await cache.clearChannelCache()).toBe(2)
      expect(await cache.listCacheEntries()).toEqual([])
      expect(await cache.clearChannelCache()).toBe(0)
    })
  })

  describe("demo mode", () => {
    it("is on only without a key and without a client given", () => {
      expect(cache.isDemoMode()).toBe(false)
      const withKey = (apiKey: string | undefined) =>
        createChannelCache({ db: async () => db, youtube: { ...config.youtube, apiKey } })
      expect(withKey(undefined).isDemoMode()).toBe(true)
      expect(withKey("k").isDemoMode()).toBe(false)
    })
  })
})
