// Admin login attempts per client (docs/architecture.md#the-admin-session): after 5 attempts in 15
// minutes that were not followed by a correct password, further attempts are
// refused without checking the password. Kept in the database so every server
// process counts the same attempts. An attempt is recorded *before* its password
// is checked, in one transaction that holds a per-client advisory lock while it
// counts and inserts: so parallel guesses, on one process or many, cannot all
// see "4 so far" and all go on to a password check.
import { and, asc, eq, gte, lt, sql } from "drizzle-orm"
import type { Db } from "~/db/client.server"
import { loginAttempts } from "~/db/schema"

export const MAX_FAILED_LOGINS = 5
export const FAILED_LOGIN_WINDOW_MS = 15 * 60_000
// Rows older than this are of no use and are pruned as new attempts arrive.
const KEEP_ATTEMPTS_MS = 24 * 60 * 60_000

export type LoginAllowance = { allowed: true } | { allowed: false; retryAfterMinutes: number }

type Reader = Pick<Db, "select">

async function allowance(db: Reader, clientKey: string, now: number): Promise<LoginAllowance> {
  const recent = await db
    .select({ attemptedAt: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.clientKey, clientKey),
        gte(loginAttempts.attemptedAt, new Date(now - FAILED_LOGIN_WINDOW_MS)),
      ),
    )
    .orderBy(asc(loginAttempts.attemptedAt))
  if (recent.length < MAX_FAILED_LOGINS) return { allowed: true }
  // Allowed again once enough of the oldest attempts have left the window.
  const freeing =
    recent[recent.length - MAX_FAILED_LOGINS]!.attemptedAt.getTime() + FAILED_LOGIN_WINDOW_MS
  return { allowed: false, retryAfterMinutes: Math.max(1, Math.ceil((freeing - now) / 60_000)) }
}

/** Whether the client may try now, without recording anything. */
export async function checkLoginAllowed(
  db: Db,
  clientKey: string,
  now = Date.now(),
): Promise<LoginAllowance> {
  return allowance(db, clientKey, now)
}

/**
 * Counts and records one attempt atomically: when allowed, the attempt is stored
 * (as a failure until a correct password clears it) before the caller checks the
 * password; when refused, nothing is stored.
 */
export async function reserveLoginAttempt(
  db: Db,
  clientKey: string,
  now = Date.now(),
): Promise<LoginAllowance> {
  return db.transaction(async (tx) => {
    // Serialises the attempts of one client across connections and processes.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`admin-login:${clientKey}`}))`)
    const result = await allowance(tx, clientKey, now)
    if (!result.allowed) return result
    await tx.insert(loginAttempts).values({ clientKey, attemptedAt: new Date(now) })
    await tx
      .delete(loginAttempts)
      .where(lt(loginAttempts.attemptedAt, new Date(now - KEEP_ATTEMPTS_MS)))
    return result
  })
}

export async function recordLoginFailure(db: Db, clientKey: string, now = Date.now()) {
  await db.insert(loginAttempts).values({ clientKey, attemptedAt: new Date(now) })
}

/** A correct password forgives the client's earlier typos. */
export async function clearLoginFailures(db: Db, clientKey: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.clientKey, clientKey))
}

export function tooManyAttemptsMessage(minutes: number) {
  return `Too many attempts, try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}`
}
