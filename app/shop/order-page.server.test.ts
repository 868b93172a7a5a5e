import { eq } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { orders } from "~/db/schema"
import { config } from "~/lib/config.server"
import { isOrderKeyLike, newOrderKey, orderKeyMatches } from "~/shop/order-key.server"
import { findCustomerOrder } from "~/shop/order-page.server"
import {
  changeOrderStatus,
  countOrdersByStatus,
  countOrdersToShip,
  listOrders,
} from "~/shop/orders-admin.server"
import { ShipmentFormSchema, trackingLink } from "~/shop/shipping"
import { databaseForEachTest, databases, pglite } from "../../tests/support/databases"
import { ORDER_T0 as T0, placeOrder } from "../../tests/support/orders"

const settings = { bank: config.bank, cancelHours: 168 }

describe("order keys", () => {
  it("are 128 random bits in base64url, different every time", () => {
    const keys = new Set(Array.from({ length: 1000 }, newOrderKey))
    expect(keys.size).toBe(1000)
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(Buffer.from([...keys][0]!, "base64url")).toHaveLength(16)
  })

  it("match only the very key", () => {
    const key = newOrderKey()
    expect(orderKeyMatches(key, key)).toBe(true)
    expect(orderKeyMatches(key, newOrderKey())).toBe(false)
    expect(orderKeyMatches(key, key.slice(0, 21))).toBe(false)
    expect(orderKeyMatches(key, `${key}A`)).toBe(false)
    expect(
      orderKeyMatches(key, key.toUpperCase() === key ? key.toLowerCase() : key.toUpperCase()),
    ).toBe(false)
    expect(orderKeyMatches(key, "")).toBe(false)
    expect(orderKeyMatches(key, null)).toBe(false)
    expect(orderKeyMatches(null, key)).toBe(false)
    expect(isOrderKeyLike("a".repeat(21) + "\u0000")).toBe(false)
  })
})

describe.each(databases)("the customer's order page ($name)", ({ open }) => {
  const fresh = databaseForEachTest(open)

  it("opens with the order's key and with nothing else", async () => {
    const order = await placeOrder(fresh.db, 1)
    const url = new URL(order.pagePath!, "http://x")
    const key = url.searchParams.get("key")!
    expect(url.pathname).toBe(`/orders/${order.orderNumber}`)
    const [row] = await fresh.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, order.orderNumber))
    expect(row!.accessKey).toBe(key)

    const view = await findCustomerOrder(fresh.db, order.orderNumber, key, settings)
    expect(view).toMatchObject({
      orderNumber: order.orderNumber,
      statusLabel: "Awaiting Payment",
      total: "R649.00",
      shipTo: { name: "First1 Last1", lines: ["1 Beach Road", "Muizenberg 7945", "South Africa"] },
      payment: {
        reference: order.orderNumber,
        window: { length: "7 days", endsAt: "29 November 2026 at 11:00" },
      },
      events: [{ status: "awaiting_payment", at: "22 November 2026 at 11:00", note: null }],
    })
    expect(view!.payment!.rows).toContainEqual(["Reference", order.orderNumber])
    expect(
      (await findCustomerOrder(fresh.db, order.orderNumber, key, {
        ...settings,
        cancelHours: null,
      }))!.payment!.window,
    ).toBeUndefined()

    for (const wrong of [null, "", newOrderKey(), key.slice(1), `${key}x`, key.replace(/.$/, "!")])
      expect(await findCustomerOrder(fresh.db, order.orderNumber, wrong, settings)).toBeUndefined()
    for (const number of ["COA-1", "coa-x", `${order.orderNumber}0`, "\u0000", "x".repeat(5000)])
      expect(await findCustomerOrder(fresh.db, number, key, settings)).toBeUndefined()
    // An order from before keys has no page at all.
    await fresh.db.update(orders).set({ accessKey: null })
    expect(await findCustomerOrder(fresh.db, order.orderNumber, key, settings)).toBeUndefined()
  })

  it("shows paid without bank details, and shipped with the tracking", async () => {
    const order = await placeOrder(fresh.db, 1)
    const key = new URL(order.pagePath!, "http://x").searchParams.get("key")!
    await changeOrderStatus(fresh.db, order.orderNumber, "paid", new Date(T0 + 60_000))
    const paid = await findCustomerOrder(fresh.db, order.orderNumber, key, settings)
    expect(paid).toMatchObject({ statusLabel: "Paid" })
    expect(paid!.payment).toBeUndefined()
    await changeOrderStatus(fresh.db, order.orderNumber, "shipped", new Date(T0 + 120_000), {
      shipment: { carrier: "PostNet", trackingNumber: "PN-778" },
    })
    const shipped = await findCustomerOrder(fresh.db, order.orderNumber, key, settings)
    expect(shipped!.shipment).toEqual({
      carrier: "PostNet",
      trackingNumber: "PN-778",
      trackingUrl: "https://www.postnet.co.za/",
      urlIncludesNumber: false,
    })
    expect(shipped!.events.map((event) => event.statusLabel)).toEqual([
      "Awaiting Payment",
      "Paid",
      "Shipped",
    ])
  })
})

