// The checkout action in process, against a fresh database.
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import type { Db } from "~/db/client.server"
import { mailOutbox, orders, productStock, rateLimitHits } from "~/db/schema"
import { action } from "~/routes/checkout"
import { createAppScope } from "~/scope/app-scope.server"
import { contextWithScope } from "~/scope/request-scope.server"
import { pglite, type TestDb } from "../../tests/support/databases"

// The database of the test that runs: the action gets it in its context, as from the server.
let db: Db

type PostOptions = { headers?: Record<string, string>; clientAddress?: string; body?: BodyInit }

function post(fields: Record<string, string>, options: PostOptions = {}) {
  const body = new URLSearchParams({
    email: "thandi@example.com",
    firstName: "Thandi",
    lastName: "Nkosi",
    address: "12 Beach Road",
    city: "Muizenberg",
    postalCode: "7945",
    country: "South Africa",
    items: JSON.stringify([{ id: 1, size: "M", quantity: 1 }]),
    idempotencyKey: "11111111-2222-4333-8444-555555555555",
    ...fields,
  })
  const request = new Request("http://localhost/checkout", {
    method: "POST",
    body: options.body ?? body,
    headers: { Origin: "http://localhost", ...options.headers },
  })
  const context = contextWithScope({
    ...createAppScope({ db }),
    nonce: "",
    clientAddress: options.clientAddress ?? "192.0.2.1",
  })
  return action({ request, params: {}, context } as unknown as Parameters<
    typeof action
  >[0]) as unknown as Promise<{
    data: Record<string, unknown>
    init: ResponseInit | null
  }>
}

