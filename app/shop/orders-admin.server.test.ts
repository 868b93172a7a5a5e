import { parse } from "csv-parse/sync"
import { beforeEach, describe, expect, it } from "vitest"
import {
  changeOrderStatus,
  exportOrdersCsv,
  getOrderDetail,
  listOrders,
  ORDERS_CSV_HEADER,
} from "~/shop/orders-admin.server"
import { mailOutbox } from "~/db/schema"
import { databaseForEachTest, databases } from "../../tests/support/databases"
import { ORDER_T0 as T0, placeOrder, tShirts } from "../../tests/support/orders"

describe.each(databases)("orders for the admin ($name)", ({ open }) => {
  const fresh = databaseForEachTest(open)
  beforeEach(async () => {
    // Customer n buys n T-shirts.
    await placeOrder(fresh.db, 1, T0)
    await placeOrder(fresh.db, 2, T0 + 60_000, {
      items: tShirts(2),
      email: "Whale.Watcher@Example.com",
    })
    await placeOrder(fresh.db, 3, T0 + 120_000, { items: tShirts(3) })
  })

  it("lists newest first with items, total and status", async () => {
    const list = await listOrders(fresh.db)
    expect(list.map((order) => order.orderNumber)).toEqual([
      `COA-${T0 + 120_000}`,
      `COA-${T0 + 60_000}`,
      `COA-${T0}`,
    ])
    expect(list[2]).toMatchObject({
      customerName: "First1 Last1",
      email: "customer1@example.com",
      items: [
        {
          name: "Cape Ocean Adventures T-Shirt",
          size: "M",
          quantity: 1,
          unitPrice: "R299.00",
          lineTotal: "R299.00",
        },
      ],
      total: "R649.00",
      status: "awaiting_payment",
      statusLabel: "Awaiting Payment",
      date: "22 November 2026 at 11:00",
    })
  })

  it("finds orders by part of the number or the e-mail, in any case", async () => {
    expect((await listOrders(fresh.db, { query: "whale.watcher" })).map((o) => o.email)).toEqual([
      "Whale.Watcher@Example.com",
    ])
    expect(
      (await listOrders(fresh.db, { query: String(T0 + 120_000).slice(-6) })).map(
        (o) => o.orderNumber,
      ),
    ).toEqual([`COA-${T0 + 120_000}`])
    // LIKE wildcards are taken literally.
    expect(await listOrders(fresh.db, { query: "%" })).toEqual([])
    expect(await listOrders(fresh.db, { query: "_" })).toEqual([])
  })

  it("moves awaiting payment -> paid -> shipped, records each change and queues the mail once", async () => {
    const number = `COA-${T0}`
    const paidAt = new Date(T0 + 3_600_000)
    expect(await changeOrderStatus(fresh.db, number, "shipped")).toEqual({
      ok: false,
      reason: "not-allowed",
      from: "awaiting_payment",
    })
    expect(await changeOrderStatus(fresh.db, number, "paid", paidAt)).toMatchObject({
      ok: true,
      mailQueued: true,
    })
    expect(await changeOrderStatus(fresh.db, number, "paid")).toMatchObject({
      ok: false,
      reason: "not-allowed",
    })
    const shipment = { carrier: "Aramex", trackingNumber: "ARX 123/45" }
    expect(
      await changeOrderStatus(fresh.db, number, "shipped", new Date(T0 + 7_200_000), { shipment }),
    ).toMatchObject({ ok: true, mailQueued: true })
    expect(await changeOrderStatus(fresh.db, number, "cancelled")).toMatchObject({ ok: false })
    expect(await changeOrderStatus(fresh.db, "COA-0", "paid")).toEqual({
      ok: false,
      reason: "not-found",
    })

    const detail = await getOrderDetail(fresh.db, number)
    expect(detail?.status).toBe("shipped")
    expect(detail?.events).toEqual([
      {
        status: "awaiting_payment",
        statusLabel: "Awaiting Payment",
        at: "22 November 2026 at 11:00",
        note: null,
      },
      { status: "paid", statusLabel: "Paid", at: "22 November 2026 at 12:00", note: null },
      { status: "shipped", statusLabel: "Shipped", at: "22 November 2026 at 13:00", note: null },
    ])
    expect(detail).toMatchObject({
      carrier: "Aramex",
      trackingNumber: "ARX 123/45",
      trackingUrl: "https://www.aramex.com/track/results?ShipmentNumber=ARX+123%2F45",
    })
    const [shipped, ...moreShipped] = (await fresh.db.select().from(mailOutbox)).filter(
      (mail) => mail.kind === "order_shipped",
    )
    expect(moreShipped).toHaveLength(0)
    expect(shipped).toMatchObject({
      toAddress: "customer1@example.com",
      subject: `Your order ${number} has shipped`,
    })
    expect(shipped!.textBody).toContain("Carrier: Aramex")
    expect(shipped!.textBody).toContain("Tracking number: ARX 123/45")
    expect(shipped!.textBody).toMatch(new RegExp(`/orders/${number}\\?key=[\\w-]{22}`))
    const payment = (await fresh.db.select().from(mailOutbox)).filter(
      (mail) => mail.kind === "payment_received",
    )
    expect(payment).toHaveLength(1)
    expect(payment[0]).toMatchObject({
      toAddress: "customer1@example.com",
      status: "queued",
      subject: `Payment received for your order ${number}`,
    })
    expect(detail?.mails.map((mail) => mail.kind)).toEqual([
      "order_customer",
      "order_business",
      "payment_received",
      "order_shipped",
    ])
  })

  it("lets two admins marking paid at once change it only once", async () => {
    const number = `COA-${T0}`
    const results = await Promise.all([
      changeOrderStatus(fresh.db, number, "paid"),
      changeOrderStatus(fresh.db, number, "paid"),
    ])
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(
      (await fresh.db.select().from(mailOutbox)).filter((mail) => mail.kind === "payment_received"),
    ).toHaveLength(1)
  })

  it("exports one CSV row per order, with commas, quotes and emoji intact", async () => {
    await placeOrder(fresh.db, 4, T0 + 180_000, {
      items: tShirts(4),
      firstName: 'Anne, "Annie"',
      lastName: "O'Neil <script>alert(1)</script> 🐋",
      address: "Flat 2,\n3 Main Road",
    })
    const csv = await exportOrdersCsv(fresh.db)
    expect(csv.startsWith("\uFEFF")).toBe(true)
    const rows = parse(csv.slice(1))
    expect(rows[0]).toEqual([...ORDERS_CSV_HEADER])
    expect(rows).toHaveLength(5)
    expect(rows.every((row) => row.length === ORDERS_CSV_HEADER.length)).toBe(true)
    const annie = rows[1]!
    expect(annie.slice(0, 6)).toEqual([
      `COA-${T0 + 180_000}`,
      "2026-11-22 11:03",
      "Awaiting Payment",
      'Anne, "Annie"',
      "O'Neil <script>alert(1)</script> 🐋",
      "customer4@example.com",
    ])
    expect(annie[6]).toBe("Flat 2,\n3 Main Road")
    expect(annie[10]).toBe("4 x Cape Ocean Adventures T-Shirt (M)")
    expect(annie.slice(11)).toEqual(["1196.00", "350.00", "1546.00"])
  })
})
