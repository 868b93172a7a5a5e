// The signed link in every go-live mail that switches that camera's alert off for that
// person, opened from the mail's text or posted by a mail program's one-click
// "Unsubscribe" (RFC 8058). The HMAC covers the purpose, the account and the camera,
// so a link can neither be guessed nor moved to another person or camera. Its key is
// generated once into the database, so every server process signs alike.
import crypto from "node:crypto"
import { cachedSecret } from "~/db/app-secrets.server"
import type { Db } from "~/db/client.server"
import { config } from "~/lib/config.server"

export const ALERT_LINK_KEY_SECRET = "alert_link_key"
export const ALERT_OFF_PATH = "/alerts/unsubscribe"

export type AlertClaim = { accountId: number; cameraId: number }

const linkKey = async (db: Db) =>
  Buffer.from(await cachedSecret(db, ALERT_LINK_KEY_SECRET), "base64url")

function signature(key: Buffer, claim: AlertClaim): string {
  const payload = ["alert-off", claim.accountId, claim.cameraId].join("\n")
  return crypto.createHmac("sha256", key).update(payload).digest("base64url")
}

/**
 * Loads the key first and answers a synchronous signer: the go-live mail is written
 * inside the sync's transaction, and PGlite runs one statement stream at a time.
 */
export async function alertLinkSigner(db: Db): Promise<(claim: AlertClaim) => string> {
  const key = await linkKey(db)
  return (claim) => {
    const token = `${claim.accountId}.${claim.cameraId}.${signature(key, claim)}`
    return new URL(`${ALERT_OFF_PATH}?token=${token}`, config.publicOrigin).toString()
  }
}

/** The claim of a token signed by this site; undefined for anything else (constant time). */
export async function readAlertToken(db: Db, token: string): Promise<AlertClaim | undefined> {
  const match = /^(\d{1,9})\.(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return undefined
  const claim = { accountId: Number(match[1]), cameraId: Number(match[2]) }
  const expected = Buffer.from(signature(await linkKey(db), claim))
  const given = Buffer.from(match[3]!)
  return crypto.timingSafeEqual(given, expected) ? claim : undefined
}
