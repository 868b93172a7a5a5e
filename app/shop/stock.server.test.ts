import { describe, expect, it } from "vitest"
import { connectPostgres, type Db } from "~/db/client.server"
import { mailOutbox, orderLines, orders, productStock } from "~/db/schema"
import { changeOrderStatus } from "~/shop/orders-admin.server"
import { createOrder } from "~/shop/orders.server"
import {
  OutOfStockError,
  readStockLevels,
  releaseOrderStock,
  setStock,
  unitsHeldByUnpaidOrders,
} from "~/shop/stock.server"
import { databaseForEachTest, databases } from "../../tests/support/databases"
import { POSTGRES_TEMPLATE_ENV } from "../../tests/support/database-images"
import { orderInput, tShirts } from "../../tests/support/orders"
import { createTestDatabase } from "../../tests/support/postgres"

const NOW = new Date(Date.UTC(2026, 10, 26, 9, 0))

const oneM = (n: number, quantity = 1) => orderInput(n, { items: tShirts(quantity) })

/** Sets counts as the owner's form does, from unlimited. */
async function stock(db: Db, counts: Record<string, number>) {
  const changes = Object.entries(counts).map(([size, to]) => ({
    productId: 1,
    size,
    was: null,
    to,
  }))
  expect(await setStock(db, changes, NOW)).toEqual({ ok: true })
}

async function refusal(promise: Promise<unknown>): Promise<OutOfStockError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(OutOfStockError)
  return error as OutOfStockError
}

/** Twenty checkouts of one M at once; each goes through the next of `dbs` in turn. */
async function twentyAtOnce(dbs: Db[]) {
  const results = await Promise.allSettled(
    Array.from({ length: 20 }, (_, i) => createOrder(dbs[i % dbs.length]!, oneM(100 + i))),
  )
  const placed = results.filter((result) => result.status === "fulfilled")
  const refused = results.filter(
    (result) => result.status === "rejected" && result.reason instanceof OutOfStockError,
  )
  return { placed: placed.length, refused: refused.length }
}

