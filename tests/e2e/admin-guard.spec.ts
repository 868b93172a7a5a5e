// Every admin page and action checks the session on the server
// (docs/architecture.md#the-admin-session): without a valid one, pages redirect to the login view
// and actions answer 401, changing nothing; a cross-origin POST is refused; forged and expired
// cookies are refused.
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { APIRequestContext } from "@playwright/test"
import { mailOutbox, newsletterSubscribers, youtubeCache } from "../../app/db/schema"
import { seedOrders, withAdminDb } from "./support/admin-db"
import { signedCookie as signAdminCookie } from "./support/admin-session"
import { startAppServer, type AppServer } from "./support/app-server"
import { expect, test as base } from "./support/fixtures"

const PASSWORD = "e2e-guard-password"
const SECRET = "e2e-session-secret-0123456789-abcdefghijklmnop"
const ORDER = "COA-1795000000000"
const CUSTOMER_EMAIL = "guarded.customer@example.com"

const test = base.extend<object, { adminServer: AppServer }>({
  adminServer: [
    async ({}, use) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "coa-admin-guard-"))
      await seedOrders(dataDir, [
        {
          orderNumber: ORDER,
          createdAt: new Date(1795000000000),
          email: CUSTOMER_EMAIL,
          firstName: "Guarded",
          lastName: "Customer",
          lines: [
            {
              name: "Cape Ocean Adventures T-Shirt",
              size: "M",
              quantity: 1,
              unitPriceCents: 29_900,
            },
          ],
        },
      ])
      await withAdminDb(dataDir, async (db) => {
        await db.insert(mailOutbox).values({
          kind: "order_customer",
          toAddress: CUSTOMER_EMAIL,
          subject: "Secret order mail",
          textBody: "Private text of the mail",
          htmlBody: "<p>Private</p>",
          status: "failed",
          attempts: 8,
          lastError: "boom",
        })
        await db.insert(newsletterSubscribers).values({ email: "private.subscriber@example.com" })
        await db.insert(youtubeCache).values({
          key: "live:UCguard:6",
          channelId: "UCguard",
          kind: "live",
          count: 6,
          data: [],
          fetchedAt: new Date(),
          expiresAt: new Date(Date.now() + 86_400_000),
        })
      })
      const server = await startAppServer({
        ADMIN_PASSWORD: PASSWORD,
        SESSION_SECRET: SECRET,
        DATA_DIR: dataDir,
      })
      await use(server)
      await server.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
    // Seeding and starting a server take a while on a busy machine.
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ adminServer }, use) => use(adminServer.url),
})

const PRIVATE = [
  CUSTOMER_EMAIL,
  "Private text of the mail",
  "private.subscriber@example.com",
  "live:UCguard:6",
  "Secret order mail",
]

const PAGES = [
  "/admin/orders",
  "/admin/orders?q=guarded",
  `/admin/orders/${ORDER}`,
  "/admin/subscribers",
  "/admin/outbox",
  "/admin/outbox?mail=1",
]
const EXPORTS = ["/admin/orders.csv", "/admin/subscribers.csv"]

function actions(origin: string) {
  const list: { url: string; form: Record<string, string> }[] = [
    { url: "/admin/cache", form: { intent: "clear" } },
    { url: "/admin/cache", form: { intent: "refresh" } },
    { url: `/admin/orders/${ORDER}`, form: { status: "paid" } },
    { url: `/admin/orders/${ORDER}`, form: { status: "cancelled" } },
    { url: "/admin/outbox", form: { intent: "retry", id: "1" } },
    { url: "/admin/logout", form: {} },
  ]
  return list.map((action) => ({ ...action, origin }))
}

function signedCookie(data: Record<string, unknown>, secret = SECRET): string {
  return signAdminCookie(data, secret)
}

