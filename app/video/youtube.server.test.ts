// The client against the local fake of the Data API (tests/fakes/youtube-fake.js).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { startYouTubeFake, type YouTubeFake } from "../../tests/fakes/youtube-fake"
import { createYouTubeClient, YouTubeApiError } from "./youtube.server"

let fake: YouTubeFake
let client: ReturnType<typeof createYouTubeClient>

beforeAll(async () => {
  fake = await startYouTubeFake({ apiKey: "test-key" })
  client = createYouTubeClient({ apiKey: "test-key", baseUrl: fake.baseUrl })
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.setMode("normal")
  fake.resetCounts()
})

describe("fetchLiveStreams (spec §7 calls 1 and 2)", () => {
  it("sends exactly the spec's parameters", async () => {
    await client.fetchLiveStreams(fake.channelId, 3)
    const [search, videos] = fake.requests()
    expect(search).toEqual({
      endpoint: "search",
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
    expect(videos.query.id.split(",")).toHaveLength(9)
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

  it("turns a failure into the spec's message with the status text and the API's message", async () => {
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

  it("rejects a response of the wrong shape", async () => {
    const odd = createYouTubeClient({
      apiKey: "k",
      baseUrl: "http://unused",
      fetch: async () => new Response(JSON.stringify({ items: [{ id: 42 }] }), { status: 200 }),
    })
    await expect(odd.fetchLiveStreams("c", 3)).rejects.toThrow(
      "Failed to fetch live streams: unexpected response",
    )
  })

  it("reports the video call's failure with its own message", async () => {
    let calls = 0
    const flaky = createYouTubeClient({
      apiKey: "k",
      baseUrl: "http://unused",
      fetch: async () =>
        ++calls === 1
          ? new Response(JSON.stringify({ items: [{ id: { videoId: "a" } }] }), { status: 200 })
          : new Response(JSON.stringify({ error: { message: "Nope" } }), {
              status: 502,
              statusText: "Bad Gateway",
            }),
    })
    await expect(flaky.fetchLiveStreams("c", 3)).rejects.toThrow(
      "Failed to fetch video data: Bad Gateway - Nope",
    )
  })
})

describe("fetchShorts (spec §7 calls 3, 4 and 5)", () => {
  it("sends exactly the spec's parameters", async () => {
    await client.fetchShorts(fake.channelId, 20)
    const [channels, playlist, videos] = fake.requests()
    expect(channels.query).toEqual({ part: "contentDetails", id: fake.channelId, key: "test-key" })
    expect(playlist.query).toEqual({
      part: "snippet",
      maxResults: "50",
      playlistId: "UUcapeOceanAdventures000",
      key: "test-key",
    })
    expect(videos.query.part).toBe("statistics,contentDetails")
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

  it("limits to the count", async () => {
    expect(await client.fetchShorts(fake.channelId, 2)).toHaveLength(2)
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

  it("uses the playlist message for a failing playlist call", async () => {
    let calls = 0
    const flaky = createYouTubeClient({
      apiKey: "k",
      baseUrl: "http://unused",
      fetch: async () =>
        ++calls === 1
          ? new Response(
              JSON.stringify({
                items: [{ contentDetails: { relatedPlaylists: { uploads: "UU1" } } }],
              }),
            )
          : new Response(JSON.stringify({ error: { message: "Playlist gone" } }), {
              status: 404,
              statusText: "Not Found",
            }),
    })
    await expect(flaky.fetchShorts("c", 20)).rejects.toThrow(
      "Failed to fetch playlist data: Not Found - Playlist gone",
    )
  })
})
