// A local fake of the YouTube Data API v3 for development, tests and the quota
// bench: the endpoints of spec §7 (search, videos, channels, playlistItems)
// with fixtures, switchable failures, request counts per endpoint, and small
// SVG thumbnails served by the fake itself so pages render offline.
import http from "node:http"

export const FAKE_CHANNEL_ID = "UCcapeOceanAdventures000"
export const FAKE_UPLOADS_PLAYLIST = "UUcapeOceanAdventures000"
export const FAKE_API_PATH = "/youtube/v3"
/** Failure modes the fake can switch to. */
export const FAKE_MODES = [
  "normal",
  "server-error",
  "quota",
  "none-live",
  "no-shorts",
  "channel-not-found",
]
/** spec-independent platform prices: a search costs 100 units, every other call 1. */
export const UNIT_COST = { search: 100, videos: 1, channels: 1, playlistItems: 1 }

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
    id: "long-behind-scenes",
    title: "Behind the scenes: installing our new camera",
    description: "How we mount a camera on a cliff.",
    duration: "PT8M",
    views: "3300",
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
 * Starts the fake on a free port (or `port`). `apiKey`, when given, is the only key accepted.
 * @param {{ port?: number, host?: string, apiKey?: string, mode?: string, delayMs?: number }} [options]
 */
export async function startYouTubeFake(options = {}) {
  const state = {
    mode: options.mode ?? "normal",
    delayMs: options.delayMs ?? 0,
    counts: { search: 0, videos: 0, channels: 0, playlistItems: 0 },
    /** @type {{ endpoint: string, query: Record<string, string> }[]} */
    requests: [],
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      res.writeHead(500, { "content-type": "text/plain" })
      res.end(String(error))
    })
  })

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
    state.requests.push({ endpoint, query })
    if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs))

    if (!query.key || (options.apiKey && query.key !== options.apiKey)) {
      return sendJson(
        res,
        400,
        apiError(400, "API key not valid. Please pass a valid API key.", "badRequest"),
      )
    }
    if (state.mode === "server-error")
      return sendJson(res, 500, apiError(500, "Backend Error", "backendError"))
    if (state.mode === "quota") {
      return sendJson(
        res,
        403,
        apiError(
          403,
          'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
          "quotaExceeded",
          "youtube.quota",
        ),
      )
    }
    const origin = `http://${req.headers.host}`
    switch (endpoint) {
      case "search":
        return sendJson(res, 200, search(query))
      case "videos":
        return sendJson(res, 200, videos(query, origin))
      case "channels":
        return sendJson(res, 200, channels(query))
      case "playlistItems":
        return sendJson(res, 200, playlistItems(query, origin))
    }
  }

  function search(query) {
    const known = query.channelId === FAKE_CHANNEL_ID && state.mode !== "channel-not-found"
    const max = Math.min(Number(query.maxResults ?? 5), 50)
    const items =
      known && state.mode !== "none-live" && query.eventType === "live"
        ? LIVE_FIXTURES.slice(0, max)
        : []
    return {
      kind: "youtube#searchListResponse",
      pageInfo: { totalResults: items.length, resultsPerPage: max },
      items: items.map((video) => ({
        kind: "youtube#searchResult",
        id: { kind: "youtube#video", videoId: video.id },
        snippet: {
          title: video.title,
          channelId: FAKE_CHANNEL_ID,
          liveBroadcastContent: video.live,
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
      const live = LIVE_FIXTURES.find((video) => video.id === id)
      const upload = UPLOAD_FIXTURES.find((video) => video.id === id)
      if (!live && !upload) continue
      const item = { kind: "youtube#video", id }
      if (parts.includes("snippet")) {
        item.snippet = {
          publishedAt: PUBLISHED,
          channelId: FAKE_CHANNEL_ID,
          title: live?.title ?? upload.title,
          description: live ? `Streaming live from ${live.title}.` : upload.description,
          thumbnails: thumbnails(origin, id),
          channelTitle: "Cape Ocean Adventures",
          liveBroadcastContent: live?.live ?? "none",
        }
      }
      if (parts.includes("statistics"))
        item.statistics = { viewCount: live ? "50000" : upload.views, likeCount: "10" }
      if (parts.includes("contentDetails"))
        item.contentDetails = { duration: live ? "P0D" : upload.duration }
      if (parts.includes("liveStreamingDetails") && live) {
        item.liveStreamingDetails = {
          actualStartTime: PUBLISHED,
          ...(live.viewers ? { concurrentViewers: live.viewers } : {}),
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

  function channels(query) {
    if (state.mode === "channel-not-found" || query.id !== FAKE_CHANNEL_ID) {
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

  function playlistItems(query, origin) {
    if (query.playlistId !== FAKE_UPLOADS_PLAYLIST)
      return apiError(
        404,
        "The playlist identified with the request's playlistId parameter cannot be found.",
        "playlistNotFound",
      )
    const max = Math.min(Number(query.maxResults ?? 5), 50)
    const uploads =
      state.mode === "no-shorts"
        ? UPLOAD_FIXTURES.filter((video) => video.id.startsWith("long-"))
        : UPLOAD_FIXTURES
    const items = uploads.slice(0, max).map((video, position) => ({
      kind: "youtube#playlistItem",
      snippet: {
        publishedAt: PUBLISHED,
        channelId: FAKE_CHANNEL_ID,
        title: video.title,
        description: video.description,
        thumbnails: thumbnails(origin, video.id),
        channelTitle: "Cape Ocean Adventures",
        playlistId: FAKE_UPLOADS_PLAYLIST,
        position,
        resourceId: { kind: "youtube#video", videoId: video.id },
      },
    }))
    return {
      kind: "youtube#playlistItemListResponse",
      pageInfo: { totalResults: uploads.length, resultsPerPage: max },
      items,
    }
  }

  function control(req, res, url) {
    if (req.method === "POST" && url.pathname === "/__fake/mode") {
      const mode = url.searchParams.get("mode") ?? "normal"
      if (!FAKE_MODES.includes(mode))
        return sendJson(res, 400, { error: `unknown mode; one of ${FAKE_MODES.join(", ")}` })
      state.mode = mode
    } else if (req.method === "POST" && url.pathname === "/__fake/reset") {
      resetCounts()
    } else if (url.pathname !== "/__fake/state") {
      return sendJson(res, 404, { error: "unknown control endpoint" })
    }
    return sendJson(res, 200, { mode: state.mode, counts: state.counts, units: units() })
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
    counts: () => ({ ...state.counts }),
    requests: () =>
      state.requests.map((request) => ({
        endpoint: request.endpoint,
        query: { ...request.query },
      })),
    units,
    resetCounts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.()
        server.close(() => resolve(undefined))
      }),
  }
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
