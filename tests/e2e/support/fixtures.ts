// Shared Playwright fixtures: one production server per worker (demo mode,
// clean database), and a guard that fails a test on a CSP violation or an
// uncaught page error.
import { test as base, expect } from "@playwright/test"
import { startAppServer, type AppServer } from "./app-server"

type WorkerFixtures = {
  app: AppServer
  /** The settings of the worker's server: `test.use({ appEnv: { … } })` in a spec. */
  appEnv: Record<string, string>
  /** The worker server's PostgreSQL database; none (embedded PGlite) unless `onPostgres`. */
  appDatabaseUrl: string | undefined
}
type TestFixtures = { pageErrors: string[] }

export const test = base.extend<TestFixtures, WorkerFixtures>({
  appEnv: [{}, { option: true, scope: "worker" }],
  appDatabaseUrl: [undefined, { option: true, scope: "worker" }],
  app: [
    async ({ appEnv, appDatabaseUrl }, use) => {
      const server = await startAppServer({ ...appEnv, DATABASE_URL: appDatabaseUrl })
      await use(server)
      await server.stop()
    },
    // A server start compiles PGlite's WebAssembly; a busy machine is slow.
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ app }, use) => use(app.url),
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`))
      // Every CSP violation the page reports, also those the console does not show (a
      // blocked eval that the script catches, as zod's `new Function` probe did).
      await page.exposeFunction("__reportCspViolation", (text: string) =>
        errors.push(`csp: ${text}`),
      )
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void })
            .__reportCspViolation
          report(
            `${event.effectiveDirective} blocked ${event.blockedURI || "(inline)"} at ${event.sourceFile}:${event.lineNumber}`,
          )
        })
      })
      page.on("console", (message) => {
        const text = message.text()
        if (
          message.type() === "error" &&
          /Content Security Policy|Refused to (execute|load|apply)/i.test(text)
        ) {
          errors.push(`csp: ${text}`)
        }
        if (message.type() === "error" && /hydrat/i.test(text)) errors.push(`hydration: ${text}`)
      })
      await use(errors)
      expect(errors, "page errors, CSP violations or hydration mismatches").toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Waits until React has hydrated the page, so clicks reach React handlers. */
export async function waitForHydration(page: import("@playwright/test").Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true")
}

/** Opens `path` and waits until React has hydrated it. */
export async function openPage(
  page: import("@playwright/test").Page,
  path: string,
  options?: Parameters<import("@playwright/test").Page["goto"]>[1],
) {
  const response = await page.goto(path, options)
  await waitForHydration(page)
  return response
}

/** The visible toast with this title (Radix also mirrors it into a live region). */
export function toastWithTitle(page: import("@playwright/test").Page, title: string) {
  return page.locator("[data-slot=toast]").filter({ has: page.getByText(title, { exact: true }) })
}

/**
 * No toast was raised. The toaster's code loads with the first toast, so a missing
 * toast could still be on its way; F8 loads it at once and focuses its region, and a
 * toast already raised is in the page by the time the region has the focus.
 */
export async function expectNoToast(page: import("@playwright/test").Page) {
  await focusNotifications(page)
  await expect(page.locator("[data-slot=toast]")).toHaveCount(0)
}

/**
 * F8 moves the focus to the notifications region. The toaster loads with the first toast:
 * F8 pressed before that focuses the region once it is in.
 */
export async function focusNotifications(page: import("@playwright/test").Page) {
  await page.keyboard.press("F8")
  await expect
    .poll(() =>
      page.evaluate(() =>
        document.activeElement?.closest("[role=region]")?.getAttribute("aria-label"),
      ),
    )
    .toMatch(/Notifications/)
}
