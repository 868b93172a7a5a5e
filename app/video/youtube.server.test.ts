// The client against the local fake of the Data API (dev/youtube-fake.js).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { startYouTubeFake, type YouTubeFake } from "../../dev/youtube-fake"
import { createYouTubeClient, YouTubeApiError } from "./youtube.server"

type YouTubeClient = ReturnType<typeof createYouTubeClient>

let fake: YouTubeFake
let client: YouTubeClient

beforeAll(async () => {
  fake = await startYouTubeFake({ apiKey: "test-key" })
  client = createYouTubeClient({ apiKey: "test-key", baseUrl: fake.baseUrl })
})
afterAll(() => fake.close())

/** A client whose every call gets the answer of `fetch`, no server behind it. */
const answeredBy = (
  fetch: (input: string | URL | Request) => Promise<Response>,
  options: Partial<Parameters<typeof createYouTubeClient>[0]> = {},
) => createYouTubeClient({ apiKey: "k", baseUrl: "http://unused", fetch, ...options })

/** A client whose first call gets `first` and whose second fails with an error status. */
function failingOnSecondCall(
  first: unknown,
  { status, statusText, message }: { status: number; statusText: string; message: string },
) {
  let calls = 0
  return answeredBy(async () =>
    ++calls === 1
      ? new Response(JSON.stringify(first))
      : new Response(JSON.stringify({ error: { message } }), { status, statusText }),
  )
}
beforeEach(() => {
  fake.setMode("normal")
  fake.resetCounts()
})

describe("fetchLiveStreams (search + videos)", () => {
  it("sends exactly the documented parameters", async () => {
    await client.fetchLiveStreams(fake.channelId, 3)
    const [search, videos] = fake.requests()
    expect(search).toMatchObject({
      endpoint: "search",
      status: 200,
      query: {
        part: "snippet",
        channelId: fake.channelId,
        eventType: "live",
        type: "video",
        maxResults: "20",
        key: "test-key",
      },
    })
    expect(videos.endpoint).toBe("videos")
    expect(videos.query.part).toBe("snippet,statistics,contentDetails,liveStreamingDetails")
    // a live search finds only the live broadcasts, as the platform does
    expect(videos.query.id.split(",")).toHaveLength(7)
  })

  it("caps maxResults at 50", async () => {
    await client.fetchLiveStreams(fake.channelId, 3, 80)
    expect(fake.requests()[0].query.maxResults).toBe("50")
  })

  it("keeps only live items, limited to the count, with viewers as sent", async () => {
    const streams = await client.fetchLiveStreams(fake.channelId, 3)
    expect(streams.map((s) => s.id)).toEqual(["live-humpback", "live-boulders", "live-seal-island"])
    expect(streams[0]).toMatchObject({
      title: "Humpback Whales at Hermanus Bay",
      concurrentViewers: "1234",
      isLiveStream: true,
      thumbnailUrl: `${fake.origin}/thumbs/live-humpback.svg`,
    })
    expect(streams[2].concurrentViewers).toBeUndefined()
  })

  it("returns nothing, without a videos call, when nothing is live", async () => {
    fake.setMode("none-live")
    expect(await client.fetchLiveStreams(fake.channelId, 6)).toEqual([])
    expect(fake.counts()).toMatchObject({ search: 1, videos: 0 })
  })

  it("turns a failure into a message with the status text and the API's message", async () => {
    fake.setMode("server-error")
    await expect(client.fetchLiveStreams(fake.channelId, 3)).rejects.toThrow(
      "Failed to fetch live streams: Internal Server Error - Backend Error",
    )
  })

  it("marks a 403 about quota as quota", async () => {
    fake.setMode("quota")
    const error = await client.fetchLiveStreams(fake.channelId, 3).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(YouTubeApiError)
    expect((error as YouTubeApiError).isQuota).toBe(true)
    expect((error as YouTubeApiError).message).toMatch(
      /^Failed to fetch live streams: Forbidden - .*quota/,
    )
  })

  it("does not mark other errors as quota, and never puts the key in the message", async () => {
    const badKey = createYouTubeClient({ apiKey: "wrong-key", baseUrl: fake.baseUrl })
    const error = (await badKey
      .fetchLiveStreams(fake.channelId, 3)
      .catch((e: unknown) => e)) as YouTubeApiError
    expect(error.isQuota).toBe(false)
    expect(error.message).toBe(
      "Failed to fetch live streams: Bad Request - API key not valid. Please pass a valid API key.",
    )
    expect(error.message).not.toContain("wrong-key")
  })

  it("rejects a response that is not a list of items", async () => {
    const odd = answeredBy(async () => new Response(JSON.stringify({ items: "nope" })))
    await expect(odd.fetchLiveStreams("c", 3)).rejects.toThrow(
      "Failed to fetch live streams: unexpected response",
    )
  })

  it("skips only the malformed items and keeps the good ones", async () => {
    const skipped: string[] = []
    const odd = createYouTubeClient({
      apiKey: "k",
      baseUrl: "http://unused",
      onSkippedItems: (endpoint, count) => skipped.push(`${endpoint} ${count}`),
      fetch: async (input) =>
        new Response(
          JSON.stringify(
            String(input).includes("/search")
              ? { items: [{ id: 42 }, { id: {} }, { id: { videoId: "good" } }] }
              : {
                  items: [
                    { id: "no-snippet", liveStreamingDetails: {} },
                    {
                      id: "good",
                      snippet: {
                        title: "Good",
                        liveBroadcastContent: "live",
                        thumbnails: { high: { width: 1 }, default: { url: "" } },
                      },
                    },
                  ],
                },
          ),
        ),
    })
    const streams = await odd.fetchLiveStreams("c", 3)
    expect(streams).toEqual([
      expect.objectContaining({
        id: "good",
        title: "Good",
        // no usable thumbnail URL: the platform's standard one, never an empty src
        thumbnailUrl: "https://i.ytimg.com/vi/good/hqdefault.jpg",
      }),
    ])
    expect(skipped).toEqual(["search 2", "videos 1"])
  })

  it("skips a channel without relatedPlaylists and a playlist item without a video id", async () => {
    const odd = createYouTubeClient({
      apiKey: "k",
      baseUrl: "http://unused",
      fetch: async (input) => {
        const url = String(input)
        const body = url.includes("/channels")
          ? {
              items: [
                { contentDetails: {} },
                { contentDetails: { relatedPlaylists: { uploads: "UU1" } } },
              ],
            }
          : url.includes("/playlistItems")
            ? {
                items: [
                  { snippet: { title: "no id", resourceId: {} } },
                  { snippet: { title: "A #shorts", resourceId: { videoId: "a" } } },
                ],
              }
            : { items: [{ id: "a", contentDetails: { duration: "PT20S" } }] }
        return new Response(JSON.stringify(body))
      },
    })
    const shorts = await odd.fetchShorts("c", 20)
    expect(shorts.map((short) => [short.id, short.thumbnailUrl])).toEqual([
      ["a", "https://i.ytimg.com/vi/a/hqdefault.jpg"],
    ])
  })
})

