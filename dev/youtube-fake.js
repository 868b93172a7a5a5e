// A local fake of the YouTube Data API v3 for development, tests and the quota
// bench: the endpoints the site calls (search, videos, channels, playlistItems)
// as strict as the real API about their parameters (part, maxResults, the
// eventType/type pair, at most 50 ids, 404 playlistNotFound), with broadcasts
// that live, change and end (and appear in the uploads playlist like the real
// ones), private and deleted uploads, switchable failures, request counts per
// endpoint, and small SVG thumbnails served by the fake itself so pages render
// offline. Time comes from `now` so the quota bench can run a day in seconds.
import http from "node:http"

export const FAKE_CHANNEL_ID = "UCcapeOceanAdventures000"
export const FAKE_UPLOADS_PLAYLIST = "UUcapeOceanAdventures000"
export const FAKE_API_PATH = "/youtube/v3"
/** Failure modes the fake can switch to. */
export const FAKE_MODES = [
  "normal",
  "server-error",
  // Only search.list fails (500): the safety net down while the rest works.
  "search-error",
  "quota",
  "none-live",
  "no-shorts",
  "channel-not-found",
  // Takes every API request and never answers it (the connection stays open).
  "hang",
]
/** The platform's prices: a search costs 100 units, every other call 1. */
export const UNIT_COST = { search: 100, videos: 1, channels: 1, playlistItems: 1 }

/** The parts each endpoint knows; any other is a 400 like the real API's. */
const KNOWN_PARTS = {
  search: ["snippet", "id"],
  videos: [
    "snippet",
    "statistics",
    "contentDetails",
    "liveStreamingDetails",
    "id",
    "status",
    "player",
    "topicDetails",
    "recordingDetails",
    "localizations",
    "paidProductPlacementDetails",
  ],
  channels: [
    "snippet",
    "contentDetails",
    "statistics",
    "id",
    "status",
    "brandingSettings",
    "topicDetails",
    "localizations",
    "contentOwnerDetails",
  ],
  playlistItems: ["snippet", "contentDetails", "id", "status"],
}
const MAX_IDS = 50
const PUBLISHED = "2026-11-01T06:00:00Z"

/** Videos found by the live search; only those with liveBroadcastContent 'live' may show. */
export const LIVE_FIXTURES = [
  {
    id: "live-humpback",
    title: "Humpback Whales at Hermanus Bay",
    live: "live",
    viewers: "1234",
    color: "#0b5d7a",
  },
  {
    id: "live-boulders",
    title: "Penguins at Boulders Beach",
    live: "live",
    viewers: "987",
    color: "#1f7a5a",
  },
  {
    id: "live-kalk-bay",
    title: "Kalk Bay Harbour Sunrise (upcoming)",
    live: "upcoming",
    viewers: undefined,
    color: "#7a5a1f",
  },
  {
    id: "live-seal-island",
    title: "Seal Island Live",
    live: "live",
    viewers: undefined,
    color: "#334155",
  },
  {
    id: "live-clifton",
    title: "Clifton Fourth Beach",
    live: "live",
    viewers: "45210",
    color: "#0e7490",
  },
  {
    id: "live-muizenberg",
    title: "Muizenberg Surf Report (replay)",
    live: "none",
    viewers: undefined,
    color: "#6b21a8",
  },
  {
    id: "live-lions-head",
    title: "Lion's Head Sunset Cam",
    // A live broadcast is never a short, whatever its text says.
    description: "The sun sets behind Lion's Head, live. #shorts",
    live: "live",
    viewers: "12",
    color: "#b45309",
  },
  {
    id: "live-cape-point",
    title: "Cape Point Lighthouse",
    live: "live",
    viewers: "3050",
    color: "#1e3a8a",
  },
  {
    id: "live-hout-bay",
    title: "Hout Bay Harbour",
    live: "live",
    viewers: "640",
    color: "#065f46",
  },
]

