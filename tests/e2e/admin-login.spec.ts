// /admin/cache login (docs/product.md#admin): the password is
// checked on the server, failures are rate limited per client, the session is
// a signed cookie that ends after the idle limit or at 'Log out'.
import type { Page } from "@playwright/test"
import { ADMIN_COOKIE, readSessionValue, signSessionValue } from "./support/admin-session"
import { expectNoAxeViolations } from "./support/axe"
import { expect, openPage, test, toastWithTitle, waitForHydration } from "./support/fixtures"

const PASSWORD = "e2e-Admin-password-7431"
const SESSION_SECRET = "e2e-login-session-secret-0123456789-abcdefgh"

// One server for this file, with a known password.
test.use({ appEnv: { ADMIN_PASSWORD: PASSWORD, SESSION_SECRET } })

async function logIn(page: Page, password = PASSWORD) {
  await openPage(page, "/admin/cache")
  await page.getByLabel("Password").fill(password)
  await page.getByRole("main").getByRole("button", { name: "Login" }).click()
}

test("the locked view has its texts, is no-store and passes axe", async ({ page }) => {
  const bare = await page.goto("/admin")
  expect(bare?.url()).toBe(`${new URL(bare!.url()).origin}/admin/cache`)
  const response = await page.goto("/admin/cache")
  expect(response?.status()).toBe(200)
  expect(response?.headers()["cache-control"]).toBe("no-store")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cache Admin")
  await expect(page.getByLabel("Password")).toHaveAttribute("type", "password")
  await expect(page.getByRole("main").getByRole("button", { name: "Login" })).toBeVisible()
  await expect(
    page.getByRole("main").getByRole("link", { name: "Return to Home" }),
  ).toHaveAttribute("href", "/")
  await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 360, height: 740 })
  await expectNoAxeViolations(page, "/admin/cache locked at 360 px")
})

test("a wrong password says so, the right one unlocks Cache Management", async ({ page }) => {
  await logIn(page, "not-the-password")
  const wrong = toastWithTitle(page, "Incorrect password")
  await expect(wrong).toBeVisible()
  await expect(wrong).toHaveClass(/bg-red-700/)
  await expect(page.getByRole("main").getByRole("status").first()).toHaveText("Incorrect password")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cache Admin")

  await page.getByLabel("Password").fill(PASSWORD)
  await page.getByRole("main").getByRole("button", { name: "Login" }).click()
  await expect(toastWithTitle(page, "Authentication successful")).toBeVisible()
  await expect(toastWithTitle(page, "Authentication successful")).not.toHaveClass(/bg-red-700/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cache Management")
  await expect(page.getByRole("button", { name: "Clear All Cache" })).toBeVisible()
  await expect(page.getByRole("button", { name: "Refresh YouTube Cache" })).toBeVisible()
  await expect(
    page.getByRole("main").getByRole("link", { name: "Return to Home" }),
  ).toHaveAttribute("href", "/")

  const cookie = (await page.context().cookies()).find((c) => c.name === "coa_admin")
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/admin", expires: -1 })
  await page.reload()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cache Management")
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 360, height: 740 })
  await expectNoAxeViolations(page, "/admin/cache unlocked at 360 px")
})

test("the admin navigation reaches every admin page by keyboard", async ({ page }) => {
  await logIn(page)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cache Management")
  const nav = page.getByRole("navigation", { name: "Admin" })
  for (const [label, heading] of [
    ["Orders", "Orders"],
    ["Subscribers", "Subscribers"],
    ["Outbox", "Outbox"],
    ["Cache", "Cache Management"],
  ]) {
    await nav.getByRole("link", { name: label, exact: true }).focus()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
    await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    )
  }
})

