// Failed admin logins per client (DESIGN.md "Admin"): after 5 failures in 15
// minutes further attempts are refused without checking the password. Kept in
// the database so every server process counts the same attempts.
import { and, asc, eq, gte, lt } from "drizzle-orm"
import { getDb } from "~/db/client.server"
import { loginAttempts } from "~/db/schema"

export const MAX_FAILED_LOGINS = 5
export const FAILED_LOGIN_WINDOW_MS = 15 * 60_000
// Rows older than this are of no use and are pruned as new failures arrive.
const KEEP_ATTEMPTS_MS = 24 * 60 * 60_000

export type LoginAllowance = { allowed: true } | { allowed: false; retryAfterMinutes: number }

export async function checkLoginAllowed(
  clientKey: string,
  now = Date.now(),
): Promise<LoginAllowance> {
  const db = await getDb()
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
  // Allowed again once enough of the oldest failures have left the window.
  const freeing =
    recent[recent.length - MAX_FAILED_LOGINS]!.attemptedAt.getTime() + FAILED_LOGIN_WINDOW_MS
  return { allowed: false, retryAfterMinutes: Math.max(1, Math.ceil((freeing - now) / 60_000)) }
}

export async function recordLoginFailure(clientKey: string, now = Date.now()) {
  const db = await getDb()
  await db.insert(loginAttempts).values({ clientKey, attemptedAt: new Date(now) })
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.attemptedAt, new Date(now - KEEP_ATTEMPTS_MS)))
}

/** A correct password forgives the client's earlier typos. */
export async function clearLoginFailures(clientKey: string) {
  const db = await getDb()
  await db.delete(loginAttempts).where(eq(loginAttempts.clientKey, clientKey))
}

export function tooManyAttemptsMessage(minutes: number) {
  return `Too many attempts, try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}`
}