const LONG_DESCRIPTION =
  "We dropped a camera into the kelp forest off Cape Point and an octopus came to investigate the lens, changing colour three times in under a minute before vanishing into the rocks."

/** The channel's uploads, newest first: shorts found by tag, by description tag and by duration, plus long videos that must not show. */
export const UPLOAD_FIXTURES = [
  {
    id: "short-breach",
    title: "Breaching humpback at Hermanus #shorts",
    description: "A humpback clears the water.",
    duration: "PT45S",
    views: "15230",
  },
  {
    id: "short-storm",
    title: "Storm swell at Sea Point",
    description: "Huge swell today #shorts",
    duration: "PT2M",
    views: "8210",
  },
  {
    id: "short-penguins",
    title: "Penguin parade #Short",
    description: "Boulders Beach at dawn.",
    duration: "PT58S",
    views: "4120",
  },
  {
    id: "long-sharks",
    title: "Full documentary: The Great White Sharks of False Bay",
    description: "Our longest film yet.",
    duration: "PT48M12S",
    views: "91000",
  },
  {
    id: "short-sunset",
    title: "Golden sunset timelapse",
    description: "Camps Bay from above.",
    duration: "PT30S",
    views: "2300",
  },
  {
    id: "short-cleanup",
    title: "Beach clean-up with volunteers #shorts",
    description: "Muizenberg, Saturday morning.",
    duration: "PT40S",
    views: "1900",
  },
  {
    id: "long-kalk-bay",
    title: "Kalk Bay harbour morning (stream replay)",
    description: "Three hours of harbour life.",
    duration: "PT3H10M",
    views: "12000",
  },
  {
    id: "short-calm",
    title: "Exactly one minute of calm",
    description: "Nothing but the sea.",
    duration: "PT1M",
    views: "760",
  },
  {
    id: "long-61s",
    title: "Sixty-one seconds at Cape Point",
    description: "Just over the line.",
    duration: "PT1M1S",
    views: "640",
  },
  {
    id: "short-octopus",
    title: "Kelp forest visitor",
    description: LONG_DESCRIPTION,
    duration: "PT50S",
    views: "5120",
  },
  {
    id: "short-seal-rescue",
    title: "Seal rescue at Hout Bay #shorts",
    description: "Freeing a seal from fishing line.",
    duration: "PT35S",
    views: "22040",
  },
  {
    id: "deleted-upload",
    title: "Old harbour clip #shorts",
    description: "Deleted by the channel.",
    duration: "PT15S",
    views: "0",
    hidden: "deleted",
  },
  {
    id: "long-behind-scenes",
    title: "Behind the scenes: installing our new camera",
    description: "How we mount a camera on a cliff.",
    duration: "PT8M",
    views: "3300",
  },
  {
    id: "private-upload",
    title: "Whale song recording #shorts",
    description: "Made private by the channel.",
    duration: "PT30S",
    views: "0",
    hidden: "private",
  },
  {
    id: "short-whale-tail",
    title: "Whale tail close-up",
    description: "Southern right whale off Walker Bay.",
    duration: "PT20S",
    views: "9900",
  },
]

const COLORS = [
  "#0b5d7a",
  "#1f7a5a",
  "#0e7490",
  "#b45309",
  "#1e3a8a",
  "#065f46",
  "#9f1239",
  "#334155",
]

/**
 * Starts the fake on a free port (or `port`). `apiKey`, when given, is the only key accepted;
 * `now` is the clock for the broadcasts' times (the bench injects its own).
 * @param {{ port?: number, host?: string, apiKey?: string, mode?: string, delayMs?: number, now?: () => number }} [options]
 */
