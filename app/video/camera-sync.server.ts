// Keeps the cameras table in step with the live list, in the refresh that fetched it
// (channel-cache.server.ts): no platform call of its own. Runs under the live key's
// lease, so one process at a time writes. A camera that goes live (it was offline, or
// a new broadcast replaced its old one) queues its go-live alerts in the same transaction.
import { eq, inArray } from "drizzle-orm"
import { alertLinkSigner } from "~/accounts/alert-links.server"
import { queueGoLiveAlerts } from "~/accounts/alerts.server"
import type { Db } from "~/db/client.server"
import { cameras, cameraSlugRedirects } from "~/db/schema"
import { planCameraSync } from "./camera-identity"
import { parseViewerCount } from "./live-streams"
import { SAMPLE_CAMERAS } from "./samples"
import type { LiveStream } from "./types"

export async function syncCameras(db: Db, streams: readonly LiveStream[], now: Date) {
  const alertOffUrl = await alertLinkSigner(db)
  await db.transaction(async (tx) => {
    const known = await tx
      .select({
        id: cameras.id,
        titleKey: cameras.titleKey,
        videoId: cameras.videoId,
        isLive: cameras.isLive,
        slug: cameras.slug,
      })
      .from(cameras)
    const redirects = await tx.select({ slug: cameraSlugRedirects.slug }).from(cameraSlugRedirects)
    const taken = new Set([
      ...known.map((camera) => camera.slug),
      ...redirects.map((redirect) => redirect.slug),
      ...SAMPLE_CAMERAS.map((camera) => camera.slug),
    ])
    const plan = planCameraSync(known, streams, taken)
    const fromStream = (stream: LiveStream, titleKey: string) => ({
      titleKey,
      broadcastTitle: stream.title,
      videoId: stream.id,
      description: stream.description,
      thumbnailUrl: stream.thumbnailUrl,
      isLive: true,
      viewerCount: parseViewerCount(stream.concurrentViewers),
      liveSince: parseTime(stream.actualStartTime),
      lastLiveAt: now,
    })
    for (const { cameraId, stream, titleKey } of plan.matched)
      await tx.update(cameras).set(fromStream(stream, titleKey)).where(eq(cameras.id, cameraId))
    const before = new Map(known.map((camera) => [camera.id, camera]))
    const wentLive = plan.matched
      .filter(({ cameraId, stream }) => {
        const was = before.get(cameraId)
        return was !== undefined && (!was.isLive || was.videoId !== stream.id)
      })
      .map(({ cameraId }) => cameraId)
    await queueGoLiveAlerts(tx, wentLive, now, alertOffUrl)
    if (plan.created.length > 0)
      await tx.insert(cameras).values(
        plan.created.map(({ slug, stream, titleKey }) => ({
          slug,
          ...fromStream(stream, titleKey),
        })),
      )
    if (plan.wentOffline.length > 0)
      await tx
        .update(cameras)
        .set({ isLive: false, viewerCount: 0 })
        .where(inArray(cameras.id, plan.wentOffline))
  })
}

function parseTime(value: string | undefined): Date | null {
  const time = value ? Date.parse(value) : Number.NaN
  return Number.isFinite(time) ? new Date(time) : null
}
