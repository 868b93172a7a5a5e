import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import {
  ADMIN_COOKIE_NAME,
  createAdminSessions,
  readOrCreateSecretFile,
  safeAdminPath,
  type AdminSessions,
  type AdminSessionSettings,
} from "~/auth/session.server"
import { toastMessage } from "~/lib/result-toast"
import { databases, type TestDb } from "../../tests/support/databases"

const MINUTE = 60_000

function requestWith(setCookie: string, url = "http://shop.test/admin/orders") {
  const pair = setCookie.split(";")[0]!
  return new Request(url, { headers: { Cookie: pair } })
}

async function thrown(promise: Promise<unknown>): Promise<{ status: number; headers: Headers }> {
  try {
    await promise
  } catch (error) {
    if (error instanceof Response) return error
    const value = error as { init?: ResponseInit & { headers?: HeadersInit } }
    return { status: value.init?.status ?? 0, headers: new Headers(value.init?.headers) }
  }
  throw new Error("expected the guard to throw")
}

const SETTINGS: AdminSessionSettings = {
  sessionSecret: "a-test-secret-that-is-long-enough-0123456789",
  password: "a-long-enough-test-password",
  idleMinutes: 30,
  maxSessionHours: 12,
  dataDir: os.tmpdir(),
}

describe.each(databases)("admin session ($name)", ({ open }) => {
  let opened: TestDb
  let sessions: AdminSessions
  beforeEach(async () => {
    opened = await open()
    sessions = createAdminSessions(
      SETTINGS,
      async () => opened.db,
      () => new Date(),
    )
  })
  afterEach(async () => {
    await opened.close()
  })

  it("sets a signed HttpOnly SameSite=Strict session cookie without Max-Age, limited to /admin", async () => {
    const cookie = await sessions.startAdminSession(
      new Request("http://shop.test/admin/cache"),
      toastMessage("Authentication successful"),
    )
    expect(cookie).toMatch(new RegExp(`^${ADMIN_COOKIE_NAME}=`))
    expect(cookie).toContain("HttpOnly")
    expect(cookie).toContain("SameSite=Strict")
    expect(cookie).toContain("Path=/admin")
    expect(cookie).not.toMatch(/Max-Age|Expires/i)
    expect(cookie).not.toContain("Secure")
    expect((await sessions.getAdminSession(requestWith(cookie))).authenticated).toBe(true)
  })

  it("is Secure when the request came over HTTPS", async () => {
    const cookie = await sessions.startAdminSession(
      new Request("https://shop.test/admin/cache"),
      toastMessage("ok"),
    )
    expect(cookie).toContain("Secure")
  })

  /** A session begun at `at` (ms), as its Set-Cookie header. */
  const startAt = (at: number) =>
    sessions.startAdminSession(
      new Request("http://shop.test/admin/cache"),
      toastMessage("ok"),
      new Date(at),
    )
  const signedInAt = async (cookie: string, at: number) =>
    (await sessions.getAdminSession(requestWith(cookie), new Date(at))).authenticated

  it("ends after the idle limit", async () => {
    const start = Date.now()
    const cookie = await startAt(start)
    expect(await signedInAt(cookie, start + 29 * MINUTE)).toBe(true)
    expect(await signedInAt(cookie, start + 31 * MINUTE)).toBe(false)
  })

  it("ends after the absolute lifetime however active the admin is", async () => {
    const start = Date.now()
    let current = await startAt(start)
    // Active every 20 minutes: the idle limit never strikes, the absolute one does.
    for (let at = start + 20 * MINUTE; at < start + 12 * 60 * MINUTE; at += 20 * MINUTE) {
      const state = await sessions.getAdminSession(requestWith(current), new Date(at))
      expect(state.authenticated).toBe(true)
      current = await sessions.touchAdminSession(
        new Request("http://shop.test/admin"),
        state.session,
        new Date(at),
      )
    }
    const late = start + 12 * 60 * MINUTE + 1
    expect(await signedInAt(current, late - 2)).toBe(true)
    expect(await signedInAt(current, late)).toBe(false)
  })

  it("ends when ADMIN_PASSWORD changes", async () => {
    sessions = createAdminSessions(
      { ...SETTINGS, password: "the-first-long-password" },
      async () => opened.db,
      () => new Date(),
    )
    const cookie = await sessions.startAdminSession(
      new Request("http://shop.test/admin/cache"),
      toastMessage("ok"),
    )
    expect((await sessions.getAdminSession(requestWith(cookie))).authenticated).toBe(true)
    sessions = createAdminSessions(
      { ...SETTINGS, password: "the-second-long-password" },
      async () => opened.db,
      () => new Date(),
    )
    expect((await sessions.getAdminSession(requestWith(cookie))).authenticated).toBe(false)
    // The cookie carries no readable trace of the password.
    expect(decodeURIComponent(cookie)).not.toContain("first-long")
  })

  it("refuses a forged or tampered cookie", async () => {
    const cookie = await sessions.startAdminSession(
      new Request("http://shop.test/admin/cache"),
      toastMessage("ok"),
    )
    const value = cookie.split(";")[0]!.split("=").slice(1).join("=")
    const [payload, signature] = decodeURIComponent(value).split(".")
    const forgedPayload = Buffer.from(
      JSON.stringify({ admin: true, issuedAt: Date.now(), lastSeen: Date.now() }),
    ).toString("base64")
    for (const forged of [
      `${forgedPayload}.${signature}`,
      `${payload}.AAAA${signature!.slice(4)}`,
      payload!,
    ]) {
      const request = new Request("http://shop.test/admin/orders", {
        headers: { Cookie: `${ADMIN_COOKIE_NAME}=${encodeURIComponent(forged)}` },
      })
      expect((await sessions.getAdminSession(request)).authenticated).toBe(false)
    }
    // Signed with another secret: refused too.
    sessions = createAdminSessions(
      { ...SETTINGS, sessionSecret: "another-secret-another-secret-another-secret" },
      async () => opened.db,
      () => new Date(),
    )
    expect((await sessions.getAdminSession(requestWith(cookie))).authenticated).toBe(false)
  })

  it("refuses every session issued before a logout", async () => {
    const request = new Request("http://shop.test/admin/cache")
    const before = await sessions.startAdminSession(
      request,
      toastMessage("ok"),
      new Date(Date.now() - 1000),
    )
    await sessions.endAdminSessions(request, toastMessage("Logged out"))
    expect((await sessions.getAdminSession(requestWith(before))).authenticated).toBe(false)
    const after = await sessions.startAdminSession(request, toastMessage("ok"))
    expect((await sessions.getAdminSession(requestWith(after))).authenticated).toBe(true)
  })

  it("guards answer 401 for actions and redirect pages to the login view", async () => {
    const action = await thrown(
      sessions.requireAdmin(new Request("http://shop.test/admin/cache", { method: "POST" })),
    )
    expect(action.status).toBe(401)
    const page = await thrown(
      sessions.requireAdminPage(new Request("http://shop.test/admin/orders?q=a")),
    )
    expect(page.status).toBe(302)
    expect(page.headers.get("Location")).toBe("/admin/cache?next=%2Fadmin%2Forders%3Fq%3Da")
  })

  it("generates the secret once into the data directory", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "coa-secret-"))
    const first = readOrCreateSecretFile(dir)
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(readOrCreateSecretFile(dir)).toBe(first)
    expect(fs.statSync(path.join(dir, "session-secret")).mode & 0o077).toBe(0)
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("returns only to admin paths after login", () => {
    expect(safeAdminPath("/admin/orders?q=COA")).toBe("/admin/orders?q=COA")
    for (const bad of [
      null,
      "",
      "/",
      "//evil.test/admin/",
      "https://evil.test/admin/x",
      "/admin\\..\\x",
      "/adminx",
    ]) {
      expect(safeAdminPath(bad)).toBe("/admin/cache")
    }
  })
})
