// The shared fixtures with a real SMTP server per worker, whose address the worker's app
// server mails to (polling its outbox often, so tests see mail soon). A spec adds its own
// settings with `test.use({ appEnv: { … } })`.
import { test as base } from "./fixtures"
import { startSmtpServer, type TestSmtpServer } from "./smtp"
import { startAppServer } from "./app-server"

export const test = base.extend<object, { smtp: TestSmtpServer }>({
  smtp: [
    async ({}, use) => {
      const smtp = await startSmtpServer()
      await use(smtp)
      await smtp.stop()
    },
    { scope: "worker" },
  ],
  app: [
    async ({ smtp, appEnv }, use) => {
      const server = await startAppServer({ MAIL_POLL_MS: "200", ...appEnv, SMTP_URL: smtp.url })
      await use(server)
      await server.stop()
    },
    // A server start compiles PGlite's WebAssembly; a busy machine is slow.
    { scope: "worker", timeout: 180_000 },
  ],
})