describe("checkout action", { timeout: 90_000 }, () => {
  let opened: TestDb
  // Generous: PGlite's first start compiles WebAssembly, slow on a busy machine.
  beforeEach(async () => {
    opened = await pglite.open()
    db = opened.db
  }, 90_000)
  afterEach(async () => {
    await opened.close()
  })

  it("answers the order and its toast", async () => {
    const result = await post({})
    expect(result.init?.status ?? 200).toBe(200)
    expect(result.data).toMatchObject({
      ok: true,
      order: { totals: { subtotal: 299, shipping: 350, total: 649 } },
      toast: { title: "Order Placed Successfully!" },
    })
    const order = result.data.order as { orderNumber: string }
    expect((result.data.toast as { description: string }).description).toBe(
      `Order ${order.orderNumber} received. You'll be contacted with bank details shortly.`,
    )
  })

  it("answers 409 with a message beside each short line and stores nothing", async () => {
    await db.insert(productStock).values([
      { productId: 1, size: "M", remaining: 0 },
      { productId: 1, size: "L", remaining: 1 },
    ])
    const result = await post({
      items: JSON.stringify([
        { id: 1, size: "M", quantity: 1 },
        { id: 1, size: "L", quantity: 2 },
        { id: 1, size: "S", quantity: 1 },
      ]),
    })
    expect(result.init?.status).toBe(409)
    expect(result.data).toEqual({
      ok: false,
      message: expect.stringMatching(/no longer available/),
      lineErrors: { "1:M": "Only 0 left in size M", "1:L": "Only 1 left in size L" },
    })
    expect(await db.select().from(orders)).toEqual([])
    expect(await db.select().from(mailOutbox)).toEqual([])
  })

  it("answers 400 with field errors and stores nothing on bad input", async () => {
    const result = await post({
      email: "nope",
      items: JSON.stringify([{ id: 1, size: "M", quantity: 1000 }]),
    })
    expect(result.init?.status).toBe(400)
    expect(result.data).toEqual({
      ok: false,
      fieldErrors: {
        email: "Please enter a valid email address",
        items: "Quantity must be a whole number from 1 to 99",
      },
    })
    expect(await db.select().from(orders)).toHaveLength(0)
    expect(await db.select().from(mailOutbox)).toHaveLength(0)
  })

  it("answers 500 with the checkout's failure message when the database fails, storing nothing", async () => {
    await db.execute("alter table order_lines add constraint no_lines check (quantity < 0)")
    const result = await post({})
    expect(result.init?.status).toBe(500)
    expect(result.data).toEqual({
      ok: false,
      message: "Failed to process order. Please try again.",
    })
    expect(await db.select().from(orders)).toHaveLength(0)
  })

  it("refuses the 6th order in a minute from one client with 429, storing and sending nothing", async () => {
    for (let i = 0; i < 5; i++) {
      const result = await post({ idempotencyKey: `rate-limit-key-000000${i}` })
      expect(result.init?.status ?? 200).toBe(200)
    }
    const refused = await post({ idempotencyKey: "rate-limit-key-0000006" })
    expect(refused.init?.status).toBe(429)
    expect(new Headers(refused.init?.headers).get("Retry-After")).toMatch(/^\d+$/)
    expect(refused.data).toMatchObject({
      ok: false,
      message: expect.stringMatching(
        /^Too many requests from your connection\. Please try again in /,
      ),
    })
    expect(await db.select().from(orders)).toHaveLength(5)
    expect(await db.select().from(mailOutbox)).toHaveLength(10)
    // Another client is still served, and a repeat of a stored order does not count.
    expect((await post({ idempotencyKey: "rate-limit-key-0000000" })).data.ok).toBe(true)
    const other = await post(
      { idempotencyKey: "rate-limit-key-0000007" },
      { clientAddress: "198.51.100.2" },
    )
    expect(other.data.ok).toBe(true)
    expect(await db.select().from(rateLimitHits)).toHaveLength(6)
    // Another address of the same /24 is the same client: changing it does not help.
    const neighbour = await post(
      { idempotencyKey: "rate-limit-key-0000008" },
      { clientAddress: "192.0.2.77" },
    )
    expect(neighbour.init?.status).toBe(429)
    const mapped = await post(
      { idempotencyKey: "rate-limit-key-0000009" },
      { clientAddress: "::ffff:192.0.2.78" },
    )
    expect(mapped.init?.status).toBe(429)
  })

  it("answers repeats of a stored order from one client 10 times a minute, then 429 with a wait", async () => {
    const client = { clientAddress: "203.0.113.10" }
    const key = { idempotencyKey: "replay-budget-key-0000001" }
    expect((await post(key, client)).data.ok).toBe(true)
    for (let i = 0; i < 10; i++) expect((await post(key, client)).data.ok).toBe(true)
    const refused = await post(key, { clientAddress: "203.0.113.11" })
    expect(refused.init?.status).toBe(429)
    expect(Number(new Headers(refused.init?.headers).get("Retry-After"))).toBeGreaterThan(0)
    expect(refused.data.message).toMatch(/^Too many repeated requests from your connection\./)
    // Another client's repeat is still answered; the order is stored once.
    expect((await post(key, { clientAddress: "198.51.100.10" })).data.ok).toBe(true)
    expect(await db.select().from(orders)).toHaveLength(1)
  })

  it("never lets a line break typed into a field reach a mail", async () => {
    const result = await post({
      firstName: "Thandi\r\nBcc: victim@example.com",
      lastName: "Nkosi\u202E",
      city: "Muizen\u0000berg\nX-Evil: 1",
    })
    expect(result.init?.status ?? 200).toBe(200)
    const [row] = await db.select().from(orders)
    expect(row).toMatchObject({
      firstName: "Thandi Bcc: victim@example.com",
      lastName: "Nkosi",
      city: "Muizenberg X-Evil: 1",
    })
    const mails = await db.select().from(mailOutbox)
    expect(mails).toHaveLength(2)
    for (const mail of mails) {
      expect(mail.subject).not.toMatch(/[\r\n]/)
      const lines = mail.textBody.split("\n")
      expect(lines.some((line) => line.startsWith("Bcc:") || line.startsWith("X-Evil:"))).toBe(
        false,
      )
      for (const forbidden of ["\r", "\u0000", "\u202E"])
        expect(mail.textBody).not.toContain(forbidden)
    }
  })

  it("answers JSON, a repeated field or a file with a 4xx and a message", async () => {
    const json = await post({}, { body: "{}", headers: { "Content-Type": "application/json" } })
    expect(json.init?.status).toBe(415)
    const repeated = new URLSearchParams({ email: "a@example.com" })
    repeated.append("email", "b@example.com")
    const twice = await post({}, { body: repeated })
    expect(twice.init?.status).toBe(400)
    expect(twice.data).toEqual({ ok: false, message: 'The field "email" was sent more than once.' })
    expect(await db.select().from(orders)).toHaveLength(0)
  })
})
