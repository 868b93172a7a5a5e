import { describe, expect, it } from "vitest"
import { liveCameraCard } from "../../tests/support/cameras"
import { keepLiveOnly, liveStreamsToCameras, parseViewerCount } from "./live-streams"
import type { LiveStream } from "./types"

function stream(id: string, concurrentViewers?: string): LiveStream {
  return {
    id,
    title: `Stream ${id}`,
    description: "",
    thumbnailUrl: `https://i.ytimg.com/vi/${id}/hqdefault_live.jpg`,
    publishedAt: "2026-01-01T00:00:00Z",
    viewCount: 5,
    channelTitle: "Cape Ocean Adventures",
    isLiveStream: true,
    ...(concurrentViewers === undefined ? {} : { concurrentViewers }),
  }
}

describe("keepLiveOnly", () => {
  it("keeps only items that are live, limited to the count", () => {
    const states = { a: "live", b: "upcoming", c: "live", d: "none", e: "live" }
    const items = Object.entries(states).map(([id, liveBroadcastContent]) => ({
      id,
      liveBroadcastContent,
    }))
    expect(keepLiveOnly(items, 2).map((item) => item.id)).toEqual(["a", "c"])
    expect(keepLiveOnly(items, 10).map((item) => item.id)).toEqual(["a", "c", "e"])
  })
})

describe("parseViewerCount", () => {
  it("parses the string, defaulting to 0", () => {
    expect(parseViewerCount("1234")).toBe(1234)
    expect(parseViewerCount(undefined)).toBe(0)
    expect(parseViewerCount("many")).toBe(0)
  })
})

describe("liveStreamsToCameras", () => {
  it("builds free, live camera cards with id 100+index, the fixed location and alternating categories", () => {
    const cameras = liveStreamsToCameras([stream("a", "1234"), stream("b"), stream("c", "7")])
    expect(cameras.map((camera) => camera.id)).toEqual([100, 101, 102])
    expect(cameras.map((camera) => camera.category)).toEqual(["wildlife", "nature", "wildlife"])
    expect(cameras.map((camera) => camera.viewerCount)).toEqual([1234, 0, 7])
    expect(cameras[0]).toEqual(liveCameraCard({ title: "Stream a" }))
  })
})
