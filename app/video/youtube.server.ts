// The YouTube Data API v3 client: the spec's calls 1-5 (§7) with exactly its
// parameters, every response checked with zod, failures turned into the
// spec's messages (§8). Only the server runs this; the key never leaves it.
import http from "node:http"
import { z } from "zod"
import { keepLiveOnly } from "./live-streams"
import { DEFAULT_SHORTS_MAX_SECONDS, isShort } from "./shorts"
import type { LiveStream, ShortVideo } from "./types"

/** spec §7 call 1: maxResults defaults to 20 and is capped at 50. */
export const SEARCH_DEFAULT_RESULTS = 20
export const MAX_RESULTS_CAP = 50
const REQUEST_TIMEOUT_MS = 10_000

export type YouTubeClientOptions = {
  apiKey: string
  baseUrl: string
  shortsMaxSeconds?: number
  fetch?: typeof fetch
}

/** A failed call. `isQuota` is spec §8's "403 containing 'quota'". */
export class YouTubeApiError extends Error {
  readonly status: number
  readonly isQuota: boolean
  constructor(message: string, status: number, isQuota = false) {
    super(message)
    this.name = "YouTubeApiError"
    this.status = status
    this.isQuota = isQuota
  }
}

const Thumbnail = z.object({ url: z.string() })
const Thumbnails = z
  .object({
    default: Thumbnail.optional(),
    medium: Thumbnail.optional(),
    high: Thumbnail.optional(),
  })
  .partial()
  .optional()

const SearchResponse = z.object({
  items: z.array(z.object({ id: z.object({ videoId: z.string().optional() }) })).default([]),
})

const LiveVideosResponse = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z.object({
          title: z.string().default(""),
          description: z.string().default(""),
          thumbnails: Thumbnails,
          publishedAt: z.string().default(""),
          channelTitle: z.string().default(""),
          liveBroadcastContent: z.string().optional(),
        }),
        statistics: z.object({ viewCount: z.string().optional() }).optional(),
        liveStreamingDetails: z.object({ concurrentViewers: z.string().optional() }).optional(),
      }),
    )
    .default([]),
})

const ChannelsResponse = z.object({
  items: z
    .array(
      z.object({
        contentDetails: z
          .object({ relatedPlaylists: z.object({ uploads: z.string().optional() }) })
          .optional(),
      }),
    )
    .optional(),
})

const PlaylistItemsResponse = z.object({
  items: z
    .array(
      z.object({
        snippet: z.object({
          title: z.string().default(""),
          description: z.string().default(""),
          thumbnails: Thumbnails,
          publishedAt: z.string().default(""),
          channelTitle: z.string().default(""),
          resourceId: z.object({ videoId: z.string() }),
        }),
      }),
    )
    .default([]),
})

const VideoDetailsResponse = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        statistics: z.object({ viewCount: z.string().optional() }).optional(),
        contentDetails: z.object({ duration: z.string().default("") }).optional(),
      }),
    )
    .default([]),
})

const ErrorBody = z.object({
  error: z.object({
    message: z.string().optional(),
    errors: z
      .array(z.object({ reason: z.string().optional(), domain: z.string().optional() }))
      .optional(),
  }),
})

