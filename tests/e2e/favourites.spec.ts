// Favourite cameras and go-live alerts against the production build, the video API fake
// and a real SMTP server: a favourite asked for signed out survives the sign-in; the
// alert mails one go-live once, not again for a restart within 12 hours; its one-click
// List-Unsubscribe switches it off; bad requests store nothing.
import type { APIRequestContext, Page } from "@playwright/test"
import { startVideoApp, type VideoApp } from "../fakes/video-app"
import { expectNoAxeViolationsAtWidths } from "./support/axe"
import { expect, openPage, waitForHydration } from "./support/fixtures"
import { mailSettings, withSmtp } from "./support/mail-app"
import { signInDirectly } from "./support/seeded-session"
import type { ReceivedMail, TestSmtpServer } from "./support/smtp"
import { onPostgres, type TestDatabase } from "./support/test-database"
import { alertMailsTo, askForCode, signInAsVisitor } from "./support/visitor-session"

// On PostgreSQL, which the tests reach too: most sign visitors in by storing their session.
const test = withSmtp.extend<object, { videoApp: VideoApp; database: TestDatabase }>({
  ...onPostgres,
  videoApp: [
    async ({ smtp, appDatabaseUrl }, use) => {
      const videoApp = await startVideoApp({
        ttlSeconds: 2,
        env: mailSettings(smtp, {
          YOUTUBE_LIVE_REFRESH_SECONDS: "1",
          RATE_LIMIT_SIGN_IN_PER_CLIENT: "1000",
          DATABASE_URL: appDatabaseUrl,
        }),
      })
      await use(videoApp)
      await videoApp.stop()
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ videoApp }, use) => use(videoApp.app.url),
})

let counter = 0
const unique = (label: string) => `${label}-${Date.now()}-${counter++}`

// Each test's broadcasts end after it, so the fake's live list stays the same size whatever
// ran before in the worker (a longer list pushes a camera out of what the site discovers).
const started: string[] = []
test.afterEach(({ videoApp }) => {
  for (const name of started.splice(0)) endBroadcasts(videoApp, name)
})

/** A new broadcast of its own for a test, and the page of the camera the site makes of it. */
async function newCamera(page: Page, videoApp: VideoApp) {
  const name = `Favourite Cove ${unique("cam")}`
  started.push(name)
  const slug = name.toLowerCase().replace(/ /g, "-")
  videoApp.fake.startStream({ id: unique("video"), title: name, viewers: 7 })
  await expect(async () => {
    const answer = await page.goto(`/cameras/${slug}`)
    expect(answer?.status()).toBe(200)
  }).toPass({ timeout: 30_000, intervals: [250, 500, 1000] })
  await waitForHydration(page)
  return { name, slug }
}

/** Ends every live broadcast of the camera. */
function endBroadcasts(videoApp: VideoApp, name: string) {
  for (const stream of videoApp.fake.streams())
    if (stream.title === name && stream.status === "live") videoApp.fake.endStream(stream.id)
}

/** A header of a received mail (folded lines joined). */
function header(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ")
  const match = new RegExp(`^${name}: (.*)$`, "mi").exec(head)
  return match?.[1]?.trim()
}

/** Waits until the account page shows the camera in this state. */
async function untilAccountShows(page: Page, name: string, state: "LIVE" | "OFFLINE") {
  await expect(async () => {
    await page.goto("/account")
    const item = page.getByRole("list", { name: "My cameras" }).getByRole("listitem")
    await expect(item.filter({ hasText: name }).getByText(state, { exact: true })).toBeVisible({
      timeout: 500,
    })
  }).toPass({ timeout: 30_000, intervals: [250, 500, 1000] })
  await waitForHydration(page)
}

/**
 * Waits until every mail queued so far has left: a sign-in code asked for now is queued
 * after them and the outbox sends in order, so once it arrives the others would have.
 */
async function drainOutbox(page: Page, smtp: TestSmtpServer) {
  const marker = `${unique("marker")}@example.com`
  const context = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin })
  const other = await context.newPage()
  await openPage(other, "/sign-in")
  await askForCode(other, marker)
  await expect.poll(() => smtp.messages.some((mail) => mail.to.includes(marker))).toBe(true)
  await context.close()
}

async function oneClick(request: APIRequestContext, url: string) {
  // A mail program posts from its own servers: no Origin, no cookie.
  return request.post(url, {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  })
}

