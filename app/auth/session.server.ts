// The admin session (docs/decisions/admin-session-cookie.md): a signed, HttpOnly, SameSite=Strict
// cookie, Secure over HTTPS, without Max-Age so it ends with the browser
// session, and refused on the server after ADMIN_IDLE_MINUTES without a
// request, and after ADMIN_SESSION_MAX_HOURS whatever the activity (a
// stolen cookie does not live for ever). A session also ends when the admin
// password changes: it carries a keyed fingerprint of the password it was
// opened with. "Log out" ends every admin session: sessions issued before the last
// logout are refused, so a copied cookie is worthless afterwards.
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { eq } from "drizzle-orm"
import {
  createCookieSessionStorage,
  data,
  redirect,
  type Session,
  type SessionStorage,
} from "react-router"
import { readOrCreateSecret } from "~/db/app-secrets.server"
import type { Db } from "~/db/client.server"
import { ensureAdminPasswordHash } from "~/auth/password.server"
import { appSecrets } from "~/db/schema"
import type { Config } from "~/lib/config.server"
import type { ToastMessage } from "~/lib/result-toast"

export const ADMIN_COOKIE_NAME = "coa_admin"
export const SESSION_SECRET_FILE = "session-secret"
export const SESSIONS_VALID_AFTER_SECRET = "admin_sessions_valid_after"
export const SHARED_SESSION_SECRET = "admin_session_secret"
export const LOGIN_PATH = "/admin/cache"

type AdminSessionData = {
  admin: boolean
  issuedAt: number
  lastSeen: number
  /** Fingerprint of the admin password the session was opened with. */
  password: string
}
type AdminFlashData = { toast: ToastMessage }
export type AdminSession = Session<AdminSessionData, AdminFlashData>

export function readOrCreateSharedSecret(db: Db): Promise<string> {
  return readOrCreateSecret(db, SHARED_SESSION_SECRET)
}

/** SESSION_SECRET, else a secret generated once into DATA_DIR (docs/runtime.md). */
export function readOrCreateSecretFile(dataDir: string): string {
  const file = path.join(dataDir, SESSION_SECRET_FILE)
  fs.mkdirSync(dataDir, { recursive: true })
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString("base64url"), {
      flag: "wx",
      mode: 0o600,
    })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
  }
  const secret = fs.readFileSync(file, "utf8").trim()
  if (secret.length < 32)
    throw new Error(`${file} holds no usable session secret; delete it to make a new one.`)
  return secret
}

function cookieOptions(request: Request) {
  // Behind a TLS proxy the request URL is https (Express trusts X-Forwarded-Proto from local proxies).
  return { secure: new URL(request.url).protocol === "https:" }
}

async function sessionsValidAfter(db: Db): Promise<number> {
  const [row] = await db
    .select()
    .from(appSecrets)
    .where(eq(appSecrets.name, SESSIONS_VALID_AFTER_SECRET))
  return row ? Number(row.value) : 0
}

export type AdminSessionState = {
  session: AdminSession
  authenticated: boolean
  /** Whether the request carried our cookie at all (a stale one is cleared). */
  hadCookie: boolean
}

export type AdminSessionSettings = Config["admin"] & { dataDir: string; databaseUrl?: string }

/**
 * The admin session functions for one set of settings (the server's are in its scope,
 * app/scope/app-scope.server.ts; tests make their own with another password, secret or limits).
 */
