// What /cameras/:slug shows (docs/product.md#camera-page): a recorded camera from the
// cameras table (live or offline), or a sample camera; an old address answers with the
// current slug. Everything comes from the database and the cached shorts: a page view
// never calls the platform for the camera itself.
import { and, desc, eq, inArray, ne } from "drizzle-orm"
import type { Db } from "~/db/client.server"
import { cameras, cameraSlugRedirects } from "~/db/schema"
import { formatDateTime } from "~/lib/date-format"
import { errorMessage, log } from "~/lib/log.server"
import type { ChannelCache } from "./channel-cache.server"
import {
  CATEGORY_GUIDES,
  CATEGORY_LABELS,
  cutText,
  DEFAULT_COORDINATES,
  guessCategory,
  isCameraCategory,
  linkParts,
  type TextPart,
} from "./camera-details"
import { LIVE_CAMERA_LOCATION, watchUrl } from "./live-streams"
import { FALLBACK_SHORTS } from "./sample-shorts"
import { SAMPLE_CAMERA_DETAILS, SAMPLE_CAMERAS } from "./samples"
import { shortsToHighlights } from "./shorts"
import { capeTownClock, sunTimesText, type SunTimesText } from "./sun-times"
import type { CameraCardData, CameraCategory, HighlightItem } from "./types"

export const RELATED_HIGHLIGHTS_MAX = 3
export const OTHER_LIVE_MAX = 3

type CameraRow = typeof cameras.$inferSelect

export type CameraPageData = {
  slug: string
  name: string
  status: "live" | "offline" | "sample"
  location: string
  category: CameraCategory
  categoryLabel: string
  isPremium: boolean
  /** The broadcast now (live) or last seen (offline); none for samples. */
  videoId: string | null
  imageUrl: string
  youtubeUrl: string
  viewerCount: number
  /** Cape Town clock time the viewer count was read, e.g. '14:05'. */
  updatedAt: string
  /** When the camera was last seen live, as text and ISO. */
  lastLive: string | null
  lastLiveIso: string | null
  liveSinceIso: string | null
  offlineNote: string | null
  ownerDescription: string | null
  broadcastDescription: TextPart[]
  lookFor: string
  bestTimes: string
  sun: SunTimesText
  /** The page's time, ISO: the browser shows the camera's and its own local time from it. */
  nowIso: string
  sponsor: { name: string; url: string | null } | null
  highlights: HighlightItem[]
  otherLive: CameraCardData[]
}

export type CameraPageResult =
  { kind: "page"; camera: CameraPageData } | { kind: "moved"; slug: string } | { kind: "missing" }

export async function getCameraPage({
  db,
  cache,
  slug,
  now,
}: {
  db: Db
  cache: ChannelCache
  slug: string
  now: Date
}): Promise<CameraPageResult> {
  // The cameras are recorded when the live list is fetched: on an empty cache (a first
  // start, a cleared cache) this first read fetches it, like Home's; afterwards it is a
  // read of the cached row.
  if (!cache.isDemoMode())
    await cache
      .getLiveStreams()
      .catch((error: unknown) =>
        log.warn("camera_page.live_list_failed", { error: errorMessage(error) }),
      )
  const [row] = await db.select().from(cameras).where(eq(cameras.slug, slug)).limit(1)
  if (row) {
    const [otherLive, highlights] = await Promise.all([
      otherLiveCameras(db, row.id),
      relatedHighlights(cache, categoryOf(row)),
    ])
    return { kind: "page", camera: fromRow(row, now, otherLive, highlights) }
  }
  const sample = SAMPLE_CAMERAS.find((camera) => camera.slug === slug)
  if (sample) {
    const [otherLive, highlights] = await Promise.all([
      otherLiveCameras(db),
      relatedHighlights(cache, sample.category),
    ])
    return { kind: "page", camera: fromSample(sample, now, otherLive, highlights) }
  }
  const [moved] = await db
    .select({ slug: cameras.slug })
    .from(cameraSlugRedirects)
    .innerJoin(cameras, eq(cameras.id, cameraSlugRedirects.cameraId))
    .where(eq(cameraSlugRedirects.slug, slug))
    .limit(1)
  return moved ? { kind: "moved", slug: moved.slug } : { kind: "missing" }
}

/** Every camera page's address, for the sitemap. */
export async function listCameraSlugs(db: Db): Promise<string[]> {
  const rows = await db.select({ slug: cameras.slug }).from(cameras).orderBy(cameras.id)
  return [...rows.map((row) => row.slug), ...SAMPLE_CAMERAS.map((camera) => camera.slug)]
}

/** The camera rows of the given videos, for the cards (owner's name, location, category). */
export async function camerasByVideo(db: Db, videoIds: readonly string[]) {
  if (videoIds.length === 0) return new Map<string, CameraRow>()
  const rows = await db
    .select()
    .from(cameras)
    .where(inArray(cameras.videoId, [...videoIds]))
  return new Map(rows.map((row) => [row.videoId, row]))
}

/** The owner's category, else a guess from the broadcast's title. */
export function categoryOf(row: Pick<CameraRow, "category" | "broadcastTitle">): CameraCategory {
  return isCameraCategory(row.category) ? row.category : guessCategory(row.broadcastTitle)
}

