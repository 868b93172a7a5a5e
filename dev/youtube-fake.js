// @ts-check
// A local fake of the YouTube Data API v3 for development, tests and the quota
// bench: the endpoints the site calls (search, videos, channels, playlistItems)
// as strict as the real API about their parameters, with broadcasts that live,
// change and end (and appear in the uploads playlist like the real ones),
// private and deleted uploads, switchable failures, request counts per
// endpoint, and small SVG thumbnails served by the fake itself so pages render
// offline. Time comes from `now` so the quota bench can run a day in seconds.
// Plain JavaScript because plain `node` loads it (npm run dev, the benches);
// every module under dev/ starts with `// @ts-check` so tsc checks it.
import http from "node:http"
import { FAKE_API_PATH, serveApi } from "./youtube/api.js"
import { CONTROL_PATH, control } from "./youtube/control.js"
import { createFakeState, isFakeMode } from "./youtube/state.js"
import { FAKE_CHANNEL_ID } from "./youtube/fixtures.js"
import { THUMBS_PATH, sendThumbnail } from "./youtube/thumbnails.js"

export { FAKE_API_PATH } from "./youtube/api.js"
export {
  FAKE_CHANNEL_ID,
  FAKE_UPLOADS_PLAYLIST,
  LIVE_FIXTURES,
  UPLOAD_FIXTURES,
} from "./youtube/fixtures.js"
export { FAKE_MODES, UNIT_COST } from "./youtube/state.js"

/**
 * @typedef {import("./youtube/state.js").FakeMode} FakeMode
 * @typedef {import("./youtube/state.js").FakeEndpoint} FakeEndpoint
 * @typedef {import("./youtube/state.js").FakeStream} FakeStream
 * @typedef {Awaited<ReturnType<typeof startYouTubeFake>>} YouTubeFake
 */

/**
 * Starts the fake on a free port (or `port`). `apiKey`, when given, is the only key accepted;
 * `now` is the clock for the broadcasts' times (the bench injects its own).
 * @param {{ port?: number, host?: string, apiKey?: string, mode?: FakeMode, delayMs?: number, now?: () => number }} [options]
 */
export async function startYouTubeFake(options = {}) {
  const state = createFakeState({
    mode: options.mode ?? "normal",
    delayMs: options.delayMs ?? 0,
    now: options.now ?? Date.now,
  })

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

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  async function handle(req, res) {
    const url = new URL(req.url ?? "/", "http://fake")
    if (url.pathname.startsWith(THUMBS_PATH))
      return sendThumbnail(res, url.pathname.slice(THUMBS_PATH.length).replace(/\.svg$/, ""))
    if (url.pathname.startsWith(CONTROL_PATH)) return control(state, req, res, url)
    return serveApi(state, req, res, url, options.apiKey)
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
    /** @param {FakeMode} mode */
    setMode(mode) {
      if (!isFakeMode(mode)) throw new Error(`unknown fake mode ${mode}`)
      state.mode = mode
    },
    /** @param {number} ms */
    setDelay(ms) {
      state.delayMs = ms
    },
    setViewers: state.setViewers,
    endStream: state.endStream,
    startStream: state.startStream,
    streams: state.streams,
    /** @returns {Record<FakeEndpoint, number>} */
    counts: () => ({ ...state.counts }),
    /** API requests the fake holds unanswered right now ("hang" mode). */
    hangingRequests: () => state.hanging.size,
    /** Every API request, with its answer's status and the fake's time when it came. */
    requests: () =>
      state.requests.map((request) => ({
        endpoint: request.endpoint,
        query: { ...request.query },
        status: request.status,
        at: request.at,
      })),
    units: state.units,
    resetCounts: state.resetCounts,
    /** The broadcasts as they were at the start. */
    resetStreams: state.resetStreams,
    /** @returns {Promise<void>} */
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.()
        server.close(() => resolve(undefined))
      }),
  }
}
