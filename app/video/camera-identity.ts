// Which camera a live stream belongs to (see docs/decisions/camera-identity.md): a
// 24/7 stream that restarts gets a new video id but keeps its title, so cameras are
// matched by the normalised broadcast title, and the page address (slug) stays.

/** Longest slug made from a title; admins may set their own up to CAMERA_SLUG_MAX. */
const SLUG_FROM_TITLE_MAX = 60

/** Lower case, accents and punctuation dropped, one space between words. */
export function normaliseTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
}

/** A page address from a title: ASCII letters and digits joined by hyphens ("camera" when none). */
export function slugify(title: string): string {
  const slug = normaliseTitle(title)
    .replace(/[^a-z0-9 ]/g, "")
    .trim()
    .replace(/ +/g, "-")
    .slice(0, SLUG_FROM_TITLE_MAX)
    .replace(/-+$/, "")
  return slug || "camera"
}

/** `base`, or `base-2`, `base-3`… whichever is not taken yet. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`
    if (!taken.has(candidate)) return candidate
  }
}

export type KnownCamera = { id: number; titleKey: string; videoId: string; isLive: boolean }
export type StreamSeen = { id: string; title: string }

export type CameraSyncPlan<S extends StreamSeen> = {
  /** Streams of cameras already known (the stream's video id may be new). */
  matched: Array<{ cameraId: number; stream: S; titleKey: string }>
  /** Streams no camera follows yet, each with its new slug. */
  created: Array<{ slug: string; stream: S; titleKey: string }>
  /** Cameras that were live and are not in the list any more. */
  wentOffline: number[]
}

/**
 * Matches the live list against the known cameras: the same video id first (a renamed
 * broadcast stays the same camera), else the same normalised title (a restart). Two
 * live streams with one title are one camera: the first in the list (the newest) wins.
 * `takenSlugs` holds every slug in use (cameras, old addresses, the samples').
 */
export function planCameraSync<S extends StreamSeen>(
  known: readonly KnownCamera[],
  streams: readonly S[],
  takenSlugs: ReadonlySet<string>,
): CameraSyncPlan<S> {
  const taken = new Set(takenSlugs)
  const byVideo = new Map(known.map((camera) => [camera.videoId, camera]))
  const byTitle = new Map(known.map((camera) => [camera.titleKey, camera]))
  const claimedCameras = new Set<number>()
  const claimedTitles = new Set<string>()
  const plan: CameraSyncPlan<S> = { matched: [], created: [], wentOffline: [] }
  for (const stream of streams) {
    const titleKey = normaliseTitle(stream.title) || stream.id
    const camera = byVideo.get(stream.id) ?? byTitle.get(titleKey)
    if (camera) {
      if (claimedCameras.has(camera.id)) continue
      claimedCameras.add(camera.id)
      claimedTitles.add(camera.titleKey)
      // A renamed broadcast takes its new title along unless another camera follows it.
      const owner = byTitle.get(titleKey)
      const keepKey = owner && owner.id !== camera.id ? camera.titleKey : titleKey
      claimedTitles.add(keepKey)
      plan.matched.push({ cameraId: camera.id, stream, titleKey: keepKey })
      continue
    }
    if (claimedTitles.has(titleKey)) continue
    claimedTitles.add(titleKey)
    const slug = uniqueSlug(slugify(stream.title), taken)
    taken.add(slug)
    plan.created.push({ slug, stream, titleKey })
  }
  for (const camera of known) {
    if (camera.isLive && !claimedCameras.has(camera.id)) plan.wentOffline.push(camera.id)
  }
  return plan
}