/** A recorded camera as a card: the owner's details over the broadcast's. */
export function rowToCard(row: CameraRow, id: number): CameraCardData {
  return {
    id,
    title: row.displayName ?? row.broadcastTitle,
    location: row.location ?? LIVE_CAMERA_LOCATION,
    imageUrl: row.thumbnailUrl,
    isLive: row.isLive,
    isPremium: row.isPremium,
    viewerCount: row.viewerCount,
    category: categoryOf(row),
    youtubeUrl: watchUrl(row.videoId),
    comingSoon: false,
    slug: row.slug,
  }
}

async function otherLiveCameras(db: Db, exceptId?: number): Promise<CameraCardData[]> {
  const rows = await db
    .select()
    .from(cameras)
    .where(
      exceptId === undefined
        ? eq(cameras.isLive, true)
        : and(eq(cameras.isLive, true), ne(cameras.id, exceptId)),
    )
    .orderBy(desc(cameras.liveSince), cameras.id)
    .limit(OTHER_LIVE_MAX)
  return rows.map((row) => rowToCard(row, row.id))
}

// A camera's category and the highlight category that suits it.
const HIGHLIGHT_OF: Record<CameraCategory, HighlightItem["category"]> = {
  wildlife: "wildlife",
  nature: "scenic",
  landmark: "scenic",
  historical: "conservation",
  beach: "scenic",
  harbor: "scenic",
}

/** Up to 3 highlights of the camera's kind, else the newest; from the cached shorts. */
async function relatedHighlights(
  cache: ChannelCache,
  category: string | null,
): Promise<HighlightItem[]> {
  let items: HighlightItem[]
  if (cache.isDemoMode()) items = [...FALLBACK_SHORTS]
  else {
    try {
      items = shortsToHighlights((await cache.getShorts()).data)
    } catch (error) {
      log.warn("camera_page.highlights_failed", { error: errorMessage(error) })
      items = []
    }
  }
  const wanted = isCameraCategory(category) ? HIGHLIGHT_OF[category] : undefined
  const same = items.filter((item) => item.category === wanted)
  const rest = items.filter((item) => item.category !== wanted)
  return [...same, ...rest].slice(0, RELATED_HIGHLIGHTS_MAX)
}

function fromRow(
  row: CameraRow,
  now: Date,
  otherLive: CameraCardData[],
  highlights: HighlightItem[],
): CameraPageData {
  const category = categoryOf(row)
  const guide = CATEGORY_GUIDES[category]
  const latitude = row.latitude ?? DEFAULT_COORDINATES.latitude
  const longitude = row.longitude ?? DEFAULT_COORDINATES.longitude
  return {
    slug: row.slug,
    name: row.displayName ?? row.broadcastTitle,
    status: row.isLive ? "live" : "offline",
    location: row.location ?? LIVE_CAMERA_LOCATION,
    category,
    categoryLabel: CATEGORY_LABELS[category],
    isPremium: row.isPremium,
    videoId: row.videoId,
    imageUrl: row.thumbnailUrl,
    youtubeUrl: watchUrl(row.videoId),
    viewerCount: row.isLive ? row.viewerCount : 0,
    updatedAt: capeTownClock(row.lastLiveAt),
    lastLive: formatDateTime(row.lastLiveAt),
    lastLiveIso: row.lastLiveAt.toISOString(),
    liveSinceIso: row.liveSince?.toISOString() ?? null,
    offlineNote: row.offlineNote,
    ownerDescription: row.ownerDescription,
    broadcastDescription: linkParts(cutText(row.description)),
    lookFor: row.lookFor ?? guide.lookFor,
    bestTimes: row.bestTimes ?? guide.bestTimes,
    sun: sunTimesText(now, latitude, longitude),
    nowIso: now.toISOString(),
    sponsor: row.sponsorName ? { name: row.sponsorName, url: row.sponsorUrl } : null,
    highlights,
    otherLive,
  }
}

function fromSample(
  sample: (typeof SAMPLE_CAMERAS)[number],
  now: Date,
  otherLive: CameraCardData[],
  highlights: HighlightItem[],
): CameraPageData {
  const details = SAMPLE_CAMERA_DETAILS[sample.slug] ?? { ...DEFAULT_COORDINATES, description: "" }
  const guide = CATEGORY_GUIDES[sample.category]
  return {
    slug: sample.slug,
    name: sample.title,
    status: "sample",
    location: sample.location,
    category: sample.category,
    categoryLabel: CATEGORY_LABELS[sample.category],
    isPremium: sample.isPremium,
    videoId: null,
    imageUrl: sample.imageUrl,
    youtubeUrl: sample.youtubeUrl,
    viewerCount: 0,
    updatedAt: capeTownClock(now),
    lastLive: null,
    lastLiveIso: null,
    liveSinceIso: null,
    offlineNote: null,
    ownerDescription: details.description,
    broadcastDescription: [],
    lookFor: guide.lookFor,
    bestTimes: guide.bestTimes,
    sun: sunTimesText(now, details.latitude, details.longitude),
    nowIso: now.toISOString(),
    sponsor: null,
    highlights,
    otherLive,
  }
}
