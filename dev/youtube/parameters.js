// @ts-check
// The real API's checks of a request's parameters that matter to the site's calls
// (part, maxResults, the eventType/type pair, at most 50 ids): a bad call is a 400
// here as it would be on the platform.

/**
 * @typedef {import("./state.js").FakeEndpoint} FakeEndpoint
 * @typedef {Record<string, string>} Query
 */

/**
 * The parts each endpoint knows; any other is a 400 like the real API's.
 * @type {Record<FakeEndpoint, string[]>}
 */
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

/**
 * The real API's parameter checks that matter to the site's calls.
 * @param {FakeEndpoint} endpoint
 * @param {Query} query
 * @returns {{ reason: string, message: string } | undefined}
 */
export function checkParameters(endpoint, query) {
  if (!query.part) return { reason: "required", message: "Required parameter: part" }
  const unknown = query.part.split(",").find((part) => !KNOWN_PARTS[endpoint].includes(part.trim()))
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