async function login(request: APIRequestContext, origin: string): Promise<string> {
  const response = await request.post("/admin/cache", {
    headers: { Origin: origin },
    form: { intent: "login", password: PASSWORD },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(302)
  return response.headers()["set-cookie"]!.split(";")[0]!
}

/** Nothing changed: read through a valid session. */
async function expectNothingChanged(request: APIRequestContext, origin: string) {
  const cookie = await login(request, origin)
  const detail = await request.get(`/admin/orders/${ORDER}`, { headers: { Cookie: cookie } })
  expect(await detail.text()).toContain("Awaiting Payment")
  const outbox = await (await request.get("/admin/outbox", { headers: { Cookie: cookie } })).text()
  expect(outbox).toContain("Retry now")
  const cache = await (await request.get("/admin/cache", { headers: { Cookie: cookie } })).text()
  expect(cache).toContain("live:UCguard:6")
  // And the session used for checking still works (no logout happened).
  expect(
    (await request.get("/admin/orders", { headers: { Cookie: cookie }, maxRedirects: 0 })).status(),
  ).toBe(200)
}

async function expectLockedOut(request: APIRequestContext, origin: string, cookie?: string) {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {}
  for (const url of PAGES) {
    for (const target of [url, url.replace(/(\?|$)/, ".data$1")]) {
      const response = await request.get(target, { headers, maxRedirects: 0 })
      const body = await response.text()
      // A document request is redirected; a data request gets React Router's redirect answer.
      expect([302, 202], `${target} status`).toContain(response.status())
      if (response.status() === 302)
        expect(response.headers()["location"]).toMatch(/^\/admin\/cache\?next=/)
      else expect(body).toContain("/admin/cache?next=")
      for (const secret of PRIVATE) expect(body, `${target} leaks ${secret}`).not.toContain(secret)
    }
  }
  for (const url of EXPORTS) {
    const response = await request.get(url, { headers, maxRedirects: 0 })
    expect(response.status(), url).toBe(401)
    const body = await response.text()
    for (const secret of PRIVATE) expect(body).not.toContain(secret)
  }
  // The login view itself shows nothing of the cache.
  const cachePage = await (await request.get("/admin/cache", { headers })).text()
  expect(cachePage).toContain("Cache Admin")
  expect(cachePage).not.toContain("live:UCguard:6")
  for (const action of actions(origin)) {
    const response = await request.post(action.url, {
      headers: { ...headers, Origin: origin },
      form: action.form,
      maxRedirects: 0,
    })
    expect(response.status(), `${action.url} ${JSON.stringify(action.form)}`).toBe(401)
    const dataResponse = await request.post(action.url.replace(/$/, ".data"), {
      headers: { ...headers, Origin: origin },
      form: action.form,
      maxRedirects: 0,
    })
    expect(dataResponse.status(), `${action.url}.data ${JSON.stringify(action.form)}`).toBe(401)
  }
}

test("without a session every admin page redirects to the login view and every action answers 401, changing nothing", async ({
  request,
  adminServer,
}) => {
  await expectLockedOut(request, adminServer.url)
  await expectNothingChanged(request, adminServer.url)
})

test("a forged cookie is refused", async ({ request, adminServer }) => {
  const now = Date.now()
  // Control: a cookie signed with the server's secret is accepted, so the forgeries below fail for their signature.
  // A session also names the admin password it was opened with (a keyed fingerprint).
  const password = crypto
    .createHmac("sha256", SECRET)
    .update(`admin-password\n${PASSWORD}`)
    .digest("base64url")
    .slice(0, 22)
  const genuine = signedCookie({ admin: true, issuedAt: now, lastSeen: now, password })
  expect(
    (
      await request.get("/admin/orders", { headers: { Cookie: genuine }, maxRedirects: 0 })
    ).status(),
  ).toBe(200)

  const wrongSecret = signedCookie(
    { admin: true, issuedAt: now, lastSeen: now },
    "not-the-server-secret-not-the-server-secret",
  )
  const unsigned = `coa_admin=${encodeURIComponent(Buffer.from(JSON.stringify({ admin: true, issuedAt: now, lastSeen: now })).toString("base64"))}`
  const [name, value] = genuine.split("=")
  const tampered = `${name}=${value!.slice(0, -6)}AAAAAA`
  for (const cookie of [wrongSecret, unsigned, tampered])
    await expectLockedOut(request, adminServer.url, cookie)
  await expectNothingChanged(request, adminServer.url)
})

test("an expired cookie is refused", async ({ request, adminServer }) => {
  const now = Date.now()
  const idle = signedCookie({
    admin: true,
    issuedAt: now - 3 * 3_600_000,
    lastSeen: now - 31 * 60_000,
  })
  await expectLockedOut(request, adminServer.url, idle)
  await expectNothingChanged(request, adminServer.url)
})

test("a cross-origin POST is refused even with a valid session", async ({
  request,
  adminServer,
}) => {
  const cookie = await login(request, adminServer.url)
  for (const origin of [
    "http://evil.example",
    "null",
    adminServer.url.replace("127.0.0.1", "localhost"),
  ]) {
    for (const action of actions(origin)) {
      const response = await request.post(action.url, {
        headers: { Cookie: cookie, Origin: origin },
        form: action.form,
        maxRedirects: 0,
      })
      // React Router itself answers 400 to an action whose Origin is another host; our own check answers 403.
      expect([400, 403], `${origin} ${action.url}`).toContain(response.status())
    }
  }
  // No Origin header at all (which React Router lets through) is refused by our check.
  const bare = await request.post("/admin/cache", {
    headers: { Cookie: cookie },
    form: { intent: "clear" },
    maxRedirects: 0,
  })
  expect(bare.status()).toBe(403)
  // Nor can another site log in on the admin's behalf.
  const foreignLogin = await request.post("/admin/cache", {
    headers: { Origin: "http://evil.example" },
    form: { intent: "login", password: PASSWORD },
    maxRedirects: 0,
  })
  expect([400, 403]).toContain(foreignLogin.status())
  expect(foreignLogin.headers()["set-cookie"]).toBeUndefined()
  await expectNothingChanged(request, adminServer.url)
})

test("every admin answer is no-store", async ({ request, adminServer }) => {
  const cookie = await login(request, adminServer.url)
  for (const url of ["/admin/cache", ...PAGES, ...EXPORTS]) {
    const response = await request.get(url, { headers: { Cookie: cookie } })
    expect(response.status(), url).toBe(200)
    expect(response.headers()["cache-control"], url).toBe("no-store")
  }
  const locked = await request.get("/admin/orders", { maxRedirects: 0 })
  expect(locked.headers()["cache-control"]).toBe("no-store")
})
