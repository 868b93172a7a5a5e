// The checkout action in process, against a fresh database.
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { createMemoryDb, setDb, type Db } from "~/db/client.server"
import { mailOutbox, orders } from "~/db/schema"
import { action } from "~/routes/checkout"

function post(fields: Record<string, string>) {
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
  const request = new Request("http://localhost/checkout", { method: "POST", body })
  return action({ request, params: {}, context: {} } as Parameters<
    typeof action
  >[0]) as unknown as Promise<{
    data: Record<string, unknown>
    init: ResponseInit | null
  }>
}

describe("checkout action", { timeout: 90_000 }, () => {
  let db: Db
  // Generous: PGlite's first start compiles WebAssembly, slow on a busy machine.
  beforeEach(async () => {
    db = await createMemoryDb()
    setDb(db)
  }, 90_000)
  afterEach(() => setDb(undefined))

  it("answers the spec's order and toast", async () => {
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

  it("answers 500 with the spec's message when the database fails, storing nothing", async () => {
    await db.execute("alter table order_lines add constraint no_lines check (quantity < 0)")
    const result = await post({})
    expect(result.init?.status).toBe(500)
    expect(result.data).toEqual({ ok: false, error: "Failed to process order. Please try again." })
    expect(await db.select().from(orders)).toHaveLength(0)
  })
})
