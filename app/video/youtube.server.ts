// The YouTube Data API v3 client: search, videos, channels and playlistItems as building blocks,
// every response checked with zod item by item (a malformed item is skipped,
// the rest kept), failures turned into readable messages (docs/product.md#video-errors). Only the
// server runs this; the key never leaves it.
import http from "node:http"
import { z } from "zod"
import { keepLiveOnly } from "./live-streams"
import { DEFAULT_SHORTS_MAX_SECONDS, isShort } from "./shorts"
import type { LiveStream, ShortVideo } from "./types"
import { UNIT_COST, type ApiEndpoint } from "~/lib/youtube-platform"

/** The live search asks for 20 results; maxResults is capped at 50. */
export const SEARCH_DEFAULT_RESULTS = 20
export const MAX_RESULTS_CAP = 50
/** A call the platform has not answered by then fails (YOUTUBE_REQUEST_TIMEOUT_SECONDS). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 5_000

export type YouTubeClientOptions = {
  apiKey: string
  baseUrl: string
  shortsMaxSeconds?: number
  /** How long one call may take, body included, before it fails as "timed out". */
  requestTimeoutMs?: number
  fetch?: typeof fetch
  /** Runs before every call: the quota ledger records it here, and may refuse it by throwing. */
  beforeCall?: (endpoint: ApiEndpoint) => Promise<void> | void
  /** Told how many items of a response were skipped as malformed. */
  onSkippedItems?: (endpoint: ApiEndpoint, skipped: number) => void
}

/** A failed call. `isQuota`: a 403 whose message or reasons mention quota. */
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

// The Data API's endpoints the site calls (the quota ledger counts them by these names)
// and their prices in quota units, shared with the API fake.
export { UNIT_COST, type ApiEndpoint }
/** videos.list takes at most this many ids per call. */
export const MAX_IDS_PER_CALL = 50

// Responses are checked item by item: one odd item (a playlist entry without
// a video id, a video without a snippet) is skipped, and the good ones stay.
const Envelope = z.object({ items: z.array(z.unknown()).optional() })
const Text = z.string().catch("")
// Thumbnails are read leniently: any size with a URL will do (see pickThumbnail).
const Thumbnails = z.record(z.string(), z.unknown()).optional().catch(undefined)

const SearchItem = z.object({ id: z.object({ videoId: z.string().min(1) }) })

// The snippet fields every kind of item has.
const SnippetFields = {
  title: Text,
  description: Text,
  thumbnails: Thumbnails,
  publishedAt: Text,
  channelTitle: Text,
}

