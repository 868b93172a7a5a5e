// The shared fixtures with a real SMTP server per worker, whose address the worker's app
// server mails to. A spec adds its own settings with `test.use({ appEnv: { … } })`; a spec
// with servers of its own (the video fake's, a second process) extends `withSmtp` and
// starts them with `mailSettings(smtp)`.
import { test as base } from "./fixtures"
import { startSmtpServer, type TestSmtpServer } from "./smtp"
import { startAppServer } from "./app-server"

/** Mail to `smtp`, the outbox polled often so tests see mail soon (`env` may poll otherwise). */
export function mailSettings(smtp: TestSmtpServer, env: Record<string, string | undefined> = {}) {
  return { MAIL_POLL_MS: "200", ...env, SMTP_URL: smtp.url }
}

export const withSmtp = base.extend<object, { smtp: TestSmtpServer }>({
  smtp: [
    async ({}, use) => {
      const smtp = await startSmtpServer()
      await use(smtp)
      await smtp.stop()
    },
    { scope: "worker" },
  ],
})

export const test = withSmtp.extend({
  app: [
    async ({ smtp, appEnv, appDatabaseUrl }, use) => {
      const server = await startAppServer(
        mailSettings(smtp, { ...appEnv, DATABASE_URL: appDatabaseUrl }),
      )
      await use(server)
      await server.stop()
    },
    // A server start compiles PGlite's WebAssembly; a busy machine is slow.
    { scope: "worker", timeout: 180_000 },
  ],
})
