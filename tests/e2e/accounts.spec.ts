// Visitor accounts against the production build on PostgreSQL and a real SMTP server:
// signing in with the e-mailed code and its rules, the account page (orders, data,
// deletion, signing out), the header and the page cache, the admin's Accounts, bad input,
// and a session made by one server process used on another.
import fs from "node:fs"
import type { BrowserContext, Page } from "@playwright/test"
import { startAppServer, type AppServer } from "./support/app-server"
import { logInAsAdmin } from "./support/admin-session"
import { expectNoAxeViolations } from "./support/axe"
import { expect, openPage } from "./support/fixtures"
import { mailSettings, test as mailTest } from "./support/mail-app"
import { checkoutFields, postCheckout } from "./support/shop"
import { seedAccount, seedSession, signInDirectly } from "./support/seeded-session"
import { onPostgres, type TestDatabase } from "./support/test-database"
import {
  askForCode,
  codeOf,
  requestCodeMail,
  resendCodeMail,
  signInAsVisitor,
  VISITOR_COOKIE,
} from "./support/visitor-session"

const PASSWORD = "e2e-accounts-admin-password"

/** A page in a browser of its own (a new context), signed in as `signedInAs` if given. */
type NewPage = (signedInAs?: string) => Promise<Page>

const test = mailTest.extend<{ newPage: NewPage }, { database: TestDatabase; second: AppServer }>({
  ...onPostgres,
  // Closed when the test ends: pages left open would keep working through the later tests.
  newPage: async ({ browser, app, database }, use) => {
    const contexts: BrowserContext[] = []
    await use(async (signedInAs) => {
      const context = await browser.newContext({ baseURL: app.url })
      contexts.push(context)
      if (signedInAs) await signInDirectly(context, database, app.url, signedInAs)
      return context.newPage()
    })
    await Promise.all(contexts.map((context) => context.close()))
  },
  // A second process on the same database, started only for the test that needs it.
  second: [
    async ({ smtp, appEnv, appDatabaseUrl, app }, use) => {
      void app
      const server = await startAppServer(
        mailSettings(smtp, { ...appEnv, DATABASE_URL: appDatabaseUrl }),
      )
      await use(server)
      await server.stop()
    },
    { scope: "worker", timeout: 180_000 },
  ],
})
test.use({
  appEnv: {
    ADMIN_PASSWORD: PASSWORD,
    // Every test signs in from this machine: the per-client limit would soon be spent.
    RATE_LIMIT_SIGN_IN_PER_CLIENT: "1000",
    // The longest page cache there is, so a test can see a page served from it.
    PAGE_CACHE_MS: "60000",
  },
})

let counter = 0
const address = (label: string) => `${label}-${Date.now()}-${counter++}@example.com`

const codeField = (page: Page) => page.getByLabel(/Code from the mail/)
const NO_LONGER_WORKS = /This code no longer works/

async function submitCode(page: Page, code: string) {
  await codeField(page).fill(code)
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click()
}

