// @ts-check
// Facts about the YouTube Data API and the site's channel, in plain JavaScript so the
// local fake of the API (dev/youtube-fake.js), which plain `node` loads, reads the
// same values as the app.

/** @typedef {"search" | "videos" | "channels" | "playlistItems"} ApiEndpoint */

/**
 * The platform's prices in quota units.
 * @type {Readonly<Record<ApiEndpoint, number>>}
 */
export const UNIT_COST = { search: 100, videos: 1, channels: 1, playlistItems: 1 }

/** The channel the site shows when YOUTUBE_CHANNEL_ID is not set. */
export const DEFAULT_CHANNEL_ID = "UCcapeOceanAdventures000"
