import { and, asc, eq } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { connectPostgres, type Db } from "~/db/client.server"
import { mailOutbox, orders, orderStatusEvents } from "~/db/schema"
import { config } from "~/lib/config.server"
import { PAYMENT_REMINDER_KIND, UNPAID_CANCELLED_KIND } from "~/shop/order-mails.server"
import { changeOrderStatus } from "~/shop/orders-admin.server"
import {
  createUnpaidOrdersJob,
  REMINDER_NOTE,
  tickMsFor,
  UNPAID_CANCEL_NOTE,
  type UnpaidOrderRules,
} from "~/shop/unpaid-orders.server"
import { databaseForEachTest, databases } from "../../tests/support/databases"
import { POSTGRES_TEMPLATE_ENV } from "../../tests/support/database-images"
import { ORDER_T0 as T0, placeOrder } from "../../tests/support/orders"
import { createTestDatabase } from "../../tests/support/postgres"

const HOUR = 3_600_000
const RULES: UnpaidOrderRules = { reminderHours: 72, cancelHours: 168 }
const mail = { bank: config.bank, publicOrigin: "https://shop.example", cancelHours: 168 }

/** Places customer `n`'s order and gives its number. */
const placeOrderNumber = async (db: Db, n: number, at = T0) =>
  (await placeOrder(db, n, at)).orderNumber

async function mailsOf(db: Db, orderNumber: string, kind: string) {
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber))
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, order!.id), eq(mailOutbox.kind, kind)))
}

async function historyOf(db: Db, orderNumber: string) {
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber))
  const events = await db
    .select()
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderId, order!.id))
    .orderBy(asc(orderStatusEvents.id))
  return { status: order!.status, events: events.map((e) => [e.status, e.note]) }
}

describe.each(databases)("unpaid orders ($name)", ({ open }) => {
  const fresh = databaseForEachTest(open)

  it("reminds once after the reminder time, then cancels once after the cancel time", async () => {
    const number = await placeOrderNumber(fresh.db, 1)
    const job = createUnpaidOrdersJob({ db: fresh.db, rules: RULES, mail })

    expect(await job.runOnce(new Date(T0 + 71 * HOUR))).toEqual({ reminded: 0, cancelled: 0 })
    expect(await job.runOnce(new Date(T0 + 72 * HOUR))).toEqual({ reminded: 1, cancelled: 0 })
    expect(await job.runOnce(new Date(T0 + 100 * HOUR))).toEqual({ reminded: 0, cancelled: 0 })
    const [reminder, ...more] = await mailsOf(fresh.db, number, PAYMENT_REMINDER_KIND)
    expect(more).toHaveLength(0)
    expect(reminder!.subject).toContain(number)
    expect(reminder!.textBody).toContain(`Reference: ${number}`)
    expect(reminder!.textBody).toContain(`https://shop.example/orders/${number}?key=`)
    expect(reminder!.textBody).toContain("Please pay by 29 November 2026")

    expect(await job.runOnce(new Date(T0 + 168 * HOUR - 1))).toEqual({ reminded: 0, cancelled: 0 })
    expect(await job.runOnce(new Date(T0 + 168 * HOUR))).toEqual({ reminded: 0, cancelled: 1 })
    expect(await job.runOnce(new Date(T0 + 200 * HOUR))).toEqual({ reminded: 0, cancelled: 0 })
    expect(await mailsOf(fresh.db, number, UNPAID_CANCELLED_KIND)).toHaveLength(1)
    expect(await historyOf(fresh.db, number)).toEqual({
      status: "cancelled",
      events: [
        ["awaiting_payment", null],
        ["awaiting_payment", REMINDER_NOTE],
        ["cancelled", UNPAID_CANCEL_NOTE],
      ],
    })
  })

  it("leaves a paid order alone", async () => {
    const number = await placeOrderNumber(fresh.db, 1)
    await changeOrderStatus(fresh.db, number, "paid", new Date(T0 + HOUR))
    const job = createUnpaidOrdersJob({ db: fresh.db, rules: RULES, mail })
    expect(await job.runOnce(new Date(T0 + 80 * HOUR))).toEqual({ reminded: 0, cancelled: 0 })
    expect(await job.runOnce(new Date(T0 + 500 * HOUR))).toEqual({ reminded: 0, cancelled: 0 })
    expect(await mailsOf(fresh.db, number, PAYMENT_REMINDER_KIND)).toHaveLength(0)
    expect(await mailsOf(fresh.db, number, UNPAID_CANCELLED_KIND)).toHaveLength(0)
    expect((await historyOf(fresh.db, number)).status).toBe("paid")
  })

  it("does nothing when switched off, and each rule can be off alone", async () => {
    const number = await placeOrderNumber(fresh.db, 1)
    const off = createUnpaidOrdersJob({
      db: fresh.db,
      rules: { reminderHours: null, cancelHours: null },
      mail,
    })
    expect(await off.runOnce(new Date(T0 + 1000 * HOUR))).toEqual({ reminded: 0, cancelled: 0 })
    expect(tickMsFor({ reminderHours: null, cancelHours: null })).toBe(0)

    const remindOnly = createUnpaidOrdersJob({
      db: fresh.db,
      rules: { reminderHours: 72, cancelHours: null },
      mail: { ...mail, cancelHours: null },
    })
    expect(await remindOnly.runOnce(new Date(T0 + 1000 * HOUR))).toEqual({
      reminded: 1,
      cancelled: 0,
    })
    const [reminder] = await mailsOf(fresh.db, number, PAYMENT_REMINDER_KIND)
    expect(reminder!.textBody).not.toContain("Please pay by")
    expect((await historyOf(fresh.db, number)).status).toBe("awaiting_payment")

    const cancelOnly = createUnpaidOrdersJob({
      db: fresh.db,
      rules: { reminderHours: null, cancelHours: 168 },
      mail,
    })
    const second = await placeOrderNumber(fresh.db, 2)
    expect(await cancelOnly.runOnce(new Date(T0 + 1000 * HOUR))).toEqual({
      reminded: 0,
      cancelled: 2,
    })
    expect(await mailsOf(fresh.db, second, PAYMENT_REMINDER_KIND)).toHaveLength(0)
  })

  it("an order past both times is cancelled without a reminder", async () => {
    const number = await placeOrderNumber(fresh.db, 1)
    const job = createUnpaidOrdersJob({ db: fresh.db, rules: RULES, mail })
    expect(await job.runOnce(new Date(T0 + 200 * HOUR))).toEqual({ reminded: 0, cancelled: 1 })
    expect(await mailsOf(fresh.db, number, PAYMENT_REMINDER_KIND)).toHaveLength(0)
  })

  it("two runs racing send one reminder and one cancellation per order", async () => {
    const numbers = [
      await placeOrderNumber(fresh.db, 1),
      await placeOrderNumber(fresh.db, 2, T0 + 1),
    ]
    const a = createUnpaidOrdersJob({ db: fresh.db, rules: RULES, mail })
    const b = createUnpaidOrdersJob({ db: fresh.db, rules: RULES, mail })
    const at = new Date(T0 + 80 * HOUR)
    const reminders = await Promise.all([a.runOnce(at), b.runOnce(at)])
    expect(reminders.reduce((sum, run) => sum + run.reminded, 0)).toBe(2)
    const later = new Date(T0 + 170 * HOUR)
    const cancels = await Promise.all([a.runOnce(later), b.runOnce(later)])
    expect(cancels.reduce((sum, run) => sum + run.cancelled, 0)).toBe(2)
    for (const number of numbers) {
      expect(await mailsOf(fresh.db, number, PAYMENT_REMINDER_KIND)).toHaveLength(1)
      expect(await mailsOf(fresh.db, number, UNPAID_CANCELLED_KIND)).toHaveLength(1)
    }
  })
})

