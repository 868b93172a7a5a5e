// The cache policy (DESIGN.md): expiry, force, single flight, stale-on-quota,
// stale-on-error, no copy. Against an in-memory database and the API fake.
import { sql } from "drizzle-orm"
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { startYouTubeFake, type YouTubeFake } from "../../tests/fakes/youtube-fake"
import {
  clearChannelCache,
  forgetFailures,
  getLiveStreams,
  getShorts,
  isDemoMode,
  listCacheEntries,
  refreshChannelData,
  setCrossProcessLock,
  setYouTubeClient,
} from "./channel-cache.server"
import { createYouTubeClient } from "./youtube.server"
import { setDb, type Db } from "~/db/client.server"
import { config } from "~/lib/config.server"
import { databases, type TestDb } from "../../tests/support/databases"

describe.each(databases)("channel cache ($name)", ({ open }) => {
  let fake: YouTubeFake
  let db: Db
  let opened: TestDb
  const channelId = "UCcapeOceanAdventures000"

  beforeAll(async () => {
    // One database for the file (creating one takes seconds); each test starts with an empty cache.
    opened = await open()
    db = opened.db
    fake = await startYouTubeFake()
    setYouTubeClient(createYouTubeClient({ apiKey: "test-key", baseUrl: fake.baseUrl }))
  })
  afterAll(async () => {
    setYouTubeClient(undefined)
    await fake.close()
    await opened.close()
  })
  beforeEach(async () => {
    setDb(db)
    await db.execute(sql`delete from youtube_cache`)
    forgetFailures()
    fake.setMode("normal")
    fake.setDelay(0)
    fake.resetCounts()
  })
  afterEach(() => {
    setDb(undefined)
    setCrossProcessLock(undefined)
  })

  async function expireAll() {
    await db.execute(sql`update youtube_cache set expires_at = now() - interval '1 second'`)
  }

  describe("read-through cache", () => {
    it("fetches on a miss, stores the rows and serves later requests from the database", async () => {
      const first = await getLiveStreams({ count: 3 })
      expect(first.data.map((s) => s.id)).toEqual([
        "live-humpback",
        "live-boulders",
        "live-seal-island",
      ])
      expect(first.notice).toBeUndefined()
      await getLiveStreams({ count: 3 })
      await getLiveStreams({ count: 3 })
      expect(fake.counts()).toMatchObject({ search: 1, videos: 1 })
      const [entry] = await listCacheEntries()
      expect(entry).toMatchObject({ key: `live:${channelId}:3`, kind: "live", count: 3 })
      // The lifetime comes from YOUTUBE_CACHE_TTL_SECONDS (24 h by default).
      expect(entry.expiresAt.getTime() - entry.fetchedAt.getTime()).toBe(
        config.youtube.cacheTtlSeconds * 1000,
      )
    })

    it("keys by channel, kind and count", async () => {
      await getLiveStreams({ count: 3 })
      await getLiveStreams({ count: 6 })
      await getShorts({ count: 20 })
      expect((await listCacheEntries()).map((e) => e.key)).toEqual([
        `live:${channelId}:3`,
        `live:${channelId}:6`,
        `shorts:${channelId}:20`,
      ])
      expect(fake.counts().search).toBe(2)
    })

    it("fetches again once the entry has expired", async () => {
      await getShorts({ count: 20 })
      await expireAll()
      await getShorts({ count: 20 })
      expect(fake.counts().channels).toBe(2)
    })

    it("fetches again when forced, even if fresh", async () => {
      await getLiveStreams({ count: 3 })
      await getLiveStreams({ count: 3, force: true })
      expect(fake.counts().search).toBe(2)
    })

    it("makes one fetch however many requests wait for it", async () => {
      fake.setDelay(50)
      const results = await Promise.all(
        Array.from({ length: 25 }, () => getLiveStreams({ count: 6 })),
      )
      expect(new Set(results.map((r) => r.data.length))).toEqual(new Set([6]))
      expect(fake.counts()).toMatchObject({ search: 1, videos: 1 })
    })

    it("makes one fetch under the cross-process advisory lock too", async () => {
      setCrossProcessLock(true)
      fake.setDelay(30)
      await Promise.all(Array.from({ length: 10 }, () => getShorts({ count: 20 })))
      await getShorts({ count: 20 })
      expect(fake.counts()).toMatchObject({ channels: 1, playlistItems: 1, videos: 1 })
      await getShorts({ count: 20, force: true })
      expect(fake.counts().channels).toBe(2)
    })
  })

  describe("failures (spec §8)", () => {
    it("serves the stale copy with a quota notice when the quota is exceeded", async () => {
      await getLiveStreams({ count: 3 })
      await expireAll()
      fake.setMode("quota")
      const result = await getLiveStreams({ count: 3 })
      expect(result.notice).toBe("quota")
      expect(result.data).toHaveLength(3)
    })

    it("serves the stale copy with an error notice on any other failure", async () => {
      await getShorts({ count: 20 })
      fake.setMode("server-error")
      const result = await getShorts({ count: 20, force: true })
      expect(result.notice).toBe("error")
      expect(result.data).toHaveLength(9)
    })

    it("lets the error through when there is no copy", async () => {
      fake.setMode("quota")
      await expect(getLiveStreams({ count: 3 })).rejects.toThrow(
        /Failed to fetch live streams: Forbidden/,
      )
      fake.setMode("channel-not-found")
      await expect(getShorts({ count: 20 })).rejects.toThrow("Channel not found or has no content")
      expect(await listCacheEntries()).toEqual([])
    })

    it("does not call the platform again for a while after a failure, unless forced", async () => {
      fake.setMode("server-error")
      await expect(getShorts({ count: 20 })).rejects.toThrow("Failed to fetch channel data")
      fake.setMode("normal")
      await expect(getShorts({ count: 20 })).rejects.toThrow("Failed to fetch channel data")
      expect(fake.counts().channels).toBe(1)
      expect((await getShorts({ count: 20, force: true })).data).toHaveLength(9)
      expect(fake.counts().channels).toBe(2)
    })

    it("serves the stale copy during the pause after a failure", async () => {
      await getLiveStreams({ count: 3 })
      await expireAll()
      fake.setMode("quota")
      expect((await getLiveStreams({ count: 3 })).notice).toBe("quota")
      fake.setMode("normal")
      expect((await getLiveStreams({ count: 3 })).notice).toBe("quota")
      expect(fake.counts().search).toBe(2)
    })

    it("caches an empty result like any other", async () => {
      fake.setMode("none-live")
      expect((await getLiveStreams({ count: 3 })).data).toEqual([])
      await getLiveStreams({ count: 3 })
      expect(fake.counts().search).toBe(1)
    })
  })

  describe("admin functions", () => {
    it("refreshChannelData force-refreshes the live streams for the count, other cached counts and the shorts", async () => {
      await getLiveStreams({ count: 3 })
      fake.resetCounts()
      await refreshChannelData({ count: 6, force: true })
      expect(fake.counts()).toEqual({ search: 2, videos: 3, channels: 1, playlistItems: 1 })
      expect((await listCacheEntries()).map((e) => e.key)).toEqual([
        `live:${channelId}:3`,
        `live:${channelId}:6`,
        `shorts:${channelId}:20`,
      ])
    })

    it("refreshChannelData throws when the platform fails, even though a stale copy remains", async () => {
      await refreshChannelData({ count: 6, force: true })
      fake.setMode("quota")
      await expect(refreshChannelData({ count: 6, force: true })).rejects.toThrow()
      fake.setMode("server-error")
      await expect(refreshChannelData({ channelId, count: 6, force: true })).rejects.toThrow()
    })

    it("clearChannelCache deletes every row and says how many", async () => {
      await getLiveStreams({ count: 3 })
      await getShorts({ count: 20 })
      expect(await clearChannelCache()).toBe(2)
      expect(await listCacheEntries()).toEqual([])
      expect(await clearChannelCache()).toBe(0)
    })
  })

  describe("demo mode", () => {
    it("is on only without a key and without a test client", () => {
      expect(isDemoMode()).toBe(false)
      setYouTubeClient(undefined)
      const key = config.youtube.apiKey
      config.youtube.apiKey = undefined
      try {
        expect(isDemoMode()).toBe(true)
        config.youtube.apiKey = "k"
        expect(isDemoMode()).toBe(false)
      } finally {
        config.youtube.apiKey = key
        setYouTubeClient(createYouTubeClient({ apiKey: "test-key", baseUrl: fake.baseUrl }))
      }
    })
  })
})