export function createAdminSessions(
  settings: AdminSessionSettings,
  /** The database the sessions' secrets and password hash live in. */
  openDb: () => Promise<Db>,
  /** The clock sessions are issued, touched and judged by. */
  now: () => Date,
) {
  let storage: Promise<SessionStorage<AdminSessionData, AdminFlashData>> | undefined

  function getStorage() {
    storage ??= sessionSecret().then((secret) =>
      createCookieSessionStorage<AdminSessionData, AdminFlashData>({
        cookie: {
          name: ADMIN_COOKIE_NAME,
          httpOnly: true,
          sameSite: "strict",
          // Only admin URLs ever receive it.
          path: "/admin",
          secrets: [secret],
        },
      }),
    )
    // A failure (database down) is not kept: the next request tries again.
    storage.catch(() => (storage = undefined))
    return storage
  }

  /**
   * SESSION_SECRET; else, with DATABASE_URL, one secret generated into the database,
   * so a session made by one server process is valid on every other (each may have
   * a DATA_DIR of its own); else a secret generated once into DATA_DIR.
   */
  async function sessionSecret(): Promise<string> {
    if (settings.sessionSecret) return settings.sessionSecret
    if (settings.databaseUrl) return readOrCreateSharedSecret(await openDb())
    return readOrCreateSecretFile(settings.dataDir)
  }

  /**
   * Changes whenever the admin password changes. Keyed with the session secret,
   * so the (signed, readable) cookie gives nothing to guess the password from.
   */
  async function passwordFingerprint(): Promise<string> {
    const source = settings.password ?? (await ensureAdminPasswordHash(await openDb(), settings))
    return crypto
      .createHmac("sha256", await sessionSecret())
      .update(`admin-password\n${source}`)
      .digest("base64url")
      .slice(0, 22)
  }

  async function getAdminSession(request: Request, at = now()): Promise<AdminSessionState> {
    const time = at.getTime()
    const cookieHeader = request.headers.get("Cookie")
    // A forged or tampered cookie fails its signature and yields an empty session.
    const session = await (await getStorage()).getSession(cookieHeader)
    const hadCookie = cookieHeader?.includes(`${ADMIN_COOKIE_NAME}=`) ?? false
    const issuedAt = session.get("issuedAt")
    const lastSeen = session.get("lastSeen")
    let authenticated =
      session.get("admin") === true &&
      typeof issuedAt === "number" &&
      typeof lastSeen === "number" &&
      lastSeen <= time &&
      time - lastSeen <= settings.idleMinutes * 60_000 &&
      time - issuedAt <= settings.maxSessionHours * 3_600_000
    if (authenticated && (issuedAt as number) < (await sessionsValidAfter(await openDb())))
      authenticated = false
    if (authenticated && session.get("password") !== (await passwordFingerprint()))
      authenticated = false
    return { session, authenticated, hadCookie }
  }

  /** Set-Cookie that keeps an authenticated session alive (the idle clock restarts). */
  async function touchAdminSession(request: Request, session: AdminSession, at = now()) {
    session.set("lastSeen", at.getTime())
    return (await getStorage()).commitSession(session, cookieOptions(request))
  }

  async function commitAdminSession(request: Request, session: AdminSession) {
    return (await getStorage()).commitSession(session, cookieOptions(request))
  }

  async function clearCookie(request: Request, state: AdminSessionState) {
    return (await getStorage()).destroySession(state.session, cookieOptions(request))
  }

  /**
   * Guard for admin actions and exports: without a valid session it throws 401,
   * so nothing is changed. (The admin layout's loader refreshes the idle clock;
   * guards set no cookie, so a pending flash toast is not written back twice.)
   */
  async function requireAdmin(request: Request, known?: AdminSessionState): Promise<void> {
    const state = known ?? (await getAdminSession(request))
    if (!state.authenticated) {
      const headers = new Headers({ "Cache-Control": "no-store" })
      if (state.hadCookie) headers.append("Set-Cookie", await clearCookie(request, state))
      throw data({ ok: false, message: "Please log in again." }, { status: 401, headers })
    }
  }

  /** Guard for admin pages: without a valid session it redirects to the login view. */
  async function requireAdminPage(request: Request, known?: AdminSessionState): Promise<void> {
    const state = known ?? (await getAdminSession(request))
    if (!state.authenticated) {
      const url = new URL(request.url)
      const next = url.pathname + url.search
      const headers = new Headers({ "Cache-Control": "no-store" })
      if (state.hadCookie) headers.append("Set-Cookie", await clearCookie(request, state))
      throw redirect(`${LOGIN_PATH}?next=${encodeURIComponent(next)}`, { headers })
    }
  }

  /** Set-Cookie for a fresh session after a correct password, carrying a toast for the next page. */
  async function startAdminSession(request: Request, toast: ToastMessage, at = now()) {
    const session = await (await getStorage()).getSession()
    session.set("admin", true)
    session.set("issuedAt", at.getTime())
    session.set("lastSeen", at.getTime())
    session.set("password", await passwordFingerprint())
    session.flash("toast", toast)
    return (await getStorage()).commitSession(session, cookieOptions(request))
  }

  /** Ends every admin session (see header) and returns a Set-Cookie carrying only a toast. */
  async function endAdminSessions(request: Request, toast: ToastMessage, at = now()) {
    const db = await openDb()
    const value = String(at.getTime())
    await db
      .insert(appSecrets)
      .values({ name: SESSIONS_VALID_AFTER_SECRET, value })
      .onConflictDoUpdate({ target: appSecrets.name, set: { value } })
    const session = await (await getStorage()).getSession()
    session.flash("toast", toast)
    return (await getStorage()).commitSession(session, cookieOptions(request))
  }

  return {
    getAdminSession,
    touchAdminSession,
    commitAdminSession,
    requireAdmin,
    requireAdminPage,
    startAdminSession,
    endAdminSessions,
  }
}

export type AdminSessions = ReturnType<typeof createAdminSessions>

/** Only admin paths on this site may be returned to after login (no open redirect). */
export function safeAdminPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/admin/") || next.startsWith("//") || next.includes("\\"))
    return LOGIN_PATH
  try {
    const url = new URL(next, "http://x")
    if (url.origin !== "http://x") return LOGIN_PATH
    return url.pathname + url.search
  } catch {
    return LOGIN_PATH
  }
}