export async function startYouTubeFake(options = {}) {
  const now = options.now ?? Date.now
  const base = Date.parse(PUBLISHED)
  const hour = 3_600_000
  // Broadcasts, newest first: the first fixture started most recently.
  function initialBroadcasts() {
    return LIVE_FIXTURES.map((fixture, index) => {
      const startedAt = base - index * hour
      return {
        id: fixture.id,
        title: fixture.title,
        description: fixture.description ?? `Streaming live from ${fixture.title}.`,
        status: fixture.live,
        viewers: fixture.viewers,
        publishedAt: startedAt,
        startedAt: fixture.live === "upcoming" ? undefined : startedAt,
        scheduledAt: fixture.live === "upcoming" ? base + 24 * hour : undefined,
        endedAt: fixture.live === "none" ? startedAt + 2 * hour : undefined,
      }
    })
  }

  const state = {
    mode: options.mode ?? "normal",
    delayMs: options.delayMs ?? 0,
    counts: { search: 0, videos: 0, channels: 0, playlistItems: 0 },
    /** @type {{ endpoint: string, query: Record<string, string>, status: number, at: number }[]} */
    requests: [],
    broadcasts: initialBroadcasts(),
    uploads: UPLOAD_FIXTURES.map((fixture, index) => ({
      ...fixture,
      publishedAt: base - (24 + index) * hour,
    })),
  }

  /** Requests taken in "hang" mode, answered by nobody until their client gives up. */
  const hanging = new Set()

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      res.writeHead(500, { "content-type": "text/plain" })
      res.end(String(error))
    })
  })
  // Idle connections stay open until the client closes them, as Google's front ends
  // keep them far longer than a client does. With Node's 5 s default the fake closed
  // sockets the client was just reusing, and a call failed as a "network error" that
  // the real platform would not cause.
  server.keepAliveTimeout = 0

  async function handle(req, res) {
    const url = new URL(req.url ?? "/", "http://fake")
    if (url.pathname.startsWith("/thumbs/"))
      return sendThumbnail(res, url.pathname.slice("/thumbs/".length).replace(/\.svg$/, ""))
    if (url.pathname.startsWith("/__fake/")) return control(req, res, url)
    if (!url.pathname.startsWith(`${FAKE_API_PATH}/`))
      return sendJson(res, 404, apiError(404, "Not Found", "notFound"))

    const endpoint = url.pathname.slice(FAKE_API_PATH.length + 1)
    if (!(endpoint in state.counts))
      return sendJson(res, 404, apiError(404, "Not Found", "notFound"))
    const query = Object.fromEntries(url.searchParams)
    state.counts[endpoint] += 1
    const request = { endpoint, query, status: 200, at: now() }
    state.requests.push(request)
    if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs))
    if (state.mode === "hang") {
      request.status = 0
      hanging.add(res)
      res.on("close", () => hanging.delete(res))
      return
    }
    const [status, body] = answer(endpoint, query, `http://${req.headers.host}`)
    request.status = status
    return sendJson(res, status, body)
  }

  /** @returns {[number, unknown]} */
  function answer(endpoint, query, origin) {
    if (!query.key || (options.apiKey && query.key !== options.apiKey))
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
        return [200, search(query)]
      case "videos":
        return [200, videos(query, origin)]
      case "channels":
        return [200, channels(query)]
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
        return [200, playlistItems(query, origin)]
    }
  }

  /** The real API's parameter checks that matter to the site's calls. */
  function checkParameters(endpoint, query) {
    if (!query.part) return { reason: "required", message: "Required parameter: part" }
    const unknown = query.part
      .split(",")
      .find((part) => !KNOWN_PARTS[endpoint].includes(part.trim()))
    if (unknown !== undefined) return { reason: "unknownPart", message: `'${unknown}'` }
    if (query.maxResults !== undefined) {
      const max = Number(query.maxResults)
      if (!Number.isInteger(max) || max < 0 || max > 50)
        return {
          reason: "invalidParameter",
          message: `Invalid value '${query.maxResults}'. Values must be within the range: [0, 50]`,
        }
    }
    if (endpoint === "search") {
      if (query.eventType !== undefined && query.type !== "video")
        return {
          reason: "invalidSearchFilter",
          message:
            "The request contains an invalid combination of search filters and/or restrictions. Note that you must set the <code>type</code> parameter to <code>video</code> if you set a value for the <code>eventType</code> parameter.",
        }
      if (
        query.eventType !== undefined &&
        !["live", "upcoming", "completed"].includes(query.eventType)
      )
        return { reason: "invalidParameter", message: `Invalid value '${query.eventType}'` }
    }
    if (endpoint === "videos" || endpoint === "channels") {
      if (!query.id)
        return {
          reason: "missingRequiredParameter",
          message: "No filter selected. Expected one of: id, myRating, chart, forHandle…",
        }
      if (endpoint === "videos" && query.id.split(",").length > MAX_IDS)
        return { reason: "invalidParameter", message: `At most ${MAX_IDS} ids per request` }
    }
    if (endpoint === "playlistItems" && !query.playlistId && !query.id)
      return {
        reason: "missingRequiredParameter",
        message: "No filter selected. Expected one of: playlistId, id",
      }
    return undefined
  }

  /** What a broadcast says it is now; 'none-live' turns every live broadcast into a recording. */
  function statusOf(broadcast) {
    return state.mode === "none-live" && broadcast.status === "live" ? "none" : broadcast.status
  }

  function search(query) {
    const known = query.channelId === FAKE_CHANNEL_ID && state.mode !== "channel-not-found"
    const max = Number(query.maxResults ?? 5)
    const found =
      known && query.eventType
        ? state.broadcasts.filter((broadcast) => statusOf(broadcast) === query.eventType)
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
          liveBroadcastContent: statusOf(broadcast),
        },
      })),
    }
  }

  function videos(query, origin) {
    const ids = String(query.id ?? "")
      .split(",")
      .filter(Boolean)
    const parts = String(query.part ?? "").split(",")
    const items = []
    for (const id of ids) {
      const broadcast = state.broadcasts.find((video) => video.id === id)
      const upload = state.uploads.find((video) => video.id === id && !video.hidden)
      if (!broadcast && !upload) continue
      const item = { kind: "youtube#video", id }
      const status = broadcast ? statusOf(broadcast) : "none"
      if (parts.includes("snippet")) {
        item.snippet = {
          publishedAt: iso((broadcast ?? upload).publishedAt),
          channelId: FAKE_CHANNEL_ID,
          title: (broadcast ?? upload).title,
          description: (broadcast ?? upload).description,
          thumbnails: thumbnails(origin, id),
          channelTitle: "Cape Ocean Adventures",
          liveBroadcastContent: status,
        }
      }
      if (parts.includes("statistics"))
        item.statistics = { viewCount: broadcast ? "50000" : upload.views, likeCount: "10" }
      if (parts.includes("contentDetails")) {
        item.contentDetails = {
          duration: broadcast
            ? status === "none"
              ? recordingDuration(broadcast)
              : "P0D"
            : upload.duration,
        }
      }
      if (parts.includes("liveStreamingDetails") && broadcast) {
        item.liveStreamingDetails = {
          ...(broadcast.scheduledAt ? { scheduledStartTime: iso(broadcast.scheduledAt) } : {}),
          ...(broadcast.startedAt ? { actualStartTime: iso(broadcast.startedAt) } : {}),
          ...(status === "none" ? { actualEndTime: iso(broadcast.endedAt ?? now()) } : {}),
          ...(status === "live" && broadcast.viewers
            ? { concurrentViewers: broadcast.viewers }
            : {}),
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

  function recordingDuration(broadcast) {
    const seconds = Math.max(
      1,
      Math.round(((broadcast.endedAt ?? now()) - broadcast.startedAt) / 1000),
    )
    return `PT${Math.floor(seconds / 3600)}H${Math.floor((seconds % 3600) / 60)}M${seconds % 60}S`
  }

  function channels(query) {
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

  /** The uploads playlist, newest first: started broadcasts (live or recorded) and uploads. */
  function playlistEntries() {
    const started = state.broadcasts.filter((broadcast) => broadcast.startedAt !== undefined)
    const uploads =
      state.mode === "no-shorts"
        ? state.uploads.filter((video) => video.id.startsWith("long-"))
        : state.uploads
    return [...started, ...uploads].sort((a, b) => b.publishedAt - a.publishedAt)
  }

  function playlistItems(query, origin) {
    const max = Number(query.maxResults ?? 5)
    const entries = playlistEntries()
    const items = entries.slice(0, max).map((video, position) => ({
      kind: "youtube#playlistItem",
      snippet: {
        publishedAt: iso(video.publishedAt),
        channelId: FAKE_CHANNEL_ID,
        title:
          video.hidden === "private"
            ? "Private video"
            : video.hidden === "deleted"
              ? "Deleted video"
              : video.title,
        description:
          video.hidden === "private"
            ? "This video is private."
            : video.hidden === "deleted"
              ? "This video is unavailable."
              : video.description,
        // The real API sends no thumbnails for private and deleted videos.
        thumbnails: video.hidden ? {} : thumbnails(origin, video.id),
        channelTitle: "Cape Ocean Adventures",
        playlistId: FAKE_UPLOADS_PLAYLIST,
        position,
        resourceId: { kind: "youtube#video", videoId: video.id },
      },
    }))
    return {
      kind: "youtube#playlistItemListResponse",
      pageInfo: { totalResults: entries.length, resultsPerPage: max },
      items,
    }
  }

  function findBroadcast(id) {
    const broadcast = state.broadcasts.find((video) => video.id === id)
    if (!broadcast) throw new Error(`no broadcast ${id}`)
    return broadcast
  }

  /** A live broadcast's concurrent viewers change. */
  function setViewers(id, viewers) {
    findBroadcast(id).viewers = viewers === undefined ? undefined : String(viewers)
  }

  /** A live broadcast ends and becomes a recording: liveBroadcastContent none, a duration, actualEndTime. */
  function endStream(id) {
    const broadcast = findBroadcast(id)
    if (broadcast.status !== "live") throw new Error(`${id} is not live`)
    broadcast.status = "none"
    broadcast.endedAt = now()
    broadcast.viewers = undefined
  }

  /** A new broadcast goes live now; it is the newest entry of the uploads playlist. */
  function startStream({ id, title, viewers }) {
    if (state.broadcasts.some((video) => video.id === id)) throw new Error(`${id} exists`)
    const at = now()
    state.broadcasts.unshift({
      id,
      title: title ?? id,
      description: `Streaming live from ${title ?? id}.`,
      status: "live",
      viewers: viewers === undefined ? undefined : String(viewers),
      publishedAt: at,
      startedAt: at,
    })
  }

  function control(req, res, url) {
    const param = (name) => url.searchParams.get(name) ?? undefined
    try {
      if (req.method === "POST" && url.pathname === "/__fake/mode") {
        const mode = param("mode") ?? "normal"
        if (!FAKE_MODES.includes(mode))
          return sendJson(res, 400, { error: `unknown mode; one of ${FAKE_MODES.join(", ")}` })
        state.mode = mode
      } else if (req.method === "POST" && url.pathname === "/__fake/reset") {
        resetCounts()
      } else if (req.method === "POST" && url.pathname === "/__fake/reset-streams") {
        resetStreams()
      } else if (req.method === "POST" && url.pathname === "/__fake/viewers") {
        setViewers(param("id"), param("viewers"))
      } else if (req.method === "POST" && url.pathname === "/__fake/end") {
        endStream(param("id"))
      } else if (req.method === "POST" && url.pathname === "/__fake/start") {
        startStream({
          id: param("id") ?? `live-${now()}`,
          title: param("title"),
          viewers: param("viewers"),
        })
      } else if (url.pathname !== "/__fake/state") {
        return sendJson(res, 404, { error: "unknown control endpoint" })
      }
    } catch (error) {
      return sendJson(res, 400, { error: String(error instanceof Error ? error.message : error) })
    }
    return sendJson(res, 200, {
      mode: state.mode,
      counts: state.counts,
      units: units(),
      streams: streams(),
    })
  }

  /** The broadcasts as they truly are, for tests and the bench. */
  function streams() {
    return state.broadcasts.map((broadcast) => ({
      id: broadcast.id,
      title: broadcast.title,
      status: statusOf(broadcast),
      viewers: broadcast.viewers,
      startedAt: broadcast.startedAt,
      endedAt: broadcast.endedAt,
    }))
  }

  /** The broadcasts as they were at the start. */
  function resetStreams() {
    state.broadcasts = initialBroadcasts()
  }

  function resetCounts() {
    for (const endpoint of Object.keys(state.counts)) state.counts[endpoint] = 0
    state.requests.length = 0
  }

  function units() {
    return Object.entries(state.counts).reduce(
      (sum, [endpoint, count]) => sum + UNIT_COST[endpoint] * count,
      0,
    )
  }

  await new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve(undefined))
  })
  const address = /** @type {import("node:net").AddressInfo} */ (server.address())
  const origin = `http://${options.host ?? "127.0.0.1"}:${address.port}`

  return {
    origin,
    baseUrl: `${origin}${FAKE_API_PATH}`,
    channelId: FAKE_CHANNEL_ID,
    /** @param {string} mode */
    setMode(mode) {
      if (!FAKE_MODES.includes(mode)) throw new Error(`unknown fake mode ${mode}`)
      state.mode = mode
    },
    /** @param {number} ms */
    setDelay(ms) {
      state.delayMs = ms
    },
    setViewers,
    endStream,
    startStream,
    streams,
    counts: () => ({ ...state.counts }),
    /** API requests the fake holds unanswered right now ("hang" mode). */
    hangingRequests: () => hanging.size,
    requests: () =>
      state.requests.map((request) => ({
        endpoint: request.endpoint,
        query: { ...request.query },
        status: request.status,
        at: request.at,
      })),
    units,
    resetCounts,
    resetStreams,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.()
        server.close(() => resolve(undefined))
      }),
  }
}

