// @ts-check
// Small SVG thumbnails served by the fake itself, so pages render offline.
import { LIVE_FIXTURES } from "./fixtures.js"

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

export const THUMBS_PATH = "/thumbs/"

/**
 * A video's thumbnails as the API lists them, all pointing at the fake's SVG.
 * @param {string} origin
 * @param {string} id
 */
export function thumbnails(origin, id) {
  const url = `${origin}${THUMBS_PATH}${encodeURIComponent(id)}.svg`
  return {
    default: { url, width: 120, height: 90 },
    medium: { url, width: 320, height: 180 },
    high: { url, width: 480, height: 360 },
  }
}

/**
 * @param {import("node:http").ServerResponse} res
 * @param {string} rawId
 */
export function sendThumbnail(res, rawId) {
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
