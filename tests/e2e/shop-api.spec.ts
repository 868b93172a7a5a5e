// The checkout action as an attacker or a flaky network sees it: tampered posts
// straight to the running server, double submits, and SMTP down while orders
// are placed. At the end the server's own database is opened to prove that
// nothing else was stored.
import fs from "node:fs"
import path from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { newDataDir, startAppServer, type AppServer } from "./support/app-server"
import { expect, test } from "./support/fixtures"
import { checkoutFields, postCheckout } from "./support/shop"
import { freeSmtpPort, startSmtpServer, type TestSmtpServer } from "./support/smtp"

test.describe.configure({ mode: "serial" })

let app: AppServer
// Its own DATA_DIR, kept after the server stops: the last test reads the database.
let dataDir: string
let smtpPort: number
let smtp: TestSmtpServer | undefined
const placed = new Set<string>()

test.beforeAll(async () => {
  // SMTP is down when the orders are placed: nothing listens on this port yet.
  smtpPort = await freeSmtpPort()
  dataDir = await newDataDir()
  app = await startAppServer({
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_POLL_MS: "200",
    MAIL_RETRY_BASE_MS: "300",
  })
})

test.afterAll(async () => {
  await app?.stop()
  await smtp?.stop()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

test.use({ baseURL: undefined })

const item = (fields: Record<string, unknown>) =>
  JSON.stringify([{ id: 1, size: "M", quantity: 1, ...fields }])

const tampered: [string, Record<string, string>, string, string][] = [
  ["an unknown size", { items: item({ size: "XXXL" }) }, "items", "Unknown size"],
  ["an unknown product", { items: item({ id: 42 }) }, "items", "Unknown product"],
  [
    "quantity 0",
    { items: item({ quantity: 0 }) },
    "items",
    "Quantity must be a whole number from 1 to 99",
  ],
  [
    "quantity 1000",
    { items: item({ quantity: 1000 }) },
    "items",
    "Quantity must be a whole number from 1 to 99",
  ],
  [
    "quantity 'abc'",
    { items: item({ quantity: "abc" }) },
    "items",
    "Quantity must be a whole number from 1 to 99",
  ],
  [
    "a 10,000-character name",
    { firstName: "x".repeat(10_000) },
    "firstName",
    "First name must be at most 100 characters",
  ],
  [
    "a malformed e-mail",
    { email: "thandi(at)example.com" },
    "email",
    "Please enter a valid email address",
  ],
  ["a cart that is not JSON", { items: "<script>" }, "items", "Your cart could not be read"],
  ["an empty cart", { items: "[]" }, "items", "Your cart is empty"],
  [
    "a missing idempotency key",
    { idempotencyKey: "" },
    "idempotencyKey",
    "Please reload the page and try again",
  ],
]

for (const [label, fields, field, message] of tampered) {
  test(`refuses ${label} with a clear error`, async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: app.url })
    const { status, body } = await postCheckout(request, checkoutFields(fields))
    expect(status).toBe(400)
    expect(body).toEqual({ ok: false, fieldErrors: { [field]: message } })
    await request.dispose()
  })
}

test("ignores a price sent by the browser: a shirt costs R299", async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: app.url })
  const { status, body } = await postCheckout(
    request,
    checkoutFields({
      items: JSON.stringify([{ id: 1, size: "L", quantity: 2, price: 1, name: "Free shirt" }]),
    }),
  )
  expect(status).toBe(200)
  const order = body.order as { orderNumber: string; items: unknown[]; totals: unknown }
  expect(order.items).toEqual([
    { name: "Cape Ocean Adventures T-Shirt", size: "L", quantity: 2, price: 299 },
  ])
  expect(order.totals).toEqual({ subtotal: 598, shipping: 350, total: 948 })
  placed.add(order.orderNumber)
  await request.dispose()
})

test("a double submit, one after the other or at once, stores one order", async ({
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: app.url })
  const fields = checkoutFields()
  const first = await postCheckout(request, fields)
  const again = await postCheckout(request, fields)
  const number = (result: typeof first) =>
    (result.body.order as { orderNumber: string }).orderNumber
  expect(number(again)).toBe(number(first))

  const twin = checkoutFields()
  const [a, b] = await Promise.all([postCheckout(request, twin), postCheckout(request, twin)])
  expect(number(a)).toBe(number(b))
  expect(number(a)).not.toBe(number(first))
  placed.add(number(first))
  placed.add(number(a))
  await request.dispose()
})

test("orders placed while SMTP was down get their mail once it is back, each mail once", async () => {
  expect(placed.size).toBe(3)
  // Let the worker fail at least once against the closed port.
  await expect
    .poll(() => app.output().includes('"event":"mail.retry_later"'), { timeout: 10_000 })
    .toBe(true)
  smtp = await startSmtpServer(smtpPort)
  await smtp.waitForMessages(placed.size * 2, 20_000)
  // Every mail is marked sent (logged after it is stored), so none is left to send again.
  await expect
    .poll(() => new Set(app.output().match(/"event":"mail\.sent".*?"id":\d+/g)).size, {
      timeout: 20_000,
    })
    .toBe(placed.size * 2)
  expect(smtp.messages).toHaveLength(placed.size * 2)
  for (const orderNumber of placed) {
    expect(smtp.messages.filter((mail) => mail.subject.includes(orderNumber))).toHaveLength(2)
  }
})

test("nothing but the accepted orders was stored", async () => {
  await app.stop()
  const db = new PGlite(path.join(app.dataDir, "pglite"))
  try {
    const count = async (table: string) =>
      Number((await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n)
    expect(await count("orders")).toBe(3)
    expect(await count("order_lines")).toBe(3)
    expect(await count("mail_outbox")).toBe(6)
    const numbers = (
      await db.query<{ order_number: string }>("select order_number from orders")
    ).rows.map((r) => r.order_number)
    expect(new Set(numbers)).toEqual(placed)
    const statuses = (await db.query<{ status: string }>("select distinct status from mail_outbox"))
      .rows
    expect(statuses).toEqual([{ status: "sent" }])
  } finally {
    await db.close()
  }
})