describe("the fake is as strict as the platform", () => {
  const call = async (path: string) => {
    const response = await fetch(`${fake.baseUrl}/${path}&key=test-key`)
    const body = (await response.json()) as { error?: { errors: { reason: string }[] } }
    return [response.status, body.error?.errors[0]?.reason]
  }

  it("answers an unknown playlist with 404 playlistNotFound", async () => {
    expect(await call("playlistItems?part=snippet&playlistId=UUnone")).toEqual([
      404,
      "playlistNotFound",
    ])
    await expect(client.fetchPlaylistItems("UUnone", 5)).rejects.toThrow(
      /^Failed to fetch playlist data: Not Found - The playlist identified/,
    )
  })

  it("checks part, maxResults and the eventType/type pair", async () => {
    expect(await call(`search?channelId=${fake.channelId}&eventType=live&type=video`)).toEqual([
      400,
      "required",
    ])
    expect(await call("videos?part=snippet,bogus&id=a")).toEqual([400, "unknownPart"])
    expect(
      await call(
        `search?part=snippet&channelId=${fake.channelId}&eventType=live&type=video&maxResults=51`,
      ),
    ).toEqual([400, "invalidParameter"])
    expect(await call(`search?part=snippet&channelId=${fake.channelId}&eventType=live`)).toEqual([
      400,
      "invalidSearchFilter",
    ])
    const ids = Array.from({ length: 51 }, (_, i) => `v${i}`).join(",")
    expect(await call(`videos?part=snippet&id=${ids}`)).toEqual([400, "invalidParameter"])
  })

  it("lets a stream's viewers change, a stream end and a new one start", async () => {
    fake.setViewers("live-humpback", 77)
    fake.endStream("live-boulders")
    fake.startStream({ id: "live-new", title: "New", viewers: 3 })
    try {
      const videos = await client.fetchVideos(["live-new", "live-humpback", "live-boulders"])
      expect(
        videos.map((v) => [
          v.id,
          v.snippet.liveBroadcastContent,
          v.liveStreamingDetails?.concurrentViewers,
        ]),
      ).toEqual([
        ["live-new", "live", "3"],
        ["live-humpback", "live", "77"],
        ["live-boulders", "none", undefined],
      ])
      expect(videos[2].contentDetails?.duration).toMatch(/^PT\d+H\d+M\d+S$/)
      const newest = await client.fetchPlaylistItems("UUcapeOceanAdventures000", 1)
      expect(newest[0].snippet.resourceId.videoId).toBe("live-new")
    } finally {
      fake.resetStreams()
    }
  })
})