test("a favourite asked for signed out is added by the sign-in; its go-live alert mails once and switches off by one click", async ({
  page,
  smtp,
  videoApp,
  playwright,
}) => {
  test.setTimeout(120_000)
  const { name, slug } = await newCamera(page, videoApp)
  const email = `${unique("fan")}@example.com`

  await page.getByRole("button", { name: `Add to favourites: ${name}` }).click()
  await expect(page).toHaveURL(/\/sign-in\?/)
  await signInAsVisitor(page, smtp, email, { alreadyOnSignIn: true })
  await expect(page).toHaveURL(new RegExp(`/cameras/${slug}$`))
  await waitForHydration(page)
  const remove = page.getByRole("button", { name: `Remove from favourites: ${name}` })
  await expect(remove).toHaveAttribute("aria-pressed", "true")

  await untilAccountShows(page, name, "LIVE")
  const item = page
    .getByRole("list", { name: "My cameras" })
    .getByRole("listitem")
    .filter({ hasText: name })
  await expect(item.getByText("7 viewers")).toBeVisible()
  const alert = item.getByRole("button", { name: `E-mail me when it goes live: ${name}` })
  await expect(alert).toHaveAttribute("aria-pressed", "false")
  // The switch shows the new state at once; the reload must come after the server stored it.
  const stored = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("/favourites"),
  )
  await alert.click()
  await expect(alert).toHaveAttribute("aria-pressed", "true")
  expect((await stored).ok()).toBe(true)
  await page.reload()
  await expect(alert).toHaveAttribute("aria-pressed", "true")

  // It goes offline, then a new broadcast of it starts: one mail.
  endBroadcasts(videoApp, name)
  await untilAccountShows(page, name, "OFFLINE")
  videoApp.fake.startStream({ id: unique("video"), title: name, viewers: 3 })
  await expect.poll(() => alertMailsTo(smtp, email).length, { timeout: 30_000 }).toBe(1)
  const mail = alertMailsTo(smtp, email)[0]!
  expect(mail.subject).toBe(`${name} is live now`)
  expect(mail.text).toContain(`/cameras/${slug}`)
  expect(mail.text).toContain(`You asked to be told when ${name} goes live`)
  expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click")
  const offUrl = /^<(.+)>$/.exec(header(mail, "List-Unsubscribe") ?? "")?.[1]
  expect(offUrl).toMatch(/\/alerts\/unsubscribe\?token=/)

  // Ended and restarted within 12 hours: no second mail.
  endBroadcasts(videoApp, name)
  await untilAccountShows(page, name, "OFFLINE")
  videoApp.fake.startStream({ id: unique("video"), title: name, viewers: 4 })
  await untilAccountShows(page, name, "LIVE")
  await drainOutbox(page, smtp)
  expect(alertMailsTo(smtp, email)).toHaveLength(1)

  // The mail program's one-click unsubscribe (the link's origin is PUBLIC_ORIGIN).
  const request = await playwright.request.newContext()
  const path = new URL(offUrl!).pathname + new URL(offUrl!).search
  const answer = await oneClick(request, new URL(path, videoApp.app.url).toString())
  expect(answer.status()).toBe(200)
  await request.dispose()
  await page.reload()
  await expect(alert).toHaveAttribute("aria-pressed", "false")
})