export function createYouTubeClient(options: YouTubeClientOptions) {
  const doFetch = options.fetch ?? fetch
  const shortsMaxSeconds = options.shortsMaxSeconds ?? DEFAULT_SHORTS_MAX_SECONDS

  async function get<T>(
    path: string,
    params: Record<string, string>,
    schema: z.ZodType<T>,
    failure: string,
  ): Promise<T> {
    const url = new URL(`${options.baseUrl}/${path}`)
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
    url.searchParams.set("key", options.apiKey)
    let response: Response
    try {
      response = await doFetch(url, {
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        headers: { accept: "application/json" },
      })
    } catch (error) {
      // Never echo the URL: it carries the key.
      throw new YouTubeApiError(
        `${failure}: ${error instanceof Error && error.name === "TimeoutError" ? "timed out" : "network error"}`,
        0,
      )
    }
    if (!response.ok) throw await toApiError(response, failure)
    let body: unknown
    try {
      body = await response.json()
    } catch {
      throw new YouTubeApiError(`${failure}: response is not JSON`, response.status)
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success)
      throw new YouTubeApiError(`${failure}: unexpected response`, response.status)
    return parsed.data
  }

  /** spec §7 calls 1 and 2: the channel's streams that are live now, at most `count`. */
  async function fetchLiveStreams(
    channelId: string,
    count: number,
    maxResults = SEARCH_DEFAULT_RESULTS,
  ): Promise<LiveStream[]> {
    const search = await get(
      "search",
      {
        part: "snippet",
        channelId,
        eventType: "live",
        type: "video",
        maxResults: String(Math.min(Math.max(1, maxResults), MAX_RESULTS_CAP)),
      },
      SearchResponse,
      "Failed to fetch live streams",
    )
    const ids = search.items
      .map((item) => item.id.videoId)
      .filter((id): id is string => Boolean(id))
    if (ids.length === 0) return []
    const videos = await get(
      "videos",
      { part: "snippet,statistics,contentDetails,liveStreamingDetails", id: ids.join(",") },
      LiveVideosResponse,
      "Failed to fetch video data",
    )
    const live = keepLiveOnly(
      videos.items.map((video) => ({
        ...video,
        liveBroadcastContent: video.snippet.liveBroadcastContent,
      })),
      count,
    )
    return live.map((video) => ({
      id: video.id,
      title: video.snippet.title,
      description: video.snippet.description,
      thumbnailUrl: pickThumbnail(video.snippet.thumbnails),
      publishedAt: video.snippet.publishedAt,
      viewCount: toNumber(video.statistics?.viewCount),
      channelTitle: video.snippet.channelTitle,
      isLiveStream: true,
      ...(video.liveStreamingDetails?.concurrentViewers !== undefined
        ? { concurrentViewers: video.liveStreamingDetails.concurrentViewers }
        : {}),
    }))
  }

  /** spec §7 calls 3, 4 and 5: the channel's latest uploads that count as shorts, at most `count`. */
  async function fetchShorts(channelId: string, count: number): Promise<ShortVideo[]> {
    const channels = await get(
      "channels",
      { part: "contentDetails", id: channelId },
      ChannelsResponse,
      "Failed to fetch channel data",
    )
    const uploads = channels.items?.[0]?.contentDetails?.relatedPlaylists.uploads
    if (!uploads) throw new YouTubeApiError("Channel not found or has no content", 404)
    const playlist = await get(
      "playlistItems",
      {
        part: "snippet",
        maxResults: String(Math.min(3 * count, MAX_RESULTS_CAP)),
        playlistId: uploads,
      },
      PlaylistItemsResponse,
      "Failed to fetch playlist data",
    )
    if (playlist.items.length === 0) return []
    const ids = playlist.items.map((item) => item.snippet.resourceId.videoId)
    const details = await get(
      "videos",
      { part: "statistics,contentDetails", id: ids.join(",") },
      VideoDetailsResponse,
      "Failed to fetch video data",
    )
    const byId = new Map(details.items.map((item) => [item.id, item]))
    const shorts: ShortVideo[] = []
    for (const item of playlist.items) {
      const detail = byId.get(item.snippet.resourceId.videoId)
      // Private or deleted uploads have no details; they cannot be watched.
      if (!detail) continue
      const video: ShortVideo = {
        id: detail.id,
        title: item.snippet.title,
        description: item.snippet.description,
        thumbnailUrl: pickThumbnail(item.snippet.thumbnails),
        publishedAt: item.snippet.publishedAt,
        viewCount: toNumber(detail.statistics?.viewCount),
        channelTitle: item.snippet.channelTitle,
        duration: detail.contentDetails?.duration ?? "",
      }
      if (isShort(video, shortsMaxSeconds)) shorts.push(video)
    }
    return shorts.slice(0, count)
  }

  return { fetchLiveStreams, fetchShorts }
}

export type YouTubeClient = ReturnType<typeof createYouTubeClient>

/** spec §8: the status text plus the API's error message; quota is a 403 mentioning quota. */
async function toApiError(response: Response, failure: string): Promise<YouTubeApiError> {
  let apiMessage = ""
  let reasons = ""
  try {
    const parsed = ErrorBody.safeParse(await response.json())
    if (parsed.success) {
      apiMessage = parsed.data.error.message ?? ""
      reasons = (parsed.data.error.errors ?? [])
        .map((e) => `${e.reason ?? ""} ${e.domain ?? ""}`)
        .join(" ")
    }
  } catch {
    // not JSON: the status text alone
  }
  // HTTP/2 responses carry no reason phrase; use the standard one.
  const statusText =
    response.statusText || http.STATUS_CODES[response.status] || String(response.status)
  const plainMessage = apiMessage.replace(/<[^>]*>/g, "")
  const isQuota = response.status === 403 && /quota/i.test(`${apiMessage} ${reasons}`)
  return new YouTubeApiError(
    `${failure}: ${statusText}${plainMessage ? ` - ${plainMessage}` : ""}`,
    response.status,
    isQuota,
  )
}

function pickThumbnail(thumbnails: z.infer<typeof Thumbnails>): string {
  return thumbnails?.high?.url ?? thumbnails?.default?.url ?? thumbnails?.medium?.url ?? ""
}

function toNumber(value: string | undefined): number {
  const parsed = Number(value)
  return Number.isFinite(parsed) ? parsed : 0
}
