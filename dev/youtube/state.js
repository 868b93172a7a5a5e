// @ts-check
// What the fake holds: its failure mode and delay, the broadcasts as they live,
// change and end, the uploads, and the ledger of API requests and their units.
import { UNIT_COST } from "../../app/lib/youtube-platform.js"
import { LIVE_FIXTURES, PUBLISHED, UPLOAD_FIXTURES } from "./fixtures.js"

export { UNIT_COST }

/** Failure modes the fake can switch to. */
export const FAKE_MODES = /** @type {const} */ ([
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
])

/**
 * @typedef {typeof FAKE_MODES[number]} FakeMode
 * @typedef {import("../../app/lib/youtube-platform.js").ApiEndpoint} FakeEndpoint
 * @typedef {import("./fixtures.js").BroadcastStatus} BroadcastStatus
 * @typedef {import("./fixtures.js").UploadFixture} UploadFixture
 * @typedef {{ id: string, title: string, description: string, status: BroadcastStatus, viewers: string | undefined, publishedAt: number, startedAt?: number, scheduledAt?: number, endedAt?: number }} Broadcast
 * @typedef {UploadFixture & { publishedAt: number }} Upload
 * @typedef {{ endpoint: FakeEndpoint, query: Record<string, string>, status: number, at: number }} FakeRequest
 * @typedef {{ id: string, title: string, status: BroadcastStatus, viewers?: string, startedAt?: number, endedAt?: number }} FakeStream
 */

/**
 * @param {string} value
 * @returns {value is FakeMode}
 */
export function isFakeMode(value) {
  return /** @type {readonly string[]} */ (FAKE_MODES).includes(value)
}

/**
 * @param {string} value
 * @returns {value is FakeEndpoint}
 */
export function isFakeEndpoint(value) {
  return Object.hasOwn(UNIT_COST, value)
}

const HOUR = 3_600_000

/**
 * Broadcasts, newest first: the first fixture started most recently.
 * @param {number} base
 * @returns {Broadcast[]}
 */
function initialBroadcasts(base) {
  return LIVE_FIXTURES.map((fixture, index) => {
    const startedAt = base - index * HOUR
    return {
      id: fixture.id,
      title: fixture.title,
      description: fixture.description ?? `Streaming live from ${fixture.title}.`,
      status: fixture.live,
      viewers: fixture.viewers,
      publishedAt: startedAt,
      startedAt: fixture.live === "upcoming" ? undefined : startedAt,
      scheduledAt: fixture.live === "upcoming" ? base + 24 * HOUR : undefined,
      endedAt: fixture.live === "none" ? startedAt + 2 * HOUR : undefined,
    }
  })
}

/**
 * The fake's state and what changes it. `now` is the clock for the broadcasts' times.
 * @param {{ mode: FakeMode, delayMs: number, now: () => number }} options
 */
export function createFakeState(options) {
  const now = options.now
  const base = Date.parse(PUBLISHED)
  const state = {
    now,
    mode: options.mode,
    delayMs: options.delayMs,
    /** @type {Record<FakeEndpoint, number>} */
    counts: { search: 0, videos: 0, channels: 0, playlistItems: 0 },
    /** @type {FakeRequest[]} */
    requests: [],
    broadcasts: initialBroadcasts(base),
    /** @type {Upload[]} */
    uploads: UPLOAD_FIXTURES.map((fixture, index) => ({
      ...fixture,
      publishedAt: base - (24 + index) * HOUR,
    })),
    /**
     * Requests taken in "hang" mode, answered by nobody until their client gives up.
     * @type {Set<import("node:http").ServerResponse>}
     */
    hanging: new Set(),
    statusOf,
    setViewers,
    endStream,
    startStream,
    streams,
    resetStreams,
    resetCounts,
    units,
  }

  /**
   * What a broadcast says it is now; 'none-live' turns every live broadcast into a recording.
   * @param {Broadcast} broadcast
   * @returns {BroadcastStatus}
   */
  function statusOf(broadcast) {
    return state.mode === "none-live" && broadcast.status === "live" ? "none" : broadcast.status
  }

  /**
   * @param {string} id
   * @returns {Broadcast}
   */
  function findBroadcast(id) {
    const broadcast = state.broadcasts.find((video) => video.id === id)
    if (!broadcast) throw new Error(`no broadcast ${id}`)
    return broadcast
  }

  /**
   * A live broadcast's concurrent viewers change.
   * @param {string} id
   * @param {number | string | undefined} viewers
   */
  function setViewers(id, viewers) {
    findBroadcast(id).viewers = viewers === undefined ? undefined : String(viewers)
  }

  /**
   * A live broadcast ends and becomes a recording: liveBroadcastContent none, a duration, actualEndTime.
   * @param {string} id
   */
  function endStream(id) {
    const broadcast = findBroadcast(id)
    if (broadcast.status !== "live") throw new Error(`${id} is not live`)
    broadcast.status = "none"
    broadcast.endedAt = now()
    broadcast.viewers = undefined
  }

  /**
   * A new broadcast goes live now; it is the newest entry of the uploads playlist.
   * @param {{ id: string, title?: string, viewers?: number | string }} stream
   */
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

  /**
   * The broadcasts as they truly are, for tests and the bench.
   * @returns {FakeStream[]}
   */
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
    state.broadcasts = initialBroadcasts(base)
  }

  function resetCounts() {
    for (const endpoint of /** @type {FakeEndpoint[]} */ (Object.keys(state.counts)))
      state.counts[endpoint] = 0
    state.requests.length = 0
  }

  /** @returns {number} */
  function units() {
    return Object.entries(state.counts).reduce(
      (sum, [endpoint, count]) => sum + UNIT_COST[/** @type {FakeEndpoint} */ (endpoint)] * count,
      0,
    )
  }

  return state
}

/** @typedef {ReturnType<typeof createFakeState>} FakeState */