test("opening the alert link only asks; its button switches the alert off", async ({
  page,
  smtp,
  videoApp,
  database,
}) => {
  test.setTimeout(120_000)
  const email = `${unique("reader")}@example.com`
  await signInDirectly(page.context(), database, videoApp.app.url, email)
  const { name } = await newCamera(page, videoApp)
  await page.getByRole("button", { name: `Add to favourites: ${name}` }).click()
  await expect(
    page.getByRole("button", { name: `Remove from favourites: ${name}` }),
  ).toHaveAttribute("aria-pressed", "true")
  await untilAccountShows(page, name, "LIVE")
  await page.getByRole("button", { name: `E-mail me when it goes live: ${name}` }).click()
  await expect(
    page.getByRole("button", { name: `E-mail me when it goes live: ${name}` }),
  ).toHaveAttribute("aria-pressed", "true")
  endBroadcasts(videoApp, name)
  await untilAccountShows(page, name, "OFFLINE")
  videoApp.fake.startStream({ id: unique("video"), title: name, viewers: 2 })
  await expect.poll(() => alertMailsTo(smtp, email).length, { timeout: 30_000 }).toBe(1)
  const link = /(https?:\/\/\S+\/alerts\/unsubscribe\?token=\S+)/.exec(
    alertMailsTo(smtp, email)[0]!.text,
  )![1]!
  const url = new URL(link)
  await page.goto(url.pathname + url.search)
  await expect(page.getByText(`Stop e-mailing you when ${name} goes live?`)).toBeVisible()
  await page.goto("/account")
  const alert = page.getByRole("button", { name: `E-mail me when it goes live: ${name}` })
  await expect(alert).toHaveAttribute("aria-pressed", "true")
  await openPage(page, url.pathname + url.search)
  await page.getByRole("button", { name: "Stop these mails" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alert switched off")
  await page.goto("/account")
  await expect(alert).toHaveAttribute("aria-pressed", "false")
})

test("My cameras and the favourite toggles: axe clean, by keyboard, at 360 and 1280 px", async ({
  page,
  videoApp,
  database,
}) => {
  await signInDirectly(page.context(), database, videoApp.app.url, `${unique("keys")}@example.com`)
  const { name } = await newCamera(page, videoApp)
  const toggle = page.getByRole("button", { name: `Add to favourites: ${name}` })
  await toggle.focus()
  await page.keyboard.press("Enter")
  await expect(page.getByRole("button", { name: `Remove from favourites: ${name}` })).toBeFocused()
  await untilAccountShows(page, name, "LIVE")
  const alert = page.getByRole("button", { name: `E-mail me when it goes live: ${name}` })
  await alert.focus()
  await page.keyboard.press("Space")
  await expect(alert).toHaveAttribute("aria-pressed", "true")
  await expectNoAxeViolationsAtWidths(page, "account", { height: 900 })
  await openPage(page, "/cameras")
  await expect(
    page.getByRole("button", { name: `Remove from favourites: ${name}` }),
  ).toHaveAttribute("aria-pressed", "true")
})

test("bad favourite and alert requests are refused and store nothing", async ({
  page,
  videoApp,
  playwright,
  database,
}) => {
  const { slug } = await newCamera(page, videoApp)
  const origin = videoApp.app.url
  // Signed out, adding leads to sign-in and stores nothing; the other intents are refused.
  const anonymous = await playwright.request.newContext({ baseURL: origin, maxRedirects: 0 })
  const signedOutAdd = await anonymous.post("/favourites", {
    headers: { Origin: origin },
    form: { intent: "add", camera: slug },
  })
  expect(signedOutAdd.status()).toBe(303)
  expect(signedOutAdd.headers().location).toBe(
    `/sign-in?next=%2Fcameras%2F${slug}&favourite=${slug}`,
  )
  const signedOutAlert = await anonymous.post("/favourites", {
    headers: { Origin: origin },
    form: { intent: "alert-on", camera: slug },
  })
  expect(signedOutAlert.status()).toBe(401)
  await anonymous.dispose()

  await signInDirectly(page.context(), database, origin, `${unique("bad")}@example.com`)
  const request = page.request
  const post = (
    form: Record<string, string>,
    headers: Record<string, string> = { Origin: origin },
  ) => request.post(`${origin}/favourites`, { headers, form, maxRedirects: 0 })
  expect((await post({ intent: "add", camera: "no-such-camera" })).status()).toBe(404)
  expect((await post({ intent: "add", camera: "../admin" })).status()).toBe(400)
  expect((await post({ intent: "add", camera: "x".repeat(500) })).status()).toBe(400)
  expect((await post({ intent: "steal", camera: slug })).status()).toBe(400)
  expect((await post({ intent: "alert-on", camera: slug })).status()).toBe(409)
  expect(
    (await post({ intent: "add", camera: slug }, { Origin: "https://evil.example" })).status(),
  ).toBe(403)
  expect((await post({ intent: "add", camera: slug }, {})).status()).toBe(403)
  // The samples are no cameras of the table: not favourites either.
  expect((await post({ intent: "add", camera: "robben-island" })).status()).toBe(404)

  for (const token of ["", "1.1.forged", `1.1.${"A".repeat(43)}`, "x".repeat(300)]) {
    const path = `/alerts/unsubscribe?token=${encodeURIComponent(token)}`
    expect((await request.get(`${origin}${path}`)).status()).toBe(400)
    const answer = await request.post(`${origin}${path}`, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    })
    expect(answer.status()).toBe(400)
  }
  await page.goto("/account")
  await expect(page.getByText(/No favourites yet/)).toBeVisible()
})