function iso(ms) {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z")
}

function thumbnails(origin, id) {
  const url = `${origin}/thumbs/${encodeURIComponent(id)}.svg`
  return {
    default: { url, width: 120, height: 90 },
    medium: { url, width: 320, height: 180 },
    high: { url, width: 480, height: 360 },
  }
}

function apiError(code, message, reason, domain = "global") {
  return { error: { code, message, errors: [{ message, domain, reason }] } }
}

function sendJson(res, status, body) {
  res.writeHead(status, {
    "content-type": "application/json; charset=UTF-8",
    "cache-control": "no-store",
  })
  res.end(JSON.stringify(body))
}

function sendThumbnail(res, rawId) {
  const id = decodeURIComponent(rawId).replace(/[^a-z0-9-]/gi, "")
  const fixture = LIVE_FIXTURES.find((video) => video.id === id)
  let hash = 0
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const color = fixture?.color ?? COLORS[hash % COLORS.length]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">
<rect width="480" height="360" fill="${color}"/>
<path d="M0 250 Q60 220 120 250 T240 250 T360 250 T480 250 V360 H0 Z" fill="#ffffff" fill-opacity="0.25"/>
<path d="M0 290 Q60 260 120 290 T240 290 T360 290 T480 290 V360 H0 Z" fill="#ffffff" fill-opacity="0.35"/>
<circle cx="380" cy="90" r="40" fill="#fcd34d" fill-opacity="0.8"/>
</svg>`
  res.writeHead(200, {
    "content-type": "image/svg+xml",
    "cache-control": "public, max-age=3600",
    "cross-origin-resource-policy": "cross-origin",
  })
  res.end(svg)
}
