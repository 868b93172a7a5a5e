// The admin's "Cameras" back office: every camera with its state, and the owner's
// details of one. A new address keeps the old one as a 301 (camera_slug_redirects).
import { and, asc, eq, ne } from "drizzle-orm"
import type { Db } from "~/db/client.server"
import { cameras, cameraSlugRedirects } from "~/db/schema"
import { formatDateTime } from "~/lib/date-format"
import type { CameraEdit } from "./camera-edit-schema"
import { SAMPLE_CAMERAS } from "./samples"

export type AdminCameraRow = {
  id: number | null
  slug: string
  name: string
  status: "live" | "offline" | "sample"
  videoId: string | null
  lastLive: string | null
}

export async function listCamerasForAdmin(db: Db): Promise<AdminCameraRow[]> {
  const rows = await db.select().from(cameras).orderBy(asc(cameras.id))
  return [
    ...rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.displayName ?? row.broadcastTitle,
      status: row.isLive ? ("live" as const) : ("offline" as const),
      videoId: row.videoId,
      lastLive: formatDateTime(row.lastLiveAt),
    })),
    ...SAMPLE_CAMERAS.map((sample) => ({
      id: null,
      slug: sample.slug,
      name: sample.title,
      status: "sample" as const,
      videoId: null,
      lastLive: null,
    })),
  ]
}

export async function getCameraForEdit(db: Db, id: number) {
  const [row] = await db.select().from(cameras).where(eq(cameras.id, id)).limit(1)
  return row
}

export type CameraUpdateResult =
  | { ok: true; slug: string }
  | { ok: false; fieldErrors: { slug: string } }
  | { ok: false; missing: true }

/** Saves the owner's details; a slug another camera (or a sample) holds is refused, nothing changed. */
export async function updateCamera(
  db: Db,
  id: number,
  edit: CameraEdit,
): Promise<CameraUpdateResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(cameras).where(eq(cameras.id, id)).limit(1)
    if (!row) return { ok: false, missing: true }
    if (edit.slug !== row.slug) {
      const [heldByCamera] = await tx
        .select({ id: cameras.id })
        .from(cameras)
        .where(and(eq(cameras.slug, edit.slug), ne(cameras.id, id)))
      const [heldAsOld] = await tx
        .select({ cameraId: cameraSlugRedirects.cameraId })
        .from(cameraSlugRedirects)
        .where(and(eq(cameraSlugRedirects.slug, edit.slug), ne(cameraSlugRedirects.cameraId, id)))
      const isSample = SAMPLE_CAMERAS.some((sample) => sample.slug === edit.slug)
      if (heldByCamera || heldAsOld || isSample)
        return { ok: false, fieldErrors: { slug: "Another camera already uses this address" } }
      // Its own old address may be taken back; the one it leaves answers 301.
      await tx.delete(cameraSlugRedirects).where(eq(cameraSlugRedirects.slug, edit.slug))
      await tx
        .insert(cameraSlugRedirects)
        .values({ slug: row.slug, cameraId: id })
        .onConflictDoUpdate({ target: cameraSlugRedirects.slug, set: { cameraId: id } })
    }
    await tx.update(cameras).set(edit).where(eq(cameras.id, id))
    return { ok: true, slug: edit.slug }
  })
}