describe("unpaid orders, two processes on one PostgreSQL", () => {
  it("two pools racing still remind and cancel each order once", async () => {
    const template = process.env[POSTGRES_TEMPLATE_ENV]
    const database = await createTestDatabase({ template })
    const first = await connectPostgres(database.url, { max: 4 })
    const second = await connectPostgres(database.url, { max: 4 })
    try {
      const numbers: string[] = []
      for (let n = 1; n <= 6; n++) numbers.push(await placeOrderNumber(first.db, n, T0 + n))
      const jobs = [first.db, second.db, first.db, second.db].map((db) =>
        createUnpaidOrdersJob({ db, rules: RULES, mail }),
      )
      for (const at of [new Date(T0 + 80 * HOUR), new Date(T0 + 170 * HOUR)])
        await Promise.all(jobs.map((job) => job.runOnce(at)))
      for (const number of numbers) {
        expect(await mailsOf(first.db, number, PAYMENT_REMINDER_KIND)).toHaveLength(1)
        expect(await mailsOf(first.db, number, UNPAID_CANCELLED_KIND)).toHaveLength(1)
        const { events } = await historyOf(first.db, number)
        expect(events.filter(([, note]) => note === REMINDER_NOTE)).toHaveLength(1)
        expect(events.filter(([status]) => status === "cancelled")).toHaveLength(1)
      }
    } finally {
      await first.close()
      await second.close()
      await database.drop()
    }
  })
})

describe("the job's timer", () => {
  it("ticks at a tenth of the shorter setting, between a second and five minutes", () => {
    expect(tickMsFor({ reminderHours: 0.002, cancelHours: 0.004 })).toBe(1_000)
    expect(tickMsFor({ reminderHours: 72, cancelHours: 168 })).toBe(300_000)
    expect(tickMsFor({ reminderHours: null, cancelHours: 0.1 })).toBe(36_000)
  })
})