const VideoItem = z.object({
  id: z.string().min(1),
  snippet: z.object({
    ...SnippetFields,
    liveBroadcastContent: z.string().optional().catch(undefined),
  }),
  statistics: z
    .object({ viewCount: z.string().optional().catch(undefined) })
    .optional()
    .catch(undefined),
  contentDetails: z.object({ duration: Text }).optional().catch(undefined),
  liveStreamingDetails: z
    .object({
      concurrentViewers: z.string().optional().catch(undefined),
      actualStartTime: z.string().optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
})
export type VideoItem = z.infer<typeof VideoItem>

const ChannelItem = z.object({
  contentDetails: z.object({ relatedPlaylists: z.object({ uploads: z.string().min(1) }) }),
})

const PlaylistItem = z.object({
  snippet: z.object({
    ...SnippetFields,
    resourceId: z.object({ videoId: z.string().min(1) }),
  }),
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
  const requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS

  async function get<T>(
    endpoint: ApiEndpoint,
    params: Record<string, string>,
    schema: z.ZodType<T>,
    failure: string,
  ): Promise<T[]> {
    // Every call costs quota, failed ones too: it is counted (and may be refused) before it is made.
    await options.beforeCall?.(endpoint)
    const url = new URL(`${options.baseUrl}/${endpoint}`)
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
    url.searchParams.set("key", options.apiKey)
    // A platform that hangs must not hold a page: the signal also ends a body that stalls.
    const signal = AbortSignal.timeout(requestTimeoutMs)
    const timedOut = () => new YouTubeApiError(`${failure}: timed out`, 0)
    let response: Response
    try {
      response = await doFetch(url, { signal, headers: { accept: "application/json" } })
    } catch (error) {
      // Never echo the URL: it carries the key.
      if (signal.aborted) throw timedOut()
      throw new YouTubeApiError(`${failure}: network error`, 0)
    }
    if (!response.ok) throw await toApiError(response, failure)
    let body: unknown
    try {
      body = await response.json()
    } catch {
      if (signal.aborted) throw timedOut()
      throw new YouTubeApiError(`${failure}: response is not JSON`, response.status)
    }
    const envelope = Envelope.safeParse(body)
    if (!envelope.success)
      throw new YouTubeApiError(`${failure}: unexpected response`, response.status)
    const items: T[] = []
    let skipped = 0
    for (const item of envelope.data.items ?? []) {
      const parsed = schema.safeParse(item)
      if (parsed.success) items.push(parsed.data)
      else skipped++
    }
    if (skipped > 0) options.onSkippedItems?.(endpoint, skipped)
    return items
  }

  /** search.list: the ids of the channel's streams that are live now. */
  async function searchLiveVideoIds(
    channelId: string,
    maxResults = SEARCH_DEFAULT_RESULTS,
  ): Promise<string[]> {
    const items = await get(
      "search",
      {
        part: "snippet",
        channelId,
        eventType: "live",
        type: "video",
        maxResults: String(Math.min(Math.max(1, maxResults), MAX_RESULTS_CAP)),
      },
      SearchItem,
      "Failed to fetch live streams",
    )
    return unique(items.map((item) => item.id.videoId))
  }

  /** videos.list, for any ids (50 per call): the videos as they are now, live or not. */
  async function fetchVideos(ids: readonly string[]): Promise<VideoItem[]> {
    const videos: VideoItem[] = []
    const all = unique(ids)
    for (let start = 0; start < all.length; start += MAX_IDS_PER_CALL) {
      videos.push(
        ...(await get(
          "videos",
          {
            part: "snippet,statistics,contentDetails,liveStreamingDetails",
            id: all.slice(start, start + MAX_IDS_PER_CALL).join(","),
          },
          VideoItem,
          "Failed to fetch video data",
        )),
      )
    }
    return videos
  }

  /** channels.list: the channel's uploads playlist, or undefined when the channel has none. */
  async function fetchUploadsPlaylistId(channelId: string): Promise<string | undefined> {
    const channels = await get(
      "channels",
      { part: "contentDetails", id: channelId },
      ChannelItem,
      "Failed to fetch channel data",
    )
    return channels[0]?.contentDetails.relatedPlaylists.uploads
  }

  /** playlistItems.list: the newest entries of a playlist (a live broadcast is one of the uploads). */
  async function fetchPlaylistItems(playlistId: string, maxResults: number) {
    return get(
      "playlistItems",
      {
        part: "snippet",
        maxResults: String(Math.min(Math.max(1, maxResults), MAX_RESULTS_CAP)),
        playlistId,
      },
      PlaylistItem,
      "Failed to fetch playlist data",
    )
  }

  /** search + videos: the channel's streams that are live now, at most `count`. */
  async function fetchLiveStreams(
    channelId: string,
    count: number,
    maxResults = SEARCH_DEFAULT_RESULTS,
  ): Promise<LiveStream[]> {
    const ids = await searchLiveVideoIds(channelId, maxResults)
    if (ids.length === 0) return []
    return toLiveStreams(await fetchVideos(ids), count)
  }

  /** channels + playlistItems + videos: the channel's latest uploads that count as shorts, at most `count`. */
  async function fetchShorts(channelId: string, count: number): Promise<ShortVideo[]> {
    const uploads = await fetchUploadsPlaylistId(channelId)
    if (!uploads) throw new YouTubeApiError("Channel not found or has no content", 404)
    const playlist = await fetchPlaylistItems(uploads, 3 * count)
    if (playlist.length === 0) return []
    const details = await get(
      "videos",
      {
        // snippet tells live and upcoming broadcasts apart; it costs nothing more.
        part: "snippet,statistics,contentDetails",
        id: unique(playlist.map((item) => item.snippet.resourceId.videoId))
          .slice(0, MAX_IDS_PER_CALL)
          .join(","),
      },
      VideoDetails,
      "Failed to fetch video data",
    )
    const byId = new Map(details.map((item) => [item.id, item]))
    const shorts: ShortVideo[] = []
    for (const item of playlist) {
      const videoId = item.snippet.resourceId.videoId
      const detail = byId.get(videoId)
      // Private or deleted uploads have no details; they cannot be watched.
      if (!detail) continue
      // A broadcast that is live or upcoming is never a short, whatever its title says.
      const broadcast = detail.snippet?.liveBroadcastContent
      if (broadcast !== undefined && broadcast !== "none") continue
      const video: ShortVideo = {
        id: detail.id,
        title: item.snippet.title,
        description: item.snippet.description,
        thumbnailUrl: pickThumbnail(item.snippet.thumbnails, detail.id),
        publishedAt: item.snippet.publishedAt,
        viewCount: toNumber(detail.statistics?.viewCount),
        channelTitle: item.snippet.channelTitle,
        duration: detail.contentDetails?.duration ?? "",
      }
      if (isShort(video, shortsMaxSeconds)) shorts.push(video)
    }
    return shorts.slice(0, count)
  }

  return {
    searchLiveVideoIds,
    fetchVideos,
    fetchUploadsPlaylistId,
    fetchPlaylistItems,
    fetchLiveStreams,
    fetchShorts,
  }
}

const VideoDetails = z.object({
  id: z.string().min(1),
  snippet: z
    .object({ liveBroadcastContent: z.string().optional().catch(undefined) })
    .optional()
    .catch(undefined),
  statistics: z
    .object({ viewCount: z.string().optional().catch(undefined) })
    .optional()
    .catch(undefined),
  contentDetails: z.object({ duration: Text }).optional().catch(undefined),
})

/** The videos that are live now (liveBroadcastContent 'live'), in the given order, limited to `count`, as live streams. */
export function toLiveStreams(videos: readonly VideoItem[], count: number): LiveStream[] {
  const live = keepLiveOnly(
    videos.map((video) => ({ ...video, liveBroadcastContent: video.snippet.liveBroadcastContent })),
    count,
  )
  return live.map((video) => ({
    id: video.id,
    title: video.snippet.title,
    description: video.snippet.description,
    thumbnailUrl: pickThumbnail(video.snippet.thumbnails, video.id),
    publishedAt: video.snippet.publishedAt,
    viewCount: toNumber(video.statistics?.viewCount),
    channelTitle: video.snippet.channelTitle,
    isLiveStream: true,
    ...(video.liveStreamingDetails?.concurrentViewers !== undefined
      ? { concurrentViewers: video.liveStreamingDetails.concurrentViewers }
      : {}),
    ...(video.liveStreamingDetails?.actualStartTime
      ? { actualStartTime: video.liveStreamingDetails.actualStartTime }
      : {}),
  }))
}

export type YouTubeClient = ReturnType<typeof createYouTubeClient>

/** The status text plus the API's error message; quota is a 403 mentioning quota. */
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

const THUMBNAIL_SIZES = ["high", "default", "medium", "standard", "maxres"] as const

/** The first size with a URL; without one, the platform's standard URL for the video (never an empty src). */
export function pickThumbnail(thumbnails: z.infer<typeof Thumbnails>, videoId: string): string {
  for (const size of THUMBNAIL_SIZES) {
    const url = (thumbnails?.[size] as { url?: unknown } | undefined)?.url
    if (typeof url === "string" && url.trim() !== "") return url
  }
  return fallbackThumbnail(videoId)
}

export function fallbackThumbnail(videoId: string): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`
}

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids)]
}

function toNumber(value: string | undefined): number {
  const parsed = Number(value)
  return Number.isFinite(parsed) ? parsed : 0
}
