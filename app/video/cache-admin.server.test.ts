import { afterEach, describe, expect, it, vi } from "vitest"
import { clearSharedCache, listCacheView, refreshYouTubeCache } from "~/video/cache-admin.server"
import type { ChannelCache } from "~/video/channel-cache.server"

const video = {
  refreshChannelData: vi.fn(),
  clearChannelCache: vi.fn(),
  listCacheEntries: vi.fn(),
}
const cache = video as unknown as ChannelCache

describe("cache management", () => {
  afterEach(() => vi.clearAllMocks())

  it("forces a refresh of the channel's live list and shorts", async () => {
    vi.spyOn(process.stdout, "write").mockImplementation(() => true)
    video.refreshChannelData.mockResolvedValue(undefined)
    expect(await refreshYouTubeCache(cache)).toBe(true)
    expect(video.refreshChannelData).toHaveBeenCalledWith()
  })

  it("reports a failed refresh without throwing", async () => {
    vi.spyOn(process.stdout, "write").mockImplementation(() => true)
    video.refreshChannelData.mockRejectedValue(new Error("Video platform quota exceeded"))
    expect(await refreshYouTubeCache(cache)).toBe(false)
  })

  it("clears the shared cache", async () => {
    video.clearChannelCache.mockResolvedValue(3)
    expect(await clearSharedCache(cache)).toBe(3)
  })

  it("shows each entry's key, fetch and expiry time in Cape Town time", async () => {
    video.listCacheEntries.mockResolvedValue([
      {
        key: "live:UC1:6",
        kind: "live",
        count: 6,
        fetchedAt: new Date(Date.UTC(2026, 10, 22, 8, 0)),
        expiresAt: new Date(Date.UTC(2026, 10, 23, 8, 0)),
      },
    ])
    expect(await listCacheView(cache, new Date(Date.UTC(2026, 10, 23, 9, 0)))).toEqual([
      {
        key: "live:UC1:6",
        kind: "live",
        count: 6,
        fetched: "22 November 2026 at 10:00",
        expires: "23 November 2026 at 10:00",
        expired: true,
      },
    ])
  })
})