test("Sign Up mails a code that signs in; the top bar then shows Account", async ({
  page,
  smtp,
  database,
}) => {
  await openPage(page, "/")
  await page.getByRole("banner").getByRole("link", { name: "Sign Up" }).click()
  await expect(page).toHaveURL(/\/sign-in\?welcome=1$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account")
  const email = address("new")
  const { created } = await signInAsVisitor(page, smtp, email, { alreadyOnSignIn: true })
  expect(created).toBe(true)
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
  const banner = page.getByRole("banner")
  await expect(banner.getByRole("link", { name: "Account" })).toBeVisible()
  await expect(banner.getByRole("link", { name: "Login" })).toHaveCount(0)
  // The session is stored only as a hash of the cookie's token.
  const cookie = (await page.context().cookies()).find((c) => c.name === VISITOR_COOKIE)!
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" })
  const stored = await database.rows(
    "select s.id from account_sessions s join accounts a on a.id = s.account_id where a.email = $1",
    [email],
  )
  expect(stored).toHaveLength(1)
  expect(stored[0].id).not.toBe(cookie.value)
  expect(stored[0].id).toMatch(/^[0-9a-f]{64}$/)
})

test("the first sign-in names the terms and offers the newsletter unticked, by double opt-in", async ({
  page,
  smtp,
  database,
}) => {
  const email = address("welcome")
  await submitCode(page, codeOf(await requestCodeMail(page, smtp, email, "/sign-in?next=/about")))
  await expect(page).toHaveURL(/\/sign-in\/welcome\?next=%2Fabout$/)
  const main = page.getByRole("main")
  await expect(main.getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms")
  await expect(main.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/privacy",
  )
  const box = main.getByRole("checkbox", { name: /send me the newsletter/ })
  await expect(box).not.toBeChecked()
  await box.check()
  await main.getByRole("button", { name: "Continue" }).click()
  await expect(main.getByRole("status")).toContainText("Almost done")
  await expect
    .poll(() => smtp.messages.some((m) => m.to.includes(email) && /confirm/i.test(m.subject)))
    .toBe(true)
  const [subscriber] = await database.rows(
    "select status, consent_source from newsletter_subscribers where email = $1",
    [email],
  )
  expect(subscriber).toMatchObject({ status: "pending" })
  expect(subscriber.consent_source).toContain("/sign-in/welcome")
  await main.getByRole("link", { name: "Continue" }).click()
  await expect(page).toHaveURL(/\/about$/)
})

test("Login returns to ?next= on this site only", async ({
  page,
  newPage,
  app,
  smtp,
  database,
}) => {
  const email = address("next")
  // A known address: no welcome step in between.
  await seedAccount(database, email)
  await signInAsVisitor(page, smtp, email)
  await expect(page).toHaveURL(`${app.url}/account`)
  const again = await newPage()
  await signInAsVisitor(again, smtp, email, { next: "/about" })
  await expect(again).toHaveURL(/\/about$/)
  const elsewhere = await newPage()
  await signInAsVisitor(elsewhere, smtp, email, { next: "//evil.example/" })
  await expect(elsewhere).toHaveURL(`${app.url}/account`)
})

test("a second code request voids the first", async ({ page, smtp }) => {
  const email = address("twice")
  const first = codeOf(await requestCodeMail(page, smtp, email))
  const second = codeOf(await resendCodeMail(page, smtp, email))
  // The old code is no longer the address's code: it counts as a wrong try of the new one.
  await submitCode(page, first === second ? "000000" : first)
  await expect(page.getByText("That code is not right. 4 tries left.").first()).toBeVisible()
  await submitCode(page, second)
  await expect(page).toHaveURL(/\/sign-in\/welcome$/)
})

test("a used code, five wrong codes and an expired code are refused", async ({
  page,
  newPage,
  app,
  smtp,
  database,
  request,
}) => {
  // Used: the code that signed in once, sent again by another client, signs nobody in.
  const used = address("used")
  await signInAsVisitor(page, smtp, used)
  const usedCode = codeOf(smtp.messages.filter((m) => m.to.includes(used)).at(-1)!)
  const replay = await request.post("/sign-in", {
    form: { intent: "check-code", email: used, code: usedCode },
    headers: { Origin: app.url },
    maxRedirects: 0,
  })
  expect(replay.status()).toBe(400)
  expect(await replay.text()).toMatch(NO_LONGER_WORKS)
  expect(replay.headers()["set-cookie"]).toBeUndefined()

  // Five wrong tries void the code: the right one no longer works after them.
  const guessed = address("guessed")
  const guesser = await newPage()
  const right = codeOf(await requestCodeMail(guesser, smtp, guessed))
  const wrong = right === "000000" ? "111111" : "000000"
  for (const left of [4, 3, 2, 1]) {
    await submitCode(guesser, wrong)
    await expect(
      guesser
        .getByText(`That code is not right. ${left} ${left === 1 ? "try" : "tries"} left.`)
        .first(),
    ).toBeVisible()
  }
  await submitCode(guesser, wrong)
  await expect(guesser.getByText(NO_LONGER_WORKS).first()).toBeVisible()
  await submitCode(guesser, right)
  await expect(guesser.getByText(NO_LONGER_WORKS).first()).toBeVisible()
  expect(await database.rows("select id from accounts where email = $1", [guessed])).toEqual([])

  // Expired: the code aged past its 10 minutes in the database.
  const late = address("late")
  const waiter = await newPage()
  const code = codeOf(await requestCodeMail(waiter, smtp, late))
  await database.pool.query(
    "update sign_in_codes set created_at = created_at - interval '11 minutes', expires_at = expires_at - interval '11 minutes' where email = $1",
    [late],
  )
  await submitCode(waiter, code)
  await expect(waiter.getByText(NO_LONGER_WORKS).first()).toBeVisible()
  expect(await waiter.context().cookies()).not.toContainEqual(
    expect.objectContaining({ name: VISITOR_COOKIE }),
  )
})

test("a known and an unknown address get the same answer", async ({ page, smtp, database }) => {
  const known = address("known")
  await seedAccount(database, known)
  const answers: string[] = []
  for (const email of [known, address("unknown")]) {
    const answer = page.waitForResponse((r) => r.request().method() === "POST")
    const mail = await requestCodeMail(page, smtp, email)
    expect((await answer).status()).toBe(200)
    const text = await page.getByRole("main").innerText()
    answers.push(
      `${text}\n${mail.subject}\n${mail.text}`
        .replaceAll(email, "ADDRESS")
        .replace(/\d{6}/g, "CODE"),
    )
  }
  expect(answers[0]).toBe(answers[1])
})

test("a fourth code within 15 minutes is refused with a message and no mail", async ({
  page,
  smtp,
  database,
}) => {
  const email = address("flood")
  await requestCodeMail(page, smtp, email)
  for (let i = 0; i < 2; i++) await resendCodeMail(page, smtp, email)
  const answer = page.waitForResponse((r) => r.request().method() === "POST")
  await page.getByRole("button", { name: "Send a new code" }).click()
  expect((await answer).status()).toBe(429)
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    "We have already sent 3 codes to this address in the last 15 minutes",
  )
  // Mail is queued with its code in one transaction: no fourth row, no fourth mail.
  const queued = await database.rows("select id from mail_outbox where to_address = $1", [email])
  expect(queued).toHaveLength(3)
  expect(
    await database.rows("select id from sign_in_codes where email = $1", [email]),
  ).toHaveLength(3)
})

test("the account page lists the address's orders with EFT details; the data download holds them; deleting the account keeps them", async ({
  page,
  app,
  database,
  request,
}) => {
  const email = address("buyer")
  // Placed as a guest, with the address in other letters.
  const placed = await postCheckout(request, checkoutFields({ email: email.toUpperCase() }))
  expect(placed.status).toBe(200)
  const orderNumber = (placed.body.order as { orderNumber: string }).orderNumber
  await signInDirectly(page.context(), database, app.url, email)
  await page.goto("/account")
  const orders = page.getByRole("list", { name: "Your orders" })
  const order = orders.getByRole("listitem").filter({ hasText: orderNumber })
  await expect(order).toContainText("Awaiting Payment")
  await expect(order).toContainText("Pay by EFT into this account")
  await expect(order.getByRole("definition").filter({ hasText: orderNumber })).toHaveCount(1)
  await expect(order).toContainText("Account number")

  const download = page.waitForEvent("download")
  await page.getByRole("link", { name: "Download my data" }).click()
  const file = await (await download).path()
  const text = fs.readFileSync(file, "utf8")
  const data = JSON.parse(text) as {
    account: { email: string }
    sessions: unknown[]
    orders: { orderNumber: string }[]
    consents: unknown
  }
  expect(data.account.email).toBe(email)
  expect(data.orders.map((o) => o.orderNumber)).toEqual([orderNumber])
  expect(data.sessions).toHaveLength(1)
  const cookie = (await page.context().cookies()).find((c) => c.name === VISITOR_COOKIE)!
  const [session] = await database.rows(
    "select id from account_sessions where id is not null and account_id = (select id from accounts where email = $1)",
    [email],
  )
  expect(text).not.toContain(cookie.value)
  expect(text).not.toContain(session.id)

  const [{ id }] = await database.rows("select id from accounts where email = $1", [email])
  await page.getByRole("link", { name: "Delete my account" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delete your account?")
  await expect(page.getByRole("main")).toContainText("Your orders are not deleted")
  await page.getByRole("button", { name: "Yes, delete my account" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account is deleted")
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible()
  expect(await database.rows("select id from accounts where id = $1", [id])).toEqual([])
  expect(
    await database.rows("select id from account_sessions where account_id = $1", [id]),
  ).toEqual([])
  expect(
    await database.rows("select order_number from orders where lower(email) = $1", [email]),
  ).toEqual([{ order_number: orderNumber }])
})

test("Sign out ends this session, Sign out everywhere every one", async ({
  page,
  newPage,
  app,
  database,
}) => {
  const email = address("leaver")
  await signInDirectly(page.context(), database, app.url, email)
  const laptop = await newPage(email)
  const phone = await newPage(email)
  await page.goto("/account")
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
  await phone.goto("/account")
  await expect(phone.getByText(`Signed in as ${email}`)).toBeVisible()

  await phone.getByRole("main").getByRole("button", { name: "Sign out", exact: true }).click()
  await expect(phone).toHaveURL(`${app.url}/`)
  await expect(phone.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible()
  await laptop.goto("/account")
  await expect(laptop.getByText(`Signed in as ${email}`)).toBeVisible()
  await expect(laptop.getByRole("main")).toContainText("signed in on 2 browsers")

  await laptop.getByRole("button", { name: "Sign out everywhere" }).click()
  await expect(laptop).toHaveURL(`${app.url}/`)
  await page.goto("/account")
  await expect(page).toHaveURL(/\/sign-in$/)
})

test("the header's Sign out posts, and the header keeps its size signed in and out", async ({
  page,
  app,
  database,
}) => {
  await page.goto("/about")
  const boxes = page
    .getByRole("banner")
    .locator("a:visible, button:visible")
    .filter({ hasText: /^(Login|Sign Up|Account|Sign out)$/ })
  const signedOut = await Promise.all([0, 1].map(async (i) => (await boxes.nth(i).boundingBox())!))
  await signInDirectly(page.context(), database, app.url, address("header"))
  await page.goto("/about")
  await expect(boxes).toHaveText(["Account", "Sign out"])
  const signedIn = await Promise.all([0, 1].map(async (i) => (await boxes.nth(i).boundingBox())!))
  expect(signedIn).toEqual(signedOut)
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click()
  await expect(boxes).toHaveText(["Login", "Sign Up"])
})

test("signed out, public pages are the same for everyone and cached; signed in, private", async ({
  page,
  app,
  database,
  request,
}) => {
  const normalise = (html: string) => html.replace(/nonce="[^"]+"|'nonce-[^']+'/g, "NONCE")
  await request.get("/about")
  const cached = await request.get("/about")
  expect(cached.headers()["x-page-cache"]).toBe("hit")
  expect(cached.headers()["cache-control"]).toBe(
    "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
  )
  const html = await cached.text()
  expect(html).toContain('href="/sign-in"')
  expect(html).toContain('href="/sign-in?welcome=1"')
  expect(html).not.toContain("signedIn")
  // A cookie that signs nobody in changes nothing in the page, but it is not shared.
  const forged = await request.get("/about", {
    headers: { Cookie: `${VISITOR_COOKIE}=${"A".repeat(43)}` },
  })
  expect(forged.status()).toBe(200)
  expect(forged.headers()["x-page-cache"]).toBeUndefined()
  expect(forged.headers()["cache-control"]).toBe("private, no-store")
  expect(normalise(await forged.text())).toBe(normalise(html))

  await signInDirectly(page.context(), database, app.url, address("private"))
  const response = await page.goto("/about")
  expect(response!.headers()["cache-control"]).toBe("private, no-store")
  expect(response!.headers()["x-page-cache"]).toBeUndefined()
  expect(await response!.text()).toContain('href="/account"')
})

test("a session made through one server process works on another", async ({
  page,
  smtp,
  second,
}) => {
  const email = address("two-processes")
  await signInAsVisitor(page, smtp, email)
  // Cookies are per host, not per port: the second process on 127.0.0.1 gets it too.
  await page.goto(`${second.url}/account`)
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
})

test("bad input: clear 4xx answers, nothing stored, nothing mailed", async ({
  app,
  request,
  database,
  page,
}) => {
  const count = async () =>
    Number((await database.rows("select count(*) from mail_outbox", []))[0].count) +
    Number((await database.rows("select count(*) from sign_in_codes", []))[0].count)
  const before = await count()
  const post = (form: Record<string, string>, origin: string | null = app.url) =>
    request.post("/sign-in", {
      form,
      headers: origin ? { Origin: origin } : {},
      maxRedirects: 0,
    })
  expect(
    (await post({ intent: "request-code", email: "a@b.c" }, "https://evil.example")).status(),
  ).toBe(403)
  expect((await post({ intent: "request-code", email: "a@b.c" }, null)).status()).toBe(403)
  expect(
    (await post({ intent: "request-code", email: `${"a".repeat(250)}@example.com` })).status(),
  ).toBe(400)
  expect((await post({ intent: "request-code", email: "not an address" })).status()).toBe(400)
  expect((await post({ intent: "request-code", email: "a\u0000@example.com" })).status()).toBe(400)
  expect(
    (await post({ intent: "check-code", email: "a@example.com", code: "12345x" })).status(),
  ).toBe(400)
  expect(
    (await post({ intent: "check-code", email: "a@example.com", code: "9".repeat(5000) })).status(),
  ).toBe(400)
  expect((await post({ intent: "nothing" })).status()).toBe(400)
  for (const path of ["/account", "/account/delete", "/sign-in/welcome"]) {
    expect(
      (
        await request.post(path, {
          form: { intent: "delete" },
          headers: { Origin: "https://evil.example" },
        })
      ).status(),
    ).toBe(403)
  }
  expect(await count()).toBe(before)

  // Forged and expired session cookies sign nobody in.
  const forged = await request.get("/account", {
    headers: { Cookie: `${VISITOR_COOKIE}=${"A".repeat(43)}` },
    maxRedirects: 0,
  })
  expect(forged.status()).toBe(302)
  expect(forged.headers().location).toBe("/sign-in")
  const email = address("expired")
  await signInDirectly(page.context(), database, app.url, email)
  await page.goto("/account")
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
  await database.pool.query(
    "update account_sessions set expires_at = now() - interval '1 second' where account_id = (select id from accounts where email = $1)",
    [email],
  )
  await page.goto("/account")
  await expect(page).toHaveURL(/\/sign-in$/)
  const deleted = await page.request.post("/account/delete", {
    form: { intent: "delete" },
    headers: { Origin: app.url },
    maxRedirects: 0,
  })
  // The action refuses (401); the page's loader then sends the browser to sign in.
  expect([302, 401]).toContain(deleted.status())
  expect(await database.rows("select id from accounts where email = $1", [email])).toHaveLength(1)
})

test("the admin counts, finds and erases accounts; erasing a person's data erases theirs", async ({
  page,
  database,
}) => {
  const kept = address("admin-view")
  const erasedByPerson = address("admin-person")
  for (const email of [kept, erasedByPerson]) {
    await seedSession(database, email)
  }
  await logInAsAdmin(page, PASSWORD)
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Accounts" })
    .click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accounts")
  await expect(page.getByRole("main")).toContainText(/\d+ accounts?\./)
  await page.getByLabel("Search by e-mail address").fill(kept.slice(0, 20))
  await page.getByRole("button", { name: "Search" }).click()
  await page.getByRole("link", { name: kept }).click()
  await expect(page.getByRole("main")).toContainText("Signed-in sessions")
  await page.getByRole("button", { name: "Erase account" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account erased")
  // and stays so once the page has settled (no reload of the erased account's data).
  await page.waitForLoadState("networkidle")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account erased")
  expect(await database.rows("select id from accounts where email = $1", [kept])).toEqual([])

  await openPage(page, "/admin/subscribers")
  await page.locator("#erase-email").fill(erasedByPerson)
  await page.getByRole("button", { name: "Erase", exact: true }).click()
  await expect(page.getByText(`account of ${erasedByPerson} is erased`).first()).toBeVisible()
  expect(await database.rows("select id from accounts where email = $1", [erasedByPerson])).toEqual(
    [],
  )
})

test("sign-in, account and admin pages pass axe at 360 and 1280 px", async ({
  page,
  newPage,
  request,
  database,
}) => {
  // Seven pages, each at two widths, each checked by axe.
  test.setTimeout(180_000)
  const email = address("looks")
  await postCheckout(request, checkoutFields({ email }))
  const visitor = await newPage(email)
  await logInAsAdmin(page, PASSWORD)
  const [{ id }] = await database.rows("select id from accounts where email = $1", [email])
  for (const width of [360, 1280]) {
    for (const target of [visitor, page]) await target.setViewportSize({ width, height: 800 })
    const pages: [Page, string][] = [
      [visitor, "/account"],
      [visitor, "/account/delete"],
      [visitor, "/sign-in/welcome"],
      [page, "/admin/accounts"],
      [page, `/admin/accounts/${id}`],
    ]
    for (const [target, path] of pages) {
      await openPage(target, path)
      // The page itself, not the sign-in it would send a signed-out visitor to.
      expect(new URL(target.url()).pathname).toBe(path)
      await expectNoAxeViolations(target, `${path} at ${width}px`)
    }
    const signIn = await newPage()
    await signIn.setViewportSize({ width, height: 800 })
    await openPage(signIn, "/sign-in?welcome=1")
    await expectNoAxeViolations(signIn, `/sign-in at ${width}px`)
    await askForCode(signIn, address("looks-code"))
    await submitCode(signIn, "12")
    await expect(
      signIn.getByText("Please enter the 6-digit code from the mail.").first(),
    ).toBeVisible()
    // The toasts slide in: axe would measure a half-faded one.
    await expect
      .poll(() =>
        signIn
          .locator("[data-slot=toast]")
          .evaluateAll((toasts) => toasts.every((toast) => toast.getAnimations().length === 0)),
      )
      .toBe(true)
    await expectNoAxeViolations(signIn, `/sign-in code step at ${width}px`)
  }
})
