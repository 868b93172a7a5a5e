// /premium against the production build and a real SMTP server: nothing sold, the waitlist
// joined through sign-in with one click, the admin's Waitlist page and its CSV.
import type { Page } from "@playwright/test"
import { logInAsAdmin } from "./support/admin-session"
import { expectNoAxeViolationsAtWidths } from "./support/axe"
import { expect, openPage, waitForHydration } from "./support/fixtures"
import { test } from "./support/mail-app"
import { signInAsVisitor } from "./support/visitor-session"

const PASSWORD = "e2e-premium-admin-password"
const SHOTS = "/tmp/shots-favourites"

test.use({ appEnv: { ADMIN_PASSWORD: PASSWORD, RATE_LIMIT_SIGN_IN_PER_CLIENT: "1000" } })

let counter = 0
const address = () => `waiting-${Date.now()}-${counter++}@example.com`

const checkPage = (page: Page, name: string) =>
  expectNoAxeViolationsAtWidths(page, name, { height: 900, shots: SHOTS })

test("'View Premium Plans' leads to /premium, which sells nothing and is axe clean", async ({
  page,
}) => {
  await openPage(page, "/cameras")
  await page.getByRole("link", { name: "View Premium Plans" }).click()
  await expect(page).toHaveURL(/\/premium$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Premium cameras")
  await expect(page.getByText(/Nothing is sold yet/)).toBeVisible()
  const cameras = page.getByRole("heading", { level: 3 })
  await expect(cameras).toHaveText(["Hermanus Whale Watching", "Robben Island"])
  await expect(page.getByText("COMING SOON", { exact: true })).toHaveCount(2)
  await checkPage(page, "premium-signed-out")
})

test("signed out, joining goes through sign-in and back; one click joins; the admin sees it and the CSV", async ({
  page,
  smtp,
  browser,
  app,
}) => {
  const email = address()
  await openPage(page, "/premium")
  await page.getByRole("link", { name: "Sign in to join the waitlist" }).click()
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fpremium$/)
  await signInAsVisitor(page, smtp, email, { alreadyOnSignIn: true })
  await expect(page).toHaveURL(/\/premium$/)
  await waitForHydration(page)
  const join = page.getByRole("button", { name: "Join the waitlist" })
  await join.focus()
  await page.keyboard.press("Enter")
  await expect(
    page.getByRole("status").filter({ hasText: /^You are on the waitlist \(since / }),
  ).toBeVisible()
  await checkPage(page, "premium-joined")
  // Joining again (a second tab's button) keeps one entry.
  const again = await page.request.post(`${app.url}/premium`, {
    headers: { Origin: app.url },
    form: {},
  })
  expect(again.status()).toBeLessThan(400)

  const admin = await (await browser.newContext({ baseURL: app.url })).newPage()
  await logInAsAdmin(admin, PASSWORD)
  await openPage(admin, "/admin/waitlist")
  await expect(
    admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Waitlist" }),
  ).toBeVisible()
  await expect(admin.getByRole("table").getByRole("row", { name: new RegExp(email) })).toBeVisible()
  await checkPage(admin, "admin-waitlist")
  const csv = await admin.request.get(`${app.url}/admin/waitlist.csv`)
  expect(csv.status()).toBe(200)
  expect(csv.headers()["content-type"]).toContain("text/csv")
  const text = await csv.text()
  expect(text.split(email)).toHaveLength(2)
  await admin.context().close()
})

test("joining signed out or from another site is refused and stores nothing", async ({
  page,
  smtp,
  app,
  playwright,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL: app.url })
  expect(
    (await anonymous.post("/premium", { headers: { Origin: app.url }, form: {} })).status(),
  ).toBe(401)
  await anonymous.dispose()
  await signInAsVisitor(page, smtp, address(), { next: "/premium" })
  const foreign = await page.request.post(`${app.url}/premium`, {
    headers: { Origin: "https://evil.example" },
    form: {},
  })
  expect(foreign.status()).toBe(403)
  await page.reload()
  await expect(page.getByRole("button", { name: "Join the waitlist" })).toBeVisible()
})
