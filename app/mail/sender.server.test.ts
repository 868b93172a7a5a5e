// The outbox worker against a real SMTP server (smtp-server) and a real database.
import { sql } from "drizzle-orm"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import type { Db } from "~/db/client.server"
import { mailOutbox } from "~/db/schema"
import { config } from "~/lib/config.server"
import { getMail, listOutbox, queueMail, retryMail } from "~/mail/outbox.server"
import { backoffMs, createMailWorker, type MailWorker } from "~/mail/sender.server"
import { createOrder } from "~/shop/orders.server"
import { databases, type TestDb } from "../../tests/support/databases"
import { orderInput, tShirts } from "../../tests/support/orders"
import { freeSmtpPort, startSmtpServer, type TestSmtpServer } from "../../tests/e2e/support/smtp"

const checkout = orderInput(1, {
  email: "thandi@example.com",
  firstName: "Thandi",
  lastName: "Nkosi <script>",
  address: "12 Beach Road",
  items: tShirts(2, "L"),
})

/** A mail of no kind the site sends, to `to`. */
const testMail = (to: string, subject: string) => ({
  kind: "test",
  orderId: null,
  to,
  subject,
  text: `Body of ${subject}`,
  html: `<p>${subject}</p>`,
})

describe.each(databases)("mail worker ($name)", { timeout: 90_000 }, ({ name, open }) => {
  let db: Db
  let opened: TestDb
  let smtp: TestSmtpServer | undefined
  const workers: MailWorker[] = []

  const worker = (options: Partial<Parameters<typeof createMailWorker>[0]>) => {
    const w = createMailWorker({
      db,
      now: () => new Date(),
      pollMs: 20,
      retryBaseMs: 50,
      from: "Shop <shop@test.local>",
      ...options,
    })
    workers.push(w)
    return w
  }

  // Generous: PGlite's first start compiles WebAssembly, slow on a busy machine.
  beforeEach(async () => {
    opened = await open()
    db = opened.db
  }, 90_000)
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()))
    await smtp?.stop()
    smtp = undefined
    await held?.stop()
    held = undefined
    await opened.close()
  })

  // An SMTP server that holds every send at RCPT TO until `release()`.
  let held: TestSmtpServer | undefined
  async function heldSmtpServer() {
    let release!: () => void
    held = await startSmtpServer(undefined, { hold: new Promise<void>((r) => (release = r)) })
    return { server: held, release }
  }

  async function queueTestMails(count: number) {
    for (let i = 0; i < count; i++) {
      await queueMail(db, testMail(`c${i}@example.com`, `Mail ${i}`))
    }
  }

  it("delivers the customer's and the business's order mail with the right content", async () => {
    smtp = await startSmtpServer()
    const { order } = await createOrder(db, checkout)
    expect(await worker({ smtpUrl: smtp.url }).runOnce()).toBe(2)

    const customer = smtp.messages.find((m) => m.to.includes("thandi@example.com"))!
    const business = smtp.messages.find((m) => m.to.includes("info@localhost"))!
    expect(customer.from).toBe("shop@test.local")
    expect(customer.subject).toBe(
      `Your order ${order.orderNumber}: bank details for your EFT payment`,
    )
    for (const text of [
      `Reference: ${order.orderNumber}`,
      "Branch code: 000000 (placeholder – set BANK_BRANCH_CODE)",
      "Account number: 0000000000 (placeholder – set BANK_ACCOUNT_NUMBER)",
      "Cape Ocean Adventures T-Shirt, size L, 2 x R299.00 = R598.00",
      "Subtotal: R598.00",
      "Shipping: R350.00",
      "Total: R948.00",
      "What happens next:",
    ]) {
      expect(customer.text).toContain(text)
    }
    expect(customer.html).toContain("Branch code")
    expect(customer.html).toContain("Nkosi &lt;script&gt;")
    expect(customer.html).not.toContain("<script>")

    expect(business.subject).toBe(
      `New order ${order.orderNumber} from Thandi Nkosi <script> (R948.00)`,
    )
    for (const text of [
      "thandi@example.com",
      "12 Beach Road",
      "Muizenberg 7945",
      "South Africa",
      "Total: R948.00",
    ]) {
      expect(business.text).toContain(text)
    }
    expect(business.html).not.toContain("<script>")

    const rows = await listOutbox(db)
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ["sent", 1],
      ["sent", 1],
    ])
    expect(rows.every((row) => row.sentAt !== null)).toBe(true)
  })

  it("sends a mail queued in the same millisecond as the pass began", async () => {
    // The database keeps microseconds, the worker's clock milliseconds.
    smtp = await startSmtpServer()
    await queueTestMails(1)
    await db.execute(sql`update mail_outbox set next_attempt_at = '2026-11-23T10:00:00.123456Z'`)
    const w = worker({ smtpUrl: smtp.url, now: () => new Date("2026-11-23T10:00:00.123Z") })
    expect(await w.runOnce()).toBe(1)
    expect(smtp.messages).toHaveLength(1)
  })

  it("two workers running at once never deliver one mail twice", async () => {
    smtp = await startSmtpServer()
    await queueTestMails(30)
    const a = worker({ smtpUrl: smtp.url })
    const b = worker({ smtpUrl: smtp.url })
    const [sentA, sentB] = await Promise.all([a.runOnce(), b.runOnce()])
    expect(sentA + sentB).toBe(30)
    expect(sentA).toBeGreaterThan(0)
    expect(sentB).toBeGreaterThan(0)
    const subjects = smtp.messages.map((m) => m.subject).sort()
    expect(subjects).toHaveLength(30)
    expect(new Set(subjects).size).toBe(30)
  })

  it("with a slow SMTP server, a lease covers one send, so no mail is taken over and sent twice", async () => {
    // Each send takes 400 ms and a lease lasts 3 s: a worker that claimed ten
    // mails under one lease would still be sending when the lease of the last ones
    // ran out (after about 4 s), and the other worker would send those again. One
    // send keeps a margin of seconds, so a loaded machine does not break the lease.
    smtp = await startSmtpServer(undefined, { delayMs: 400 })
    await queueTestMails(24)
    const a = worker({ smtpUrl: smtp.url, lockMs: 3_000 })
    const b = worker({ smtpUrl: smtp.url, lockMs: 3_000 })
    const [sentA, sentB] = await Promise.all([a.runOnce(), b.runOnce()])
    const subjects = smtp.messages.map((m) => m.subject)
    expect(subjects).toHaveLength(24)
    expect(new Set(subjects).size).toBe(24)
    expect(sentA + sentB).toBe(24)
    expect((await listOutbox(db)).every((row) => row.status === "sent")).toBe(true)
  })

  it("keeps the order and its mail while SMTP is down, and delivers once it is back", async () => {
    const port = await freeSmtpPort()
    const { order } = await createOrder(db, checkout)
    const w = worker({ smtpUrl: `smtp://127.0.0.1:${port}` })
    const before = Date.now()
    expect(await w.runOnce()).toBe(0)
    const afterFailure = await listOutbox(db)
    expect(afterFailure.map((row) => [row.status, row.attempts])).toEqual([
      ["queued", 1],
      ["queued", 1],
    ])
    expect(afterFailure[0]!.lastError).toMatch(/ECONNREFUSED|connect/i)
    expect(afterFailure[0]!.nextAttemptAt.getTime()).toBeGreaterThan(before)

    smtp = await startSmtpServer(port)
    w.start()
    // Both rows marked sent, then the worker stopped (its pass in flight finished):
    // any second delivery would have reached the server by now.
    await expect
      .poll(async () => (await listOutbox(db)).map((row) => row.status), { timeout: 15_000 })
      .toEqual(["sent", "sent"])
    await w.stop()
    expect(smtp.messages).toHaveLength(2)
    expect(smtp.messages.map((m) => m.subject).join("\n")).toContain(order.orderNumber)
  })

  it("marks a mail failed after the last attempt, and retryMail queues it again", async () => {
    const port = await freeSmtpPort()
    const id = await queueMail(db, testMail("x@example.com", "T"))
    let clock = Date.now()
    const w = worker({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      maxAttempts: 2,
      now: () => new Date(clock),
    })
    await w.runOnce()
    expect((await getMail(db, id))?.status).toBe("queued")
    clock += 60_000
    await w.runOnce()
    expect(await getMail(db, id)).toMatchObject({ status: "failed", attempts: 2 })
    clock += 60 * 60_000
    await w.runOnce()
    expect((await getMail(db, id))?.attempts).toBe(2)

    expect(await retryMail(db, id)).toBe(true)
    expect(await retryMail(db, id)).toBe(false)
    smtp = await startSmtpServer(port)
    await w.runOnce()
    expect(await getMail(db, id)).toMatchObject({ status: "sent" })
    expect(smtp.messages).toHaveLength(1)
  })

  it("takes over a mail whose sender died mid-send once its lock has expired", async () => {
    smtp = await startSmtpServer()
    const id = await queueMail(db, testMail("x@example.com", "T"))
    await db
      .update(mailOutbox)
      .set({ status: "sending", lockedUntil: new Date(Date.now() + 60_000) })
    const w = worker({ smtpUrl: smtp.url })
    expect(await w.runOnce()).toBe(0)
    await db.update(mailOutbox).set({ lockedUntil: new Date(Date.now() - 1) })
    expect(await w.runOnce()).toBe(1)
    expect((await getMail(db, id))?.status).toBe("sent")
  })

  it("takes over the mail of a sender that stopped renewing its claim, a lease (at most 30 s) after its last renewal, and the old sender then drops its send", async () => {
    smtp = await startSmtpServer()
    const stuck = await heldSmtpServer()
    await queueTestMails(1)
    // The mail is due from the moment it was queued, so A's clock starts there.
    const t0 = Date.now()
    // A claims the mail at t0 with the default lease and renews no more (as if it were
    // paused or cut off from the database) while its send hangs.
    const a = worker({
      smtpUrl: stuck.server.url,
      now: () => new Date(t0),
      renewEveryMs: 3_600_000,
    })
    const aPass = a.runOnce()
    await expect.poll(() => stuck.server.held(), { timeout: 10_000 }).toBe(1)

    expect(config.mail.leaseMs).toBeLessThanOrEqual(30_000)
    let clock = t0 + config.mail.leaseMs - 1
    const b = worker({ smtpUrl: smtp.url, now: () => new Date(clock) })
    expect(await b.runOnce()).toBe(0)
    clock = t0 + config.mail.leaseMs
    expect(await b.runOnce()).toBe(1)

    // A's send goes on; just before the message would be complete it checks its claim,
    // finds it gone and drops the connection: the server keeps nothing.
    stuck.release()
    expect(await aPass).toBe(0)
    expect(stuck.server.messages).toHaveLength(0)
    expect(smtp.messages).toHaveLength(1)
    expect((await listOutbox(db)).map((row) => [row.status, row.attempts])).toEqual([["sent", 1]])
  })

  it("a sender whose renewal finds its claim taken over drops the send at once", async () => {
    smtp = await startSmtpServer()
    const stuck = await heldSmtpServer()
    await queueTestMails(1)
    let aDone = false
    const a = worker({ smtpUrl: stuck.server.url, renewEveryMs: 50 })
    const aPass = a.runOnce().finally(() => (aDone = true))
    await expect.poll(() => stuck.server.held(), { timeout: 10_000 }).toBe(1)
    // To B's clock, a lease ahead, A's claim has run out.
    const b = worker({ smtpUrl: smtp.url, now: () => new Date(Date.now() + 60_000) })
    expect(await b.runOnce()).toBe(1)
    // A gives up while its send is still held, without waiting for any timeout.
    await expect.poll(() => aDone, { timeout: 10_000 }).toBe(true)
    expect(await aPass).toBe(0)
    stuck.release()
    expect(smtp.messages).toHaveLength(1)
    expect((await listOutbox(db)).map((row) => [row.status, row.attempts])).toEqual([["sent", 1]])
  })

  it("a live sender keeps renewing its claim through a send longer than the lease: no takeover, one delivery", async () => {
    // Each send takes 5 s and a lease lasts 3 s: without renewals the other worker
    // would take the mail over after 3 s and send it again.
    smtp = await startSmtpServer(undefined, { delayMs: 5_000 })
    await queueTestMails(1)
    const a = worker({ smtpUrl: smtp.url, lockMs: 3_000 })
    const aPass = a.runOnce()
    await expect.poll(() => smtp!.messages.length, { timeout: 15_000 }).toBe(1)
    const b = worker({ smtpUrl: smtp.url, lockMs: 3_000 })
    b.start()
    expect(await aPass).toBe(1)
    await b.stop()
    expect(smtp.messages).toHaveLength(1)
    expect((await listOutbox(db)).map((row) => [row.status, row.attempts])).toEqual([["sent", 1]])
  })

  it.runIf(name === "PGlite")(
    "on the embedded database, a starting worker sends at once the mail its killed predecessor had claimed",
    async () => {
      smtp = await startSmtpServer()
      await queueTestMails(2)
      await db
        .update(mailOutbox)
        .set({ status: "sending", lockedUntil: new Date(Date.now() + config.mail.leaseMs) })
      expect(await worker({ smtpUrl: smtp.url }).runOnce()).toBe(0)
      expect(await worker({ smtpUrl: smtp.url, exclusive: true }).runOnce()).toBe(2)
      expect(smtp.messages).toHaveLength(2)
    },
  )

  it("sends nothing without SMTP_URL and leaves the mail queued", async () => {
    await createOrder(db, checkout)
    const w = worker({ smtpUrl: undefined })
    w.start()
    expect(await w.runOnce()).toBe(0)
    expect((await listOutbox(db)).map((row) => row.status)).toEqual(["queued", "queued"])
  })

  it("backs off exponentially", () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 1000))).toEqual([1000, 2000, 4000, 8000])
    expect(backoffMs(40, 1000)).toBe(6 * 60 * 60 * 1000)
  })
})