describe("the admin's orders at a glance (PGlite)", () => {
  const fresh = databaseForEachTest(pglite.open)

  it("filters by status with counts, shows how long open orders wait, counts orders to ship", async () => {
    const { db } = fresh
    const numbers: string[] = []
    for (let n = 1; n <= 4; n++) numbers.push((await placeOrder(db, n, T0 + n)).orderNumber)
    await changeOrderStatus(db, numbers[0]!, "paid")
    await changeOrderStatus(db, numbers[1]!, "paid")
    await changeOrderStatus(db, numbers[2]!, "cancelled")
    expect(await countOrdersByStatus(db)).toEqual({
      awaiting_payment: 1,
      paid: 2,
      shipped: 0,
      cancelled: 1,
    })
    expect(await countOrdersToShip(db)).toBe(2)
    const now = new Date(T0 + 3 * 86_400_000 + 5 * 3_600_000)
    const paid = await listOrders(db, { status: "paid", now })
    expect(paid.map((o) => [o.orderNumber, o.waited])).toEqual([
      [numbers[1], "3 days"],
      [numbers[0], "3 days"],
    ])
    const cancelled = await listOrders(db, { status: "cancelled", now })
    expect(cancelled).toHaveLength(1)
    expect(cancelled[0]!.waited).toBeUndefined()
    expect((await listOrders(db, { now: new Date(T0 + 90 * 60_000) }))[0]!.waited).toBe("1 hour")
  })
})

describe("marking shipped", () => {
  const parse = (fields: Record<string, string>) =>
    ShipmentFormSchema.safeParse({ carrier: "", otherCarrier: "", trackingNumber: "", ...fields })

  it("takes a known or a named carrier and a tracking number, all optional", () => {
    expect(parse({}).data).toEqual({ carrier: null, trackingNumber: null })
    expect(parse({ carrier: "courier-guy", trackingNumber: " TCG1 " }).data).toEqual({
      carrier: "The Courier Guy",
      trackingNumber: "TCG1",
    })
    expect(parse({ carrier: "other", otherCarrier: "Fastway" }).data).toEqual({
      carrier: "Fastway",
      trackingNumber: null,
    })
  })

  it.each([
    [{ trackingNumber: "AB\u0000C" }, "trackingNumber", "control characters"],
    [{ trackingNumber: "AB\nC" }, "trackingNumber", "control characters"],
    [{ trackingNumber: "AB\u202eC" }, "trackingNumber", "control characters"],
    [{ trackingNumber: "9".repeat(61) }, "trackingNumber", "at most 60"],
    [{ carrier: "dhl" }, "carrier", "Choose a carrier"],
    [{ carrier: "other" }, "otherCarrier", "Name the carrier"],
    [{ carrier: "other", otherCarrier: "X\rY" }, "otherCarrier", "control characters"],
  ])("refuses %j", (fields, field, message) => {
    const result = parse(fields as Record<string, string>)
    expect(result.success).toBe(false)
    expect(result.error!.issues[0]!.path).toEqual([field])
    expect(result.error!.issues[0]!.message).toContain(message)
  })

  it("links to the carrier with the number where its address takes one", () => {
    expect(trackingLink({ carrier: "Aramex", trackingNumber: "123" })).toEqual({
      url: "https://www.aramex.com/track/results?ShipmentNumber=123",
      includesNumber: true,
    })
    expect(trackingLink({ carrier: "Pargo", trackingNumber: "P1" })).toEqual({
      url: "https://pargo.co.za/",
      includesNumber: false,
    })
    expect(trackingLink({ carrier: "Fastway", trackingNumber: "F1" })).toBeUndefined()
  })
})
