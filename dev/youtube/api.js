// @ts-check
// The API routes: search, videos, channels and playlistItems, each request counted
// in the ledger, checked (parameters.js), and answered from the state or with the
// failure the mode asks for.
import { FAKE_CHANNEL_ID, FAKE_UPLOADS_PLAYLIST } from "./fixtures.js"
import { sendJson } from "./http.js"
import { checkParameters } from "./parameters.js"
import { isFakeEndpoint } from "./state.js"
import { thumbnails } from "./thumbnails.js"

/**
 * @typedef {import("./state.js").FakeState} FakeState
 * @typedef {import("./state.js").FakeEndpoint} FakeEndpoint
 * @typedef {import("./state.js").Broadcast} Broadcast
 * @typedef {import("./state.js").Upload} Upload
 * @typedef {Record<string, string>} Query
 */

export const FAKE_API_PATH = "/youtube/v3"

/**
 * Answers one API request (`apiKey`, when given, is the only key accepted). In "hang"
 * mode the request is held and never answered.
 * @param {FakeState} state
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {URL} url
 * @param {string | undefined} apiKey
 */
export async function serveApi(state, req, res, url, apiKey) {
  if (!url.pathname.startsWith(`${FAKE_API_PATH}/`))
    return sendJson(res, 404, apiError(404, "Not Found", "notFound"))
  const endpoint = url.pathname.slice(FAKE_API_PATH.length + 1)
  if (!isFakeEndpoint(endpoint)) return sendJson(res, 404, apiError(404, "Not Found", "notFound"))
  const query = Object.fromEntries(url.searchParams)
  state.counts[endpoint] += 1
  const request = { endpoint, query, status: 200, at: state.now() }
  state.requests.push(request)
  if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs))
  if (state.mode === "hang") {
    request.status = 0
    state.hanging.add(res)
    res.on("close", () => state.hanging.delete(res))
    return
  }
  const [status, body] = answer(state, endpoint, query, `http://${req.headers.host}`, apiKey)
  request.status = status
  return sendJson(res, status, body)
}

/**
 * @param {FakeState} state
 * @param {FakeEndpoint} endpoint
 * @param {Query} query
 * @param {string} origin
 * @param {string | undefined} apiKey
 * @returns {[number, unknown]}
 */
function answer(state, endpoint, query, origin, apiKey) {
  if (!query.key || (apiKey && query.key !== apiKey))
    return [400, apiError(400, "API key not valid. Please pass a valid API key.", "badRequest")]
  const invalid = checkParameters(endpoint, query)
  if (invalid) return [400, apiError(400, invalid.message, invalid.reason)]
  if (state.mode === "server-error") return [500, apiError(500, "Backend Error", "backendError")]
  if (state.mode === "search-error" && endpoint === "search")
    return [500, apiError(500, "Backend Error", "backendError")]
  if (state.mode === "quota") {
    return [
      403,
      apiError(
        403,
        'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
        "quotaExceeded",
        "youtube.quota",
      ),
    ]
  }
  switch (endpoint) {
    case "search":
      return [200, search(state, query)]
    case "videos":
      return [200, videos(state, query, origin)]
    case "channels":
      return [200, channels(state, query)]
    default:
      if (query.playlistId !== FAKE_UPLOADS_PLAYLIST) {
        return [
          404,
          apiError(
            404,
            "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
            "playlistNotFound",
            "youtube.playlistItem",
          ),
        ]
      }
      return [200, playlistItems(state, query, origin)]
  }
}

/**
 * @param {FakeState} state
 * @param {Query} query
 */
function search(state, query) {
  const known = query.channelId === FAKE_CHANNEL_ID && state.mode !== "channel-not-found"
  const max = Number(query.maxResults ?? 5)
  const found =
    known && query.eventType
      ? state.broadcasts.filter((broadcast) => state.statusOf(broadcast) === query.eventType)
      : []
  const items = found.slice(0, max)
  return {
    kind: "youtube#searchListResponse",
    pageInfo: { totalResults: found.length, resultsPerPage: max },
    items: items.map((broadcast) => ({
      kind: "youtube#searchResult",
      id: { kind: "youtube#video", videoId: broadcast.id },
      snippet: {
        title: broadcast.title,
        channelId: FAKE_CHANNEL_ID,
        liveBroadcastContent: state.statusOf(broadcast),
      },
    })),
  }
}

/**
 * @param {FakeState} state
 * @param {Query} query
 * @param {string} origin
 */
