// The server killed (SIGKILL) while it sends an order's mail, and started again on the
// same DATA_DIR (the embedded database): every order it acknowledged still gets both
// its mails, the customer's and the business's, within 30 s of the restart. The mail
// being sent when the process died is not held back by the dead process's claim.
import fs from "node:fs"
import net from "node:net"
import { request as playwrightRequest } from "@playwright/test"
import { expect, test } from "@playwright/test"
import { newDataDir, startAppServer } from "./support/app-server"
import { freePort } from "./support/free-port"
import { checkoutFields, CUSTOMER, postCheckout } from "./support/shop"
import { startSmtpServer } from "./support/smtp"

/** A mail server that accepts connections and never answers: a send that hangs. */
async function silentMailServer() {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on("error", () => {})
    socket.on("close", () => sockets.delete(socket))
  })
  let connections = 0
  server.on("connection", () => (connections += 1))
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve))
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

test("SIGKILL while an order's mail is being sent: after a restart every acknowledged order's two mails arrive within 30 s", async () => {
  test.setTimeout(180_000)
  const dataDir = await newDataDir()
  const silent = await silentMailServer()
  const smtp = await startSmtpServer()
  let app = await startAppServer({ DATA_DIR: dataDir, SMTP_URL: silent.url, MAIL_POLL_MS: "100" })
  try {
    const api = await playwrightRequest.newContext({ baseURL: app.url })
    const orderNumbers: string[] = []
    for (let i = 0; i < 2; i++) {
      const { status, body } = await postCheckout(api, checkoutFields())
      expect(status).toBe(200)
      orderNumbers.push((body.order as { orderNumber: string }).orderNumber)
    }
    await api.dispose()
    // The worker has claimed the first mail and waits for the mail server's greeting.
    await expect.poll(() => silent.connections()).toBeGreaterThan(0)
    app.kill("SIGKILL")
    expect(await app.exited).toBeNull()

    app = await startAppServer({ DATA_DIR: dataDir, SMTP_URL: smtp.url })
    const mails = await smtp.waitForMessages(4, 30_000)
    for (const orderNumber of orderNumbers) {
      const ofOrder = mails.filter((mail) => mail.subject.includes(orderNumber))
      expect(ofOrder.map((mail) => mail.to.join()).sort()).toEqual(
        [CUSTOMER.email, "info@localhost"].sort(),
      )
    }
    expect(mails).toHaveLength(4)
    // On the embedded database the dead process's claim was released at start, not waited out.
    expect(app.output()).toContain('"event":"mail.claims_released","count":1')
  } finally {
    await app.stop()
    await smtp.stop()
    await silent.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})