describe("fetchShorts (channels + playlistItems + videos)", () => {
  it("sends exactly the documented parameters", async () => {
    await client.fetchShorts(fake.channelId, 20)
    const [channels, playlist, videos] = fake.requests()
    expect(channels.query).toEqual({ part: "contentDetails", id: fake.channelId, key: "test-key" })
    expect(playlist.query).toEqual({
      part: "snippet",
      maxResults: "50",
      playlistId: "UUcapeOceanAdventures000",
      key: "test-key",
    })
    expect(videos.query.part).toBe("snippet,statistics,contentDetails")
    await client.fetchShorts(fake.channelId, 4)
    expect(fake.requests()[4].query.maxResults).toBe("12")
  })

  it("keeps shorts found by tag, description tag and duration, and drops long videos", async () => {
    const shorts = await client.fetchShorts(fake.channelId, 20)
    expect(shorts.map((s) => s.id)).toEqual([
      "short-breach",
      "short-storm",
      "short-penguins",
      "short-sunset",
      "short-cleanup",
      "short-calm",
      "short-octopus",
      "short-seal-rescue",
      "short-whale-tail",
    ])
    expect(shorts[0]).toMatchObject({ duration: "PT45S", viewCount: 15230 })
  })

  it("drops private and deleted uploads and live or upcoming broadcasts, whatever their titles say", async () => {
    const ids = (await client.fetchShorts(fake.channelId, 20)).map((s) => s.id)
    expect(ids).not.toContain("private-upload")
    expect(ids).not.toContain("deleted-upload")
    // its description carries #shorts, but it is live
    expect(ids).not.toContain("live-lions-head")
    const playlist = fake.requests().find((r) => r.endpoint === "playlistItems")
    expect(playlist?.status).toBe(200)
  })

  it("limits to the count", async () => {
    // The 18 newest uploads hold 8 broadcasts and 7 shorts.
    expect(await client.fetchShorts(fake.channelId, 6)).toHaveLength(6)
  })

  it("honours a longer shorts threshold", async () => {
    const lenient = createYouTubeClient({
      apiKey: "test-key",
      baseUrl: fake.baseUrl,
      shortsMaxSeconds: 180,
    })
    const ids = (await lenient.fetchShorts(fake.channelId, 20)).map((s) => s.id)
    expect(ids).toContain("long-61s")
    expect(ids).not.toContain("long-behind-scenes")
  })

  it("finds none when the channel has only long videos", async () => {
    fake.setMode("no-shorts")
    expect(await client.fetchShorts(fake.channelId, 20)).toEqual([])
  })

  it("says 'Channel not found or has no content' for an unknown channel", async () => {
    fake.setMode("channel-not-found")
    await expect(client.fetchShorts(fake.channelId, 20)).rejects.toThrow(
      /^Channel not found or has no content$/,
    )
  })

  it("uses the channel message for a failing channel call", async () => {
    fake.setMode("server-error")
    await expect(client.fetchShorts(fake.channelId, 20)).rejects.toThrow(
      "Failed to fetch channel data: Internal Server Error - Backend Error",
    )
  })
})

// Each call of a fetch names itself when it fails, also after an earlier call went well.
describe("a call failing after a first one that answered", () => {
  it.each([
    {
      call: "the live list's video call",
      first: { items: [{ id: { videoId: "a" } }] },
      fetch: (flaky: YouTubeClient) => flaky.fetchLiveStreams("c", 3),
      failure: { status: 502, statusText: "Bad Gateway", message: "Nope" },
      error: "Failed to fetch video data: Bad Gateway - Nope",
    },
    {
      call: "the shorts' playlist call",
      first: { items: [{ contentDetails: { relatedPlaylists: { uploads: "UU1" } } }] },
      fetch: (flaky: YouTubeClient) => flaky.fetchShorts("c", 20),
      failure: { status: 404, statusText: "Not Found", message: "Playlist gone" },
      error: "Failed to fetch playlist data: Not Found - Playlist gone",
    },
  ])("reports $call with its own message", async ({ first, fetch, failure, error }) => {
    await expect(fetch(failingOnSecondCall(first, failure))).rejects.toThrow(error)
  })
})

describe("a platform that never answers", () => {
  it("fails the call as timed out after requestTimeoutMs and lets go of the connection", async () => {
    const impatient = createYouTubeClient({
      apiKey: "test-key",
      baseUrl: fake.baseUrl,
      requestTimeoutMs: 300,
    })
    fake.setMode("hang")
    const started = performance.now()
    const failure = await impatient.fetchShorts(fake.channelId, 20).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(YouTubeApiError)
    expect((failure as YouTubeApiError).message).toMatch(/timed out$/)
    // Far below the default timeout: the option, not the default, ended the call.
    expect(performance.now() - started).toBeLessThan(4_000)
    await expect.poll(() => fake.hangingRequests()).toBe(0)
  })
})
