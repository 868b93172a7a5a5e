// The checkout action as an attacker or a flaky network sees it: tampered posts
// straight to the running server, double submits, and SMTP down while orders
// are placed. The server runs on a database of the worker's own, which each test
// reads to prove that it stored what it should and nothing else.
import { expect, test as base } from "./support/fixtures"
import { checkoutFields, placeOrder, postCheckout } from "./support/shop"
import { freeSmtpPort, startSmtpServer } from "./support/smtp"
import { onPostgres, type TestDatabase } from "./support/test-database"

const test = base.extend<object, { database: TestDatabase; smtpPort: number }>({
  ...onPostgres,
  // SMTP is down until a test starts a server on this port: nothing listens on it.
  smtpPort: [async ({}, use) => use(await freeSmtpPort()), { scope: "worker" }],
  appEnv: [
    async ({ smtpPort }, use) =>
      use({
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_POLL_MS: "200",
        MAIL_RETRY_BASE_MS: "300",
        // Every test posts orders from this one machine: a test load, not abuse.
        RATE_LIMIT_CHECKOUT_PER_CLIENT: "1000",
      }),
    { scope: "worker" },
  ],
})

/** How many rows the checkout writes to: orders, their lines, their mails. */
async function stored(database: TestDatabase) {
  const [row] = await database.rows<{ orders: number; lines: number; mails: number }>(
    `select (select count(*)::int from orders) as orders,
            (select count(*)::int from order_lines) as lines,
            (select count(*)::int from mail_outbox) as mails`,
  )
  return row!
}

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
  test(`refuses ${label} with a clear error and stores nothing`, async ({ request, database }) => {
    const before = await stored(database)
    const { status, body } = await postCheckout(request, checkoutFields(fields))
    expect(status).toBe(400)
    expect(body).toEqual({ ok: false, fieldErrors: { [field]: message } })
    expect(await stored(database)).toEqual(before)
  })
}

test("ignores a price sent by the browser: a shirt costs R299", async ({ request, database }) => {
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
  expect(
    await database.rows(
      `select o.total_cents, l.name, l.size, l.quantity, l.unit_price_cents
         from orders o join order_lines l on l.order_id = o.id where o.order_number = $1`,
      [order.orderNumber],
    ),
  ).toEqual([
    {
      total_cents: 94_800,
      name: "Cape Ocean Adventures T-Shirt",
      size: "L",
      quantity: 2,
      unit_price_cents: 29_900,
    },
  ])
})

test("a double submit, one after the other or at once, stores one order", async ({
  request,
  database,
}) => {
  const before = await stored(database)
  const number = (result: Awaited<ReturnType<typeof postCheckout>>) =>
    (result.body.order as { orderNumber: string }).orderNumber
  const fields = checkoutFields()
  const first = await postCheckout(request, fields)
  const again = await postCheckout(request, fields)
  expect(number(again)).toBe(number(first))

  const twin = checkoutFields()
  const [a, b] = await Promise.all([postCheckout(request, twin), postCheckout(request, twin)])
  expect(number(a)).toBe(number(b))
  expect(number(a)).not.toBe(number(first))
  // Two orders of one line each, with their two mails each.
  expect(await stored(database)).toEqual({
    orders: before.orders + 2,
    lines: before.lines + 2,
    mails: before.mails + 4,
  })
})

test("orders placed while SMTP was down get their mail once it is back, each mail once", async ({
  request,
  database,
  smtpPort,
}) => {
  const placed = [await placeOrder(request), await placeOrder(request)]
  const mails = () =>
    database.rows<{ status: string; attempts: number }>(
      "select m.status, m.attempts from mail_outbox m join orders o on o.id = m.order_id where o.order_number = any($1)",
      [placed],
    )
  // The worker has failed at least once against the closed port.
  await expect
    .poll(async () => (await mails()).some((mail) => mail.attempts > 0), { timeout: 10_000 })
    .toBe(true)
  const smtp = await startSmtpServer(smtpPort)
  try {
    await expect
      .poll(async () => (await mails()).map((mail) => mail.status), { timeout: 20_000 })
      .toEqual(["sent", "sent", "sent", "sent"])
    // Marked sent once it went, so none is sent again.
    for (const orderNumber of placed) {
      expect(smtp.messages.filter((mail) => mail.subject.includes(orderNumber))).toHaveLength(2)
    }
  } finally {
    await smtp.stop()
  }
})