describe.each(databases)("stock ($name)", { timeout: 90_000 }, ({ open }) => {
  const fresh = databaseForEachTest(open)

  it("is unlimited until the owner sets a number: orders are taken as before", async () => {
    const { created } = await createOrder(fresh.db, oneM(1, 10))
    expect(created).toBe(true)
    expect(await readStockLevels(fresh.db)).toEqual({})
    expect(await fresh.db.select().from(productStock)).toEqual([])
  })

  it("takes an order's units in the order's transaction", async () => {
    await stock(fresh.db, { M: 3, XL: 1 })
    await createOrder(fresh.db, orderInput(1, { items: [...tShirts(2, "M"), ...tShirts(1, "XL")] }))
    expect(await readStockLevels(fresh.db)).toEqual({ "1:M": 1, "1:XL": 0 })
    expect(await unitsHeldByUnpaidOrders(fresh.db)).toEqual({ "1:M": 2, "1:XL": 1 })
  })

  it("refuses an order for more than is left, naming each short line, and stores nothing", async () => {
    await stock(fresh.db, { M: 1, XL: 0, L: 5 })
    const error = await refusal(
      createOrder(
        fresh.db,
        orderInput(1, { items: [...tShirts(1, "L"), ...tShirts(2, "M"), ...tShirts(1, "XL")] }),
      ),
    )
    expect(error.shortages).toEqual([
      { productId: 1, size: "M", left: 1 },
      { productId: 1, size: "XL", left: 0 },
    ])
    // L's unit, taken before the refusal, went back with the rolled back transaction.
    expect(await readStockLevels(fresh.db)).toEqual({ "1:L": 5, "1:M": 1, "1:XL": 0 })
    expect(await fresh.db.select().from(orders)).toEqual([])
    expect(await fresh.db.select().from(orderLines)).toEqual([])
    expect(await fresh.db.select().from(mailOutbox)).toEqual([])
  })

  it("takes nothing twice for a repeated submit", async () => {
    await stock(fresh.db, { M: 3 })
    const first = await createOrder(fresh.db, oneM(1))
    const again = await createOrder(fresh.db, oneM(1))
    expect(again).toEqual({ order: first.order, created: false })
    const [a, b] = await Promise.all([
      createOrder(fresh.db, oneM(2)),
      createOrder(fresh.db, oneM(2)),
    ])
    expect(a.order.orderNumber).toBe(b.order.orderNumber)
    expect(await readStockLevels(fresh.db)).toEqual({ "1:M": 1 })
  })

  it("puts a cancelled order's units back exactly once", async () => {
    await stock(fresh.db, { M: 3 })
    const { order } = await createOrder(fresh.db, oneM(1, 2))
    expect(await readStockLevels(fresh.db)).toEqual({ "1:M": 1 })
    expect(await changeOrderStatus(fresh.db, order.orderNumber, "cancelled", NOW)).toMatchObject({
      ok: true,
    })
    expect(await readStockLevels(fresh.db)).toEqual({ "1:M": 3 })
    expect(await unitsHeldByUnpaidOrders(fresh.db)).toEqual({})
    // A second cancel is refused, and a direct second release finds nothing to give back.
    expect(await changeOrderStatus(fresh.db, order.orderNumber, "cancelled", NOW)).toMatchObject({
      ok: false,
    })
    const [row] = await fresh.db.select().from(orders)
    expect(row!.stockReleasedAt).toEqual(NOW)
    expect(await fresh.db.transaction((tx) => releaseOrderStock(tx, row!.id, NOW))).toEqual([])
    expect(await readStockLevels(fresh.db)).toEqual({ "1:M": 3 })
  })

  it("puts a paid order's units back when it is cancelled before shipping", async () => {
    await stock(fresh.db, { M: 1 })
    const { order } = await createOrder(fresh.db, oneM(1))
    await changeOrderStatus(fresh.db, order.orderNumber, "paid", NOW)
    await changeOrderStatus(fresh.db, order.orderNumber, "cancelled", NOW)
    expect(await readStockLevels(fresh.db)).toEqual({ "1:M": 1 })
  })

  it("leaves an unlimited size unlimited when an order is cancelled", async () => {
    const { order } = await createOrder(fresh.db, oneM(1, 4))
    await changeOrderStatus(fresh.db, order.orderNumber, "cancelled", NOW)
    expect(await readStockLevels(fresh.db)).toEqual({})
  })

  it("does not overwrite a count an order changed while the owner edited it", async () => {
    await stock(fresh.db, { M: 3 })
    await createOrder(fresh.db, oneM(1))
    const saved = await setStock(
      fresh.db,
      [
        { productId: 1, size: "S", was: null, to: 8 },
        { productId: 1, size: "M", was: 3, to: 5 },
      ],
      NOW,
    )
    expect(saved).toEqual({ ok: false, conflicts: [{ productId: 1, size: "M", now: 2 }] })
    // All or nothing: S was not set either.
    expect(await readStockLevels(fresh.db)).toEqual({ "1:M": 2 })
    expect(await setStock(fresh.db, [{ productId: 1, size: "M", was: 2, to: null }], NOW)).toEqual({
      ok: true,
    })
    expect(await readStockLevels(fresh.db)).toEqual({})
  })

  it("makes exactly three orders of twenty checkouts at once for the last three units", async () => {
    await stock(fresh.db, { M: 3 })
    expect(await twentyAtOnce([fresh.db])).toEqual({ placed: 3, refused: 17 })
    expect(await readStockLevels(fresh.db)).toEqual({ "1:M": 0 })
    expect(await fresh.db.select().from(orders)).toHaveLength(3)
    expect(await fresh.db.select().from(mailOutbox)).toHaveLength(6)
  })
})

describe("stock with two processes on one PostgreSQL", { timeout: 90_000 }, () => {
  it("makes exactly three orders of twenty checkouts at once for the last three units", async () => {
    const database = await createTestDatabase({ template: process.env[POSTGRES_TEMPLATE_ENV] })
    // Two pools of their own, as two server processes have.
    const one = await connectPostgres(database.url, { max: 10 })
    const two = await connectPostgres(database.url, { max: 10 })
    try {
      await stock(one.db, { M: 3 })
      expect(await twentyAtOnce([one.db, two.db])).toEqual({ placed: 3, refused: 17 })
      expect(await readStockLevels(two.db)).toEqual({ "1:M": 0 })
      expect(await one.db.select().from(orders)).toHaveLength(3)
      expect(await one.db.select().from(mailOutbox)).toHaveLength(6)
    } finally {
      await one.close()
      await two.close()
      await database.drop()
    }
  })
})
