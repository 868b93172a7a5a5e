// Signed links in newsletter mail: confirm a sign-up, and unsubscribe. The
// signature (HMAC-SHA256) covers the purpose, the subscriber's id and address,
// and for confirmation the expiry, so a link can neither be guessed, nor moved
// to another subscriber, nor used for the other purpose. The key is generated
// once and kept in the database, so every server process signs alike and
// changing SESSION_SECRET does not break unsubscribe links already sent.
import crypto from "node:crypto"
import { cachedSecret } from "~/db/app-secrets.server"
import type { Db } from "~/db/client.server"
import { config } from "~/lib/config.server"

export const LINK_KEY_SECRET = "newsletter_link_key"

export type LinkPurpose = "confirm" | "unsubscribe"
export type LinkClaim = { purpose: LinkPurpose; id: number; expiresAt?: number }

const linkKey = async (db: Db) => Buffer.from(await cachedSecret(db, LINK_KEY_SECRET), "base64url")

/**
 * Loads (or creates) the signing key. Call it before opening a transaction that
 * signs links: the key is read outside the transaction, and PGlite runs one
 * statement stream at a time, so reading it inside would wait on itself.
 */
export async function ensureLinkKey(db: Db): Promise<void> {
  await linkKey(db)
}

function signature(key: Buffer, claim: LinkClaim, email: string): string {
  const payload = [claim.purpose, claim.id, claim.expiresAt ?? "", email.toLowerCase()].join("\n")
  return crypto.createHmac("sha256", key).update(payload).digest("base64url")
}

/** `<id>.<expires or empty>.<signature>`: short, URL-safe, no address in the link. */
export async function signToken(db: Db, claim: LinkClaim, email: string): Promise<string> {
  return `${claim.id}.${claim.expiresAt ?? ""}.${signature(await linkKey(db), claim, email)}`
}

/** The claimed id of a well-formed token, before the address is known; else undefined. */
export function readTokenId(token: string): { id: number; expiresAt?: number } | undefined {
  const match = /^(\d{1,12})\.(\d{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return undefined
  return { id: Number(match[1]), expiresAt: match[2] ? Number(match[2]) : undefined }
}

/** Whether the token was signed for this purpose, subscriber and address (constant time). */
export async function verifyToken(
  db: Db,
  token: string,
  purpose: LinkPurpose,
  email: string,
): Promise<boolean> {
  const parsed = readTokenId(token)
  if (!parsed) return false
  const expected = signature(await linkKey(db), { purpose, ...parsed }, email)
  const given = token.slice(token.lastIndexOf(".") + 1)
  return (
    given.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  )
}

export function absoluteUrl(pathAndQuery: string): string {
  return new URL(pathAndQuery, config.publicOrigin).toString()
}

export async function confirmUrl(
  db: Db,
  id: number,
  email: string,
  expiresAt: number,
): Promise<string> {
  const token = await signToken(db, { purpose: "confirm", id, expiresAt }, email)
  return absoluteUrl(`/newsletter/confirm?token=${token}`)
}

export async function unsubscribeUrl(db: Db, id: number, email: string): Promise<string> {
  const token = await signToken(db, { purpose: "unsubscribe", id }, email)
  return absoluteUrl(`/newsletter/unsubscribe?token=${token}`)
}
