import { eq } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { mailOutbox, orderLines, orders, orderStatusEvents } from "~/db/schema"
import { parseCheckoutForm, type CheckoutInput } from "~/shop/checkout-schema"
import { createOrder } from "~/shop/orders.server"
import { databaseForEachTest, databases } from "../../tests/support/databases"
import { orderInput, tShirts } from "../../tests/support/orders"

const input = (overrides: Partial<CheckoutInput> = {}): CheckoutInput =>
  orderInput(1, {
    email: "thandi@example.com",
    lastName: "<b>Nkosi</b>",
    items: [...tShirts(2, "M"), ...tShirts(1, "XL")],
    ...overrides,
  })

describe.each(databases)("createOrder ($name)", { timeout: 90_000 }, ({ open }) => {
  const fresh = databaseForEachTest(open)

  it("prices every line from the catalog and adds R350 shipping", async () => {
    const { order, created } = await createOrder(fresh.db, input(), {
      now: () => new Date(Date.UTC(2026, 10, 22, 13, 5)),
    })
    expect(created).toBe(true)
    expect(order.orderNumber).toBe(`COA-${Date.UTC(2026, 10, 22, 13, 5)}`)
    expect(order.items).toEqual([
      { name: "Cape Ocean Adventures T-Shirt", size: "M", quantity: 2, price: 299 },
      { name: "Cape Ocean Adventures T-Shirt", size: "XL", quantity: 1, price: 299 },
    ])
    expect(order.totals).toEqual({ subtotal: 897, shipping: 350, total: 1247 })
    // Cape Town time (UTC+2), en-ZA long date with hour and minute.
    expect(order.orderDate).toBe("22 November 2026 at 15:05")
    expect(order.customer.lastName).toBe("<b>Nkosi</b>")

    const [row] = await fresh.db.select().from(orders)
    expect(row).toMatchObject({
      status: "awaiting_payment",
      subtotalCents: 89_700,
      shippingCents: 35_000,
      totalCents: 124_700,
    })
    expect(await fresh.db.select().from(orderLines)).toHaveLength(2)
    expect(await fresh.db.select().from(orderStatusEvents)).toMatchObject([
      { status: "awaiting_payment" },
    ])
  })

  it("queues the customer's and the business's mail with the order", async () => {
    const { order } = await createOrder(fresh.db, input())
    const mails = await fresh.db.select().from(mailOutbox).orderBy(mailOutbox.id)
    expect(mails.map((mail) => [mail.kind, mail.toAddress, mail.status])).toEqual([
      ["order_customer", "thandi@example.com", "queued"],
      ["order_business", "info@localhost", "queued"],
    ])
    expect(mails[0]!.subject).toContain(order.orderNumber)
    expect(mails[0]!.htmlBody).toContain("&lt;b&gt;Nkosi&lt;/b&gt;")
    expect(mails[0]!.htmlBody).not.toContain("<b>Nkosi</b>")
  })

  it("returns the first order for a repeated idempotency key and stores one", async () => {
    let clock = 1_800_000_000_000
    const first = await createOrder(fresh.db, input(), { now: () => new Date(clock++) })
    const again = await createOrder(fresh.db, input({ firstName: "Changed" }), {
      now: () => new Date(clock++),
    })
    expect(again.created).toBe(false)
    expect(again.order).toEqual(first.order)
    expect(await fresh.db.select().from(orders)).toHaveLength(1)
    expect(await fresh.db.select().from(mailOutbox)).toHaveLength(2)
  })

  it("stores one order when the same submit arrives twice at once", async () => {
    const [a, b] = await Promise.all([
      createOrder(fresh.db, input()),
      createOrder(fresh.db, input()),
    ])
    expect(a.order.orderNumber).toBe(b.order.orderNumber)
    expect(await fresh.db.select().from(orders)).toHaveLength(1)
  })

  it("gives two orders in the same millisecond different numbers", async () => {
    const fixed = () => new Date(1_800_000_000_000)
    const a = await createOrder(
      fresh.db,
      input({ idempotencyKey: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa" }),
      {
        now: fixed,
      },
    )
    const b = await createOrder(
      fresh.db,
      input({ idempotencyKey: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb" }),
      {
        now: fixed,
      },
    )
    const c = await createOrder(
      fresh.db,
      input({ idempotencyKey: "cccccccc-cccc-4ccc-8ccc-cccccccccccc" }),
      {
        now: fixed,
      },
    )
    expect([a, b, c].map((r) => r.order.orderNumber)).toEqual([
      "COA-1800000000000",
      "COA-1800000000001",
      "COA-1800000000002",
    ])
  })

  it("stores nothing when the transaction fails half way", async () => {
    // Queueing the mail (the last step, after order, lines and status) is made to fail.
    await fresh.db.execute("alter table mail_outbox add constraint no_mail check (kind = 'never')")
    await expect(createOrder(fresh.db, input())).rejects.toThrow()
    expect(await fresh.db.select().from(orders)).toHaveLength(0)
    expect(await fresh.db.select().from(orderLines)).toHaveLength(0)
    const [count] = await fresh.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.status, "awaiting_payment"))
    expect(count).toBeUndefined()
  })
})

describe("parseCheckoutForm", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData()
    const base: Record<string, string> = {
      email: "a@example.com",
      firstName: "A",
      lastName: "B",
      address: "1 Road",
      city: "Cape Town",
      postalCode: "8001",
      country: "South Africa",
      items: JSON.stringify([{ id: 1, size: "M", quantity: 1, price: 1 }]),
      idempotencyKey: "11111111-2222-4333-8444-555555555555",
    }
    for (const [key, value] of Object.entries({ ...base, ...fields })) data.set(key, value)
    return parseCheckoutForm(data)
  }

  it("accepts a complete form and drops the client's price", () => {
    const parsed = form({})
    expect(parsed.success).toBe(true)
    if (parsed.success) expect(parsed.data.items).toEqual([{ id: 1, size: "M", quantity: 1 }])
  })

  it.each([
    [{ email: "not-an-email" }, "email", "Please enter a valid email address"],
    [{ email: "" }, "email", "Email is required"],
    [{ firstName: "x".repeat(10_000) }, "firstName", "First name must be at most 100 characters"],
    [{ postalCode: "   " }, "postalCode", "Postal code is required"],
    [{ items: JSON.stringify([{ id: 1, size: "XXXL", quantity: 1 }]) }, "items", "Unknown size"],
    [{ items: JSON.stringify([{ id: 99, size: "M", quantity: 1 }]) }, "items", "Unknown product"],
    [
      { items: JSON.stringify([{ id: 1, size: "M", quantity: 0 }]) },
      "items",
      "Quantity must be a whole number from 1 to 99",
    ],
    [
      { items: JSON.stringify([{ id: 1, size: "M", quantity: 1000 }]) },
      "items",
      "Quantity must be a whole number from 1 to 99",
    ],
    [
      { items: JSON.stringify([{ id: 1, size: "M", quantity: "abc" }]) },
      "items",
      "Quantity must be a whole number from 1 to 99",
    ],
    [
      { items: JSON.stringify([{ id: 1, size: "M", quantity: 1.5 }]) },
      "items",
      "Quantity must be a whole number from 1 to 99",
    ],
    [{ items: "[]" }, "items", "Your cart is empty"],
    [{ items: "{not json" }, "items", "Your cart could not be read"],
    [
      {
        items: JSON.stringify(
          Array.from({ length: 21 }, () => ({ id: 1, size: "M", quantity: 1 })),
        ),
      },
      "items",
      "At most 20 different items per order",
    ],
    [
      {
        items: JSON.stringify([
          { id: 1, size: "M", quantity: 1 },
          { id: 1, size: "M", quantity: 2 },
        ]),
      },
      "items",
      "Each item and size may appear only once",
    ],
    [{ idempotencyKey: "" }, "idempotencyKey", "Please reload the page and try again"],
  ])("refuses %j with a clear message", (fields, field, message) => {
    const parsed = form(fields)
    expect(parsed.success).toBe(false)
    if (!parsed.success)
      expect(parsed.fieldErrors[field as keyof typeof parsed.fieldErrors]).toBe(message)
  })
})