test("Log out ends the session, and the old cookie stops working", async ({
  page,
  request,
  app,
}) => {
  await logIn(page)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cache Management")
  const before = (await page.context().cookies()).find((c) => c.name === "coa_admin")!
  await page.getByRole("button", { name: "Log out" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cache Admin")
  await expect(toastWithTitle(page, "Logged out")).toBeVisible()
  await page.goto("/admin/orders")
  await expect(page).toHaveURL("/admin/cache?next=%2Fadmin%2Forders")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cache Admin")
  // Logging in from there returns to the page asked for.
  await waitForHydration(page)
  await page.getByLabel("Password").fill(PASSWORD)
  await page.getByRole("main").getByRole("button", { name: "Login" }).click()
  await expect(page).toHaveURL("/admin/orders")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Orders")

  // A copy of the cookie taken before logging out is refused too.
  const replay = await request.get("/admin/orders", {
    headers: { Cookie: `coa_admin=${before.value}` },
    maxRedirects: 0,
  })
  expect(replay.status()).toBe(302)
  const action = await request.post("/admin/cache", {
    headers: { Cookie: `coa_admin=${before.value}`, Origin: app.url },
    form: { intent: "clear" },
  })
  expect(action.status()).toBe(401)
})

test("after 5 failures a client gets 429 without its password being checked", async ({
  request,
  app,
}) => {
  const client = { "X-Forwarded-For": "203.0.113.77", Origin: app.url }
  for (let i = 0; i < 5; i++) {
    const response = await request.post("/admin/cache", {
      headers: client,
      form: { intent: "login", password: `guess-${i}` },
    })
    expect(response.status()).toBe(401)
  }
  // Even the right password is refused now: it is not checked.
  const blocked = await request.post("/admin/cache", {
    headers: client,
    form: { intent: "login", password: PASSWORD },
    maxRedirects: 0,
  })
  expect(blocked.status()).toBe(429)
  expect(blocked.headers()["set-cookie"]).toBeUndefined()
  expect(await blocked.text()).toContain("Too many attempts, try again in 15 minutes")

  // Another client network is not affected.
  const other = await request.post("/admin/cache", {
    headers: { "X-Forwarded-For": "198.51.100.78", Origin: app.url },
    form: { intent: "login", password: PASSWORD },
    maxRedirects: 0,
  })
  expect(other.status()).toBe(302)
})

test.describe("a blocked client", () => {
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.79" } })

  test("sees the message in the page", async ({ page }) => {
    await openPage(page, "/admin/cache")
    for (let i = 0; i < 6; i++) {
      // One page, six answers: each is awaited before the next try.
      const answer = page.waitForResponse((r) => r.request().method() === "POST")
      await page.getByLabel("Password").fill(`wrong-${i}`)
      await page.getByRole("main").getByRole("button", { name: "Login" }).click()
      expect((await answer).status()).toBe(i < 5 ? 401 : 429)
      await expect(page.getByRole("main").getByRole("status").first()).not.toHaveText("")
    }
    await expect(page.getByRole("main").getByRole("status").first()).toHaveText(
      "Too many attempts, try again in 15 minutes",
    )
    await expect(toastWithTitle(page, "Too many attempts, try again in 15 minutes")).toBeVisible()
  })
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("login and the cache buttons still work as plain forms", async ({ page }) => {
    await page.goto("/admin/cache")
    await page.getByLabel("Password").fill("wrong")
    await page.getByRole("main").getByRole("button", { name: "Login" }).click()
    await expect(page.getByRole("main").getByRole("status").first()).toHaveText(
      "Incorrect password",
    )
    await page.getByLabel("Password").fill(PASSWORD)
    await page.getByRole("main").getByRole("button", { name: "Login" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cache Management")
    await page.getByRole("button", { name: "Clear All Cache" }).click()
    await expect(page.getByRole("main").getByRole("status").first()).toContainText(
      "Cache cleared successfully",
    )
  })
})

test.describe("idle limit", () => {
  test("activity keeps the session, 30 idle minutes end it", async ({ page }) => {
    // The session's times are in its signed cookie: the test ages them instead of waiting.
    await logIn(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cache Management")
    const cookie = async () =>
      (await page.context().cookies()).find((c) => c.name === ADMIN_COOKIE)!
    const session = async () => readSessionValue((await cookie()).value)
    // The same cookie (name, domain, path) with its last visit moved into the past.
    const lastSeenAgo = async (minutes: number) => {
      const lastSeen = Date.now() - minutes * 60_000
      const value = signSessionValue({ ...(await session()), lastSeen }, SESSION_SECRET)
      await page.context().addCookies([{ ...(await cookie()), value }])
      const jar = (await page.context().cookies()).filter((c) => c.name === ADMIN_COOKIE)
      expect(jar.map((c) => readSessionValue(c.value).lastSeen)).toEqual([lastSeen])
    }
    // Idle for just under the limit, again and again: each visit restarts the idle clock.
    for (let i = 0; i < 3; i++) {
      await lastSeenAgo(29)
      const before = Date.now()
      await page.reload()
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cache Management")
      expect((await session()).lastSeen as number).toBeGreaterThanOrEqual(before - 1000)
    }
    // Idle for just over it: the session has ended.
    await lastSeenAgo(31)
    await page.reload()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cache Admin")
  })
})
