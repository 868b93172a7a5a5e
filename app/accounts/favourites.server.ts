// A visitor's favourite cameras and, per favourite, the switch "E-mail me when it goes
// live". Cameras are named by their page address (slug): the cards and pages know it,
// and it survives broadcast restarts. The sample cameras are not in the cameras table,
// so they cannot be favourited.
import { and, asc, eq } from "drizzle-orm"
import type { Db } from "~/db/client.server"
import { cameras, favourites } from "~/db/schema"

export type FavouriteOutcome =
  { ok: true } | { ok: false; reason: "unknown_camera" | "not_favourite" }

export type MyCamera = {
  slug: string
  name: string
  isLive: boolean
  viewerCount: number
  alert: boolean
}

/** The database or an open transaction (sign-in adds the favourite in its own). */
type Executor = Pick<Db, "select" | "insert">

/** `change` on the camera of `slug`, or the answer that there is no such camera. */
async function onCamera(
  db: Executor,
  slug: string,
  change: (cameraId: number) => Promise<FavouriteOutcome>,
): Promise<FavouriteOutcome> {
  const [row] = await db.select({ id: cameras.id }).from(cameras).where(eq(cameras.slug, slug))
  return row ? change(row.id) : { ok: false, reason: "unknown_camera" }
}

const theFavourite = (accountId: number, cameraId: number) =>
  and(eq(favourites.accountId, accountId), eq(favourites.cameraId, cameraId))

/** Adds the camera to the account's favourites; adding it twice keeps one. */
export function addFavourite(
  db: Executor,
  accountId: number,
  slug: string,
  now: Date,
): Promise<FavouriteOutcome> {
  return onCamera(db, slug, async (cameraId) => {
    await db
      .insert(favourites)
      .values({ accountId, cameraId, createdAt: now })
      .onConflictDoNothing({ target: [favourites.accountId, favourites.cameraId] })
    return { ok: true }
  })
}

/** Removes the favourite and with it its alert; removing one that is not there is fine. */
export function removeFavourite(
  db: Db,
  accountId: number,
  slug: string,
): Promise<FavouriteOutcome> {
  return onCamera(db, slug, async (cameraId) => {
    await db.delete(favourites).where(theFavourite(accountId, cameraId))
    return { ok: true }
  })
}

/** Switches the go-live mail of one favourite on or off. */
export function setAlert(
  db: Db,
  accountId: number,
  slug: string,
  on: boolean,
): Promise<FavouriteOutcome> {
  return onCamera(db, slug, async (cameraId) => {
    const rows = await db
      .update(favourites)
      .set({ alert: on })
      .where(theFavourite(accountId, cameraId))
      .returning({ id: favourites.id })
    return rows.length > 0 ? { ok: true } : { ok: false, reason: "not_favourite" }
  })
}

/** The account's favourites with their cameras, in the order they were added. */
async function favouriteCameras(db: Db, accountId: number) {
  const rows = await db
    .select({
      slug: cameras.slug,
      displayName: cameras.displayName,
      broadcastTitle: cameras.broadcastTitle,
      isLive: cameras.isLive,
      viewerCount: cameras.viewerCount,
      alert: favourites.alert,
      lastAlertedAt: favourites.lastAlertedAt,
      addedAt: favourites.createdAt,
    })
    .from(favourites)
    .innerJoin(cameras, eq(cameras.id, favourites.cameraId))
    .where(eq(favourites.accountId, accountId))
    .orderBy(asc(favourites.createdAt), asc(favourites.id))
  return rows.map(({ displayName, broadcastTitle, ...row }) => ({
    ...row,
    name: displayName ?? broadcastTitle,
  }))
}

/** The slugs of the account's favourites, for the cards' toggles. */
export async function favouriteSlugs(db: Db, accountId: number): Promise<string[]> {
  return (await favouriteCameras(db, accountId)).map((row) => row.slug).sort()
}

/** "My cameras": live ones first, then by name. */
export async function listMyCameras(db: Db, accountId: number): Promise<MyCamera[]> {
  return (await favouriteCameras(db, accountId))
    .map((row) => ({
      slug: row.slug,
      name: row.name,
      isLive: row.isLive,
      viewerCount: row.isLive ? row.viewerCount : 0,
      alert: row.alert,
    }))
    .sort(
      (a, b) =>
        Number(b.isLive) - Number(a.isLive) ||
        a.name.localeCompare(b.name, "en") ||
        a.slug.localeCompare(b.slug, "en"),
    )
}

/** The account's favourites and alert switches, for "Download my data" and the admin. */
export async function favouritesExport(db: Db, accountId: number) {
  return (await favouriteCameras(db, accountId)).map((row) => ({
    camera: row.slug,
    emailWhenLive: row.alert,
    name: row.name,
    addedAt: row.addedAt.toISOString(),
    lastAlertedAt: row.lastAlertedAt?.toISOString() ?? null,
  }))
}

/** The cards' favourite states for a page: null when signed out, so the page is the same for all. */
export async function favouriteSlugsOf(
  db: Db,
  visitor: { accountId: number } | null,
): Promise<string[] | null> {
  return visitor ? favouriteSlugs(db, visitor.accountId) : null
}
