// What search engines and link previews read about a camera page: its description,
// absolute picture and the JSON-LD VideoObject of its broadcast.
import { nocookieEmbedUrl } from "./camera-player"
import type { CameraPageData } from "./camera-page.server"

const DESCRIPTION_MAX = 160

export function absoluteUrl(origin: string, url: string): string {
  return new URL(url, `${origin}/`).toString()
}

export function cameraPageDescription(camera: CameraPageData): string {
  const state =
    camera.status === "live"
      ? "Watch live"
      : camera.status === "offline"
        ? "Offline now; watch when it is back"
        : "Coming soon"
  const text = `${state}: ${camera.name}, ${camera.location}. ${camera.lookFor}`
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`
}

/** A VideoObject whose publication is the live BroadcastEvent; none for a sample (no video). */
export function cameraJsonLd(camera: CameraPageData, pageUrl: string, imageUrl: string) {
  if (!camera.videoId) return null
  const startDate = camera.liveSinceIso ?? camera.lastLiveIso
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: camera.name,
    description: cameraPageDescription(camera),
    thumbnailUrl: [imageUrl],
    uploadDate: startDate,
    url: pageUrl,
    embedUrl: nocookieEmbedUrl(camera.videoId).replace("?autoplay=1", ""),
    publication: {
      "@type": "BroadcastEvent",
      isLiveBroadcast: true,
      ...(startDate ? { startDate } : {}),
      ...(camera.status === "offline" && camera.lastLiveIso ? { endDate: camera.lastLiveIso } : {}),
    },
  }
}
