// Visitor sessions (docs/architecture.md "The visitor session"): a random 32-byte token in
// the `coa_session` cookie (HttpOnly, SameSite=Lax, Path=/, Secure behind TLS), stored
// only as its SHA-256, so the table alone signs nobody in. A session ends 30 days after
// its last use or 90 days after sign-in, whichever comes first; its last use is written
// at most once a day, so a signed-in visitor's page views do not each write a row.
//
// How request code gets the visitor: `visitorOf({ request, context })` in
// app/scope/visitor.server.ts (one read per request, none without the cookie), which calls
// `readVisitor()` below. Everything else here is for the sign-in and account routes:
//   createSession(db, accountId, now)      → { token, expiresAt }; then sessionCookie()
//   sessionCookie(request, token, expiresAt) / clearedSessionCookie(request): Set-Cookie
//   endSession(db, token) / endAllSessions(db, accountId)
// This is not the admin session (app/auth/session.server.ts): neither is valid as the other.
import { createHash, randomBytes } from "node:crypto"
import { and, eq, gt, lt, or, sql } from "drizzle-orm"
import type { Db } from "~/db/client.server"
import { deleteCounted } from "~/db/delete-counted.server"
import { accountSessions, accounts } from "~/db/schema"

export const VISITOR_COOKIE_NAME = "coa_session"
const DAY_MS = 24 * 60 * 60_000
export const SESSION_IDLE_MS = 30 * DAY_MS
export const SESSION_ABSOLUTE_MS = 90 * DAY_MS
/** A session's last use is written again only after this long. */
export const SESSION_TOUCH_MS = DAY_MS

/** The signed-in visitor, as request code sees it. */
export type Visitor = { accountId: number; email: string; sessionId: string }

/** A base64url token of 32 random bytes: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex")
}

/** Starts a session for the account; the caller sets the cookie with `sessionCookie()`. */
export async function createSession(
  db: Pick<Db, "insert">,
  accountId: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url")
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS)
  await db.insert(accountSessions).values({
    id: hashToken(token),
    accountId,
    createdAt: now,
    lastUsedAt: now,
    expiresAt,
  })
  return { token, expiresAt }
}

/** The token in the request's cookie, if it has the shape of one (anything else is ignored). */
export function sessionTokenOf(request: Request): string | undefined {
  const header = request.headers.get("Cookie")
  if (!header) return undefined
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=")
    if (name !== VISITOR_COOKIE_NAME) continue
    const value = rest.join("=")
    if (TOKEN_PATTERN.test(value)) return value
  }
  return undefined
}

/** Whether the request carries the visitor cookie at all (valid or not). */
export function hasSessionCookie(request: Request): boolean {
  return (request.headers.get("Cookie") ?? "").split(";").some((part) => {
    return part.trim().startsWith(`${VISITOR_COOKIE_NAME}=`)
  })
}

/**
 * The visitor the request's cookie signs in, or null (no cookie, a forged, ended or
 * expired one). Refreshes the session's and the account's last use at most once a day.
 */
export async function readVisitor(
  request: Request,
  { db, now }: { db: Db; now: () => Date },
): Promise<Visitor | null> {
  const token = sessionTokenOf(request)
  if (!token) return null
  const id = hashToken(token)
  const at = now()
  const [row] = await db
    .select({
      accountId: accountSessions.accountId,
      email: accounts.email,
      lastUsedAt: accountSessions.lastUsedAt,
    })
    .from(accountSessions)
    .innerJoin(accounts, eq(accounts.id, accountSessions.accountId))
    .where(
      and(
        eq(accountSessions.id, id),
        gt(accountSessions.expiresAt, at),
        gt(accountSessions.lastUsedAt, new Date(at.getTime() - SESSION_IDLE_MS)),
      ),
    )
  if (!row) return null
  if (at.getTime() - row.lastUsedAt.getTime() >= SESSION_TOUCH_MS) {
    await db.update(accountSessions).set({ lastUsedAt: at }).where(eq(accountSessions.id, id))
    await db
      .update(accounts)
      .set({ lastSeenAt: at })
      .where(and(eq(accounts.id, row.accountId), lt(accounts.lastSeenAt, at)))
  }
  return { accountId: row.accountId, email: row.email, sessionId: id }
}

/** Ends the session of this token (sign out here). */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(accountSessions).where(eq(accountSessions.id, sessionId))
}

/** Ends every session of the account (sign out everywhere). */
export async function endAllSessions(db: Db, accountId: number): Promise<number> {
  return deleteCounted(db, accountSessions, eq(accountSessions.accountId, accountId))
}

/** Deletes sessions past their idle or absolute end (the retention purge). */
export async function purgeExpiredSessions(db: Db, now: Date): Promise<number> {
  return deleteCounted(
    db,
    accountSessions,
    or(
      lt(accountSessions.expiresAt, now),
      lt(accountSessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_MS)),
    ),
  )
}

/** The sessions of an account, for its page, its data export and the admin (no token, no hash). */
export async function sessionsOf(db: Db, accountId: number) {
  return db
    .select({
      createdAt: accountSessions.createdAt,
      lastUsedAt: accountSessions.lastUsedAt,
      expiresAt: accountSessions.expiresAt,
    })
    .from(accountSessions)
    .where(eq(accountSessions.accountId, accountId))
    .orderBy(sql`${accountSessions.createdAt} desc`)
}

function secureFlag(request: Request) {
  // As the admin cookie decides it: behind a TLS proxy the request URL is https.
  return new URL(request.url).protocol === "https:" ? "; Secure" : ""
}

/** Set-Cookie for a new session; it lasts until the session's absolute end. */
export function sessionCookie(request: Request, token: string, expiresAt: Date): string {
  return (
    `${VISITOR_COOKIE_NAME}=${token}; Path=/; Expires=${expiresAt.toUTCString()}; ` +
    `HttpOnly; SameSite=Lax${secureFlag(request)}`
  )
}

/** Set-Cookie that removes the visitor cookie (signed out, or a stale cookie). */
export function clearedSessionCookie(request: Request): string {
  return (
    `${VISITOR_COOKIE_NAME}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; ` +
    `HttpOnly; SameSite=Lax${secureFlag(request)}`
  )
}
