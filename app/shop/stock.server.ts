// Stock per product and size (docs/product.md#stock). No row, or a NULL count, is unlimited,
// so a new shop sells as before. An order takes its units with a conditional UPDATE in the
// transaction that stores it: the row lock makes concurrent checkouts, in one process or
// several, take no more than is left.
import { and, asc, eq, gte, isNotNull, isNull, sql, sum } from "drizzle-orm"
import type { Db } from "~/db/client.server"
import { orderLines, orders, productStock } from "~/db/schema"
import { stockKey, type StockLevels } from "~/shop/stock"

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0]
type Executor = Pick<Db, "select" | "update" | "insert">

export type StockLine = { productId: number; size: string; quantity: number }
export type Shortage = { productId: number; size: string; left: number }

/** Thrown inside the order's transaction, so nothing of the order is stored. */
export class OutOfStockError extends Error {
  constructor(readonly shortages: Shortage[]) {
    super("Not enough stock for the order")
    this.name = "OutOfStockError"
  }
}

// One fixed order of rows for every transaction, so two orders never wait on each other.
function byRow<Row extends { productId: number; size: string }>(rows: readonly Row[]): Row[] {
  return [...rows].sort((a, b) => a.productId - b.productId || a.size.localeCompare(b.size))
}

const rowOf = (productId: number, size: string) =>
  and(eq(productStock.productId, productId), eq(productStock.size, size))

/** Takes every line's units or throws OutOfStockError naming each line that is short. */
export async function takeOrderStock(tx: Executor, lines: readonly StockLine[]): Promise<void> {
  const shortages: Shortage[] = []
  for (const line of byRow(lines)) {
    const taken = await tx
      .update(productStock)
      .set({ remaining: sql`${productStock.remaining} - ${line.quantity}` })
      .where(and(rowOf(line.productId, line.size), gte(productStock.remaining, line.quantity)))
      .returning({ remaining: productStock.remaining })
    if (taken.length > 0) continue
    const [row] = await tx
      .select({ remaining: productStock.remaining })
      .from(productStock)
      .where(rowOf(line.productId, line.size))
    if (row && row.remaining !== null)
      shortages.push({ productId: line.productId, size: line.size, left: row.remaining })
  }
  if (shortages.length > 0) throw new OutOfStockError(shortages)
}

/**
 * Puts a cancelled order's units back, once: the order is marked in the same transaction,
 * and a second call finds it marked and returns nothing. A size the owner has since made
 * unlimited stays unlimited.
 */
export async function releaseOrderStock(tx: Tx, orderId: number, now: Date): Promise<StockLine[]> {
  const [claimed] = await tx
    .update(orders)
    .set({ stockReleasedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
    .returning({ id: orders.id })
  if (!claimed) return []
  const lines = await tx
    .select({
      productId: orderLines.productId,
      size: orderLines.size,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
  for (const line of byRow(lines)) {
    await tx
      .update(productStock)
      .set({ remaining: sql`${productStock.remaining} + ${line.quantity}` })
      .where(and(rowOf(line.productId, line.size), isNotNull(productStock.remaining)))
  }
  return lines
}

/** The limited sizes and their units left. */
export async function readStockLevels(db: Db): Promise<StockLevels> {
  const rows = await db
    .select()
    .from(productStock)
    .where(isNotNull(productStock.remaining))
    .orderBy(asc(productStock.productId), asc(productStock.size))
  return Object.fromEntries(rows.map((row) => [stockKey(row.productId, row.size), row.remaining!]))
}

// The storefront must show even while the database is unreachable; the checkout still checks.
const STOREFRONT_WAIT_MS = 1_500

/** Stock for the shop's pages; nothing known (every size offered) when the database fails. */
export async function storefrontStock(db: Db): Promise<StockLevels> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const unknown = new Promise<StockLevels>((resolve) => {
    timer = setTimeout(() => resolve({}), STOREFRONT_WAIT_MS)
  })
  try {
    return await Promise.race([readStockLevels(db), unknown])
  } catch {
    return {}
  } finally {
    clearTimeout(timer)
  }
}

/** Units held by orders still awaiting payment, by `stockKey`. */
export async function unitsHeldByUnpaidOrders(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({
      productId: orderLines.productId,
      size: orderLines.size,
      units: sum(orderLines.quantity).mapWith(Number),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orders.status, "awaiting_payment"))
    .groupBy(orderLines.productId, orderLines.size)
  return Object.fromEntries(rows.map((row) => [stockKey(row.productId, row.size), row.units]))
}

export type StockChange = {
  productId: number
  size: string
  /** The count the owner's form showed; the change applies only if it still holds. */
  was: number | null
  to: number | null
}

export type StockConflict = { productId: number; size: string; now: number | null }

class StockChanged extends Error {
  constructor(readonly conflicts: StockConflict[]) {
    super("Stock changed meanwhile")
  }
}

/**
 * Sets the counts the owner changed, all or none. A count that changed since the form was
 * shown (an order took a unit) is not overwritten: the owner is told the new number instead.
 */
export async function setStock(
  db: Db,
  changes: readonly StockChange[],
  now: Date,
): Promise<{ ok: true } | { ok: false; conflicts: StockConflict[] }> {
  try {
    await db.transaction(async (tx) => {
      const conflicts: StockConflict[] = []
      for (const { productId, size, was, to } of byRow(changes)) {
        const stored =
          was === null
            ? await tx
                .insert(productStock)
                .values({ productId, size, remaining: to, updatedAt: now })
                .onConflictDoUpdate({
                  target: [productStock.productId, productStock.size],
                  set: { remaining: to, updatedAt: now },
                  setWhere: isNull(productStock.remaining),
                })
                .returning({ productId: productStock.productId })
            : await tx
                .update(productStock)
                .set({ remaining: to, updatedAt: now })
                .where(and(rowOf(productId, size), eq(productStock.remaining, was)))
                .returning({ productId: productStock.productId })
        if (stored.length > 0) continue
        const [row] = await tx
          .select({ remaining: productStock.remaining })
          .from(productStock)
          .where(rowOf(productId, size))
        conflicts.push({ productId, size, now: row?.remaining ?? null })
      }
      if (conflicts.length > 0) throw new StockChanged(conflicts)
    })
  } catch (error) {
    if (error instanceof StockChanged) return { ok: false, conflicts: error.conflicts }
    throw error
  }
  return { ok: true }
}