function videos(state, query, origin) {
  const ids = String(query.id ?? "")
    .split(",")
    .filter(Boolean)
  const parts = String(query.part ?? "").split(",")
  const items = []
  for (const id of ids) {
    const broadcast = state.broadcasts.find((video) => video.id === id)
    const upload = state.uploads.find((video) => video.id === id && !video.hidden)
    const video = broadcast ?? upload
    if (!video) continue
    /** @type {Record<string, unknown>} */
    const item = { kind: "youtube#video", id }
    const status = broadcast ? state.statusOf(broadcast) : "none"
    if (parts.includes("snippet")) {
      item.snippet = {
        publishedAt: iso(video.publishedAt),
        channelId: FAKE_CHANNEL_ID,
        title: video.title,
        description: video.description,
        thumbnails: thumbnails(origin, id),
        channelTitle: "Cape Ocean Adventures",
        liveBroadcastContent: status,
      }
    }
    if (parts.includes("statistics"))
      item.statistics = { viewCount: broadcast ? "50000" : upload?.views, likeCount: "10" }
    if (parts.includes("contentDetails")) {
      item.contentDetails = {
        duration: broadcast
          ? status === "none"
            ? recordingDuration(state, broadcast)
            : "P0D"
          : upload?.duration,
      }
    }
    if (parts.includes("liveStreamingDetails") && broadcast) {
      item.liveStreamingDetails = {
        ...(broadcast.scheduledAt ? { scheduledStartTime: iso(broadcast.scheduledAt) } : {}),
        ...(broadcast.startedAt ? { actualStartTime: iso(broadcast.startedAt) } : {}),
        ...(status === "none" ? { actualEndTime: iso(broadcast.endedAt ?? state.now()) } : {}),
        ...(status === "live" && broadcast.viewers ? { concurrentViewers: broadcast.viewers } : {}),
      }
    }
    items.push(item)
  }
  return {
    kind: "youtube#videoListResponse",
    pageInfo: { totalResults: items.length, resultsPerPage: items.length },
    items,
  }
}

/**
 * @param {FakeState} state
 * @param {Broadcast} broadcast
 */
function recordingDuration(state, broadcast) {
  const seconds = Math.max(
    1,
    Math.round(((broadcast.endedAt ?? state.now()) - Number(broadcast.startedAt)) / 1000),
  )
  return `PT${Math.floor(seconds / 3600)}H${Math.floor((seconds % 3600) / 60)}M${seconds % 60}S`
}

/**
 * @param {FakeState} state
 * @param {Query} query
 */
function channels(state, query) {
  if (state.mode === "channel-not-found" || !query.id.split(",").includes(FAKE_CHANNEL_ID)) {
    return {
      kind: "youtube#channelListResponse",
      pageInfo: { totalResults: 0, resultsPerPage: 5 },
    }
  }
  return {
    kind: "youtube#channelListResponse",
    pageInfo: { totalResults: 1, resultsPerPage: 5 },
    items: [
      {
        kind: "youtube#channel",
        id: FAKE_CHANNEL_ID,
        contentDetails: { relatedPlaylists: { likes: "", uploads: FAKE_UPLOADS_PLAYLIST } },
      },
    ],
  }
}

/**
 * The uploads playlist, newest first: started broadcasts (live or recorded) and uploads.
 * @param {FakeState} state
 * @returns {Array<Broadcast | Upload>}
 */
function playlistEntries(state) {
  const started = state.broadcasts.filter((broadcast) => broadcast.startedAt !== undefined)
  const uploads =
    state.mode === "no-shorts"
      ? state.uploads.filter((video) => video.id.startsWith("long-"))
      : state.uploads
  return [...started, ...uploads].sort((a, b) => b.publishedAt - a.publishedAt)
}

/**
 * @param {FakeState} state
 * @param {Query} query
 * @param {string} origin
 */
function playlistItems(state, query, origin) {
  const max = Number(query.maxResults ?? 5)
  const entries = playlistEntries(state)
  const items = entries.slice(0, max).map((video, position) => {
    const hidden = "hidden" in video ? video.hidden : undefined
    return {
      kind: "youtube#playlistItem",
      snippet: {
        publishedAt: iso(video.publishedAt),
        channelId: FAKE_CHANNEL_ID,
        title:
          hidden === "private"
            ? "Private video"
            : hidden === "deleted"
              ? "Deleted video"
              : video.title,
        description:
          hidden === "private"
            ? "This video is private."
            : hidden === "deleted"
              ? "This video is unavailable."
              : video.description,
        // The real API sends no thumbnails for private and deleted videos.
        thumbnails: hidden ? {} : thumbnails(origin, video.id),
        channelTitle: "Cape Ocean Adventures",
        playlistId: FAKE_UPLOADS_PLAYLIST,
        position,
        resourceId: { kind: "youtube#video", videoId: video.id },
      },
    }
  })
  return {
    kind: "youtube#playlistItemListResponse",
    pageInfo: { totalResults: entries.length, resultsPerPage: max },
    items,
  }
}

/** @param {number} ms */
function iso(ms) {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z")
}

/**
 * @param {number} code
 * @param {string} message
 * @param {string} reason
 */
function apiError(code, message, reason, domain = "global") {
  return { error: { code, message, errors: [{ message, domain, reason }] } }
}
