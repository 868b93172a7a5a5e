// Visitor accounts against the production build and a real SMTP server: signing in with
// the e-mailed code and its rules, the account page (orders, data, deletion), the header,
// the page cache, and a session made by one process used on another.
import { startAppServer, type AppServer } from "./support/app-server"
import { expect, test as base, waitForHydration } from "./support/fixtures"
import { startSmtpServer, type TestSmtpServer } from "./support/smtp"
import { askForCode, codeOf, nextCodeMail, signInAsVisitor } from "./support/visitor-session"

const test = base.extend<{}, { smtp: TestSmtpServer; app: AppServer }>({
  smtp: [
    async ({}, use) => {
      const smtp = await startSmtpServer()
      await use(smtp)
      await smtp.stop()
    },
    { scope: "worker" },
  ],
  app: [
    async ({ smtp }, use) => {
      const server = await startAppServer({
        SMTP_URL: smtp.url,
        MAIL_POLL_MS: "200",
        // Every test signs in from this machine: the per-client limit would be spent.
        RATE_LIMIT_SIGN_IN_PER_CLIENT: "1000",
      })
      await use(server)
      await server.stop()
    },
    { scope: "worker", timeout: 180_000 },
  ],
})

let counter = 0
const address = (label: string) => `${label}-${Date.now()}-${counter++}@example.com`

test("Sign Up mails a code that signs in; the top bar then shows Account", async ({
  page,
  smtp,
}) => {
  await page.goto("/")
  await waitForHydration(page)
  await page.getByRole("banner").getByRole("link", { name: "Sign Up" }).click()
  await expect(page).toHaveURL(/\/sign-in\?welcome=1$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account")
  const email = address("new")
  const { created } = await signInAsVisitor(page, smtp, email, { alreadyOnSignIn: true })
  expect(created).toBe(true)
  await expect(page).toHaveURL(/\/account$/)
  const banner = page.getByRole("banner")
  await expect(banner.getByRole("link", { name: "Account" })).toBeVisible()
  await expect(banner.getByRole("link", { name: "Login" })).toHaveCount(0)
})
