// Go-live alerts. The camera sync (app/video/camera-sync.server.ts) calls
// queueGoLiveAlerts in the transaction that records a camera going live, so the mail
// is queued exactly when the go-live is stored and leaves with the outbox's next poll.
// Each favourite's last_alerted_at is claimed by a conditional update: of two
// transactions that see the same go-live, the second finds it already claimed.
import { and, eq, inArray, isNull, lte, or } from "drizzle-orm"
import type { Db } from "~/db/client.server"
import { accounts, cameras, favourites } from "~/db/schema"
import { config } from "~/lib/config.server"
import { queueMail } from "~/mail/outbox.server"
import { goLiveMail } from "./alert-mail.server"
import { readAlertToken, type AlertClaim } from "./alert-links.server"

/** At most one go-live mail per camera per person in this time. */
export const ALERT_WINDOW_MS = 12 * 60 * 60 * 1000

export const GO_LIVE_MAIL_KIND = "camera_live"

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0]

/** Queues one mail per person whose alert for these cameras is on and not used lately. */
export async function queueGoLiveAlerts(
  tx: Tx,
  cameraIds: readonly number[],
  now: Date,
  alertOffUrl: (claim: AlertClaim) => string,
): Promise<number> {
  if (cameraIds.length === 0) return 0
  const windowStart = new Date(now.getTime() - ALERT_WINDOW_MS)
  const claimed = await tx
    .update(favourites)
    .set({ lastAlertedAt: now })
    .where(
      and(
        inArray(favourites.cameraId, [...cameraIds]),
        eq(favourites.alert, true),
        or(isNull(favourites.lastAlertedAt), lte(favourites.lastAlertedAt, windowStart)),
      ),
    )
    .returning({ accountId: favourites.accountId, cameraId: favourites.cameraId })
  if (claimed.length === 0) return 0
  const people = await tx
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(inArray(accounts.id, [...new Set(claimed.map((row) => row.accountId))]))
  const watched = await tx
    .select({
      id: cameras.id,
      slug: cameras.slug,
      displayName: cameras.displayName,
      broadcastTitle: cameras.broadcastTitle,
    })
    .from(cameras)
    .where(inArray(cameras.id, [...cameraIds]))
  const emailOf = new Map(people.map((person) => [person.id, person.email]))
  const cameraOf = new Map(watched.map((camera) => [camera.id, camera]))
  let queued = 0
  for (const { accountId, cameraId } of claimed) {
    const email = emailOf.get(accountId)
    const camera = cameraOf.get(cameraId)
    if (!email || !camera) continue
    const mail = goLiveMail(
      email,
      {
        name: camera.displayName ?? camera.broadcastTitle,
        pageUrl: new URL(`/cameras/${camera.slug}`, config.publicOrigin).toString(),
      },
      alertOffUrl({ accountId, cameraId }),
    )
    await queueMail(tx, { kind: GO_LIVE_MAIL_KIND, orderId: null, ...mail })
    queued++
  }
  return queued
}

export type AlertOffOutcome =
  { ok: true; cameraName: string; already: boolean } | { ok: false; reason: "invalid" }

/** What a signed alert-off link is about, without changing anything (the link's page). */
export async function checkAlertLink(db: Db, token: string): Promise<AlertOffOutcome> {
  const claim = await readAlertToken(db, token)
  if (!claim) return { ok: false, reason: "invalid" }
  const state = await alertState(db, claim)
  return { ok: true, cameraName: state.cameraName, already: !state.on }
}

/** Switches the alert off through a signed link (the page's button or one-click). */
export async function turnOffAlertByLink(db: Db, token: string): Promise<AlertOffOutcome> {
  const claim = await readAlertToken(db, token)
  if (!claim) return { ok: false, reason: "invalid" }
  const changed = await db
    .update(favourites)
    .set({ alert: false })
    .where(
      and(
        eq(favourites.accountId, claim.accountId),
        eq(favourites.cameraId, claim.cameraId),
        eq(favourites.alert, true),
      ),
    )
    .returning({ id: favourites.id })
  const state = await alertState(db, claim)
  return { ok: true, cameraName: state.cameraName, already: changed.length === 0 }
}

async function alertState(db: Db, claim: AlertClaim) {
  const [camera] = await db
    .select({ displayName: cameras.displayName, broadcastTitle: cameras.broadcastTitle })
    .from(cameras)
    .where(eq(cameras.id, claim.cameraId))
  const [favourite] = await db
    .select({ alert: favourites.alert })
    .from(favourites)
    .where(and(eq(favourites.accountId, claim.accountId), eq(favourites.cameraId, claim.cameraId)))
  return {
    cameraName: camera ? (camera.displayName ?? camera.broadcastTitle) : "this camera",
    on: favourite?.alert ?? false,
  }
}
