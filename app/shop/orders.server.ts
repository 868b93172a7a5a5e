// Placing an order (docs/architecture.md#how-an-order-flows): the lines are rebuilt from the
// catalog (a browser's prices are never read), and the order, its lines, its first status and its
// two mails are stored in one transaction, so nothing is ever half-stored.
import { asc, eq } from "drizzle-orm"
import type { Db } from "~/db/client.server"
import { orderLines, orders, orderStatusEvents } from "~/db/schema"
import { storeOnce } from "~/db/store-once.server"
import { log } from "~/lib/log.server"
import { config } from "~/lib/config.server"
import { queueMail } from "~/mail/outbox.server"
import { businessOrderMail, customerOrderMail } from "~/shop/order-mails.server"
import { findProduct } from "~/shop/catalog"
import type { CheckoutInput } from "~/shop/checkout-schema"
import { fromCents, SHIPPING_RAND, toCents } from "~/shop/money"
import type { Order } from "~/shop/order"
import { formatDateTime } from "~/lib/date-format"
import { orderNumberFor } from "~/shop/order-number"
import { takeOrderStock } from "~/shop/stock.server"
import { newOrderKey } from "~/shop/order-key.server"
import { orderPagePath } from "~/shop/order-page"

export const ORDER_STATUS_AWAITING_PAYMENT = "awaiting_payment"

export type CreateOrderResult = { order: Order; created: boolean }

type Options = { now?: () => Date }

/**
 * Stores the order once per idempotency key: a repeated submit (double click,
 * retry after a lost answer) gets the first order back with `created: false`.
 * Throws OutOfStockError (app/shop/stock.server.ts), storing nothing, when a
 * size has fewer units left than a line asks for.
 */
export async function createOrder(
  db: Db,
  input: CheckoutInput,
  options: Options = {},
): Promise<CreateOrderResult> {
  const now = options.now ?? (() => new Date())

  const lines = input.items.map((item) => {
    const product = findProduct(item.id)
    // The schema already refused unknown products; this keeps the types honest.
    if (!product) throw new Error(`Unknown product ${item.id}`)
    const unitPriceCents = toCents(product.price)
    return {
      productId: product.id,
      name: product.name,
      size: item.size,
      quantity: item.quantity,
      unitPriceCents,
      lineTotalCents: unitPriceCents * item.quantity,
    }
  })
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0)
  const shippingCents = toCents(SHIPPING_RAND)

  const store = () =>
    db.transaction(async (tx) => {
      let epochMs = now().getTime()
      for (;;) {
        const createdAt = new Date(epochMs)
        const [row] = await tx
          .insert(orders)
          .values({
            orderNumber: orderNumberFor(epochMs),
            idempotencyKey: input.idempotencyKey,
            status: ORDER_STATUS_AWAITING_PAYMENT,
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            address: input.address,
            city: input.city,
            postalCode: input.postalCode,
            country: input.country,
            subtotalCents,
            shippingCents,
            totalCents: subtotalCents + shippingCents,
            createdAt,
            updatedAt: createdAt,
            accessKey: newOrderKey(),
          })
          // Both unique columns may clash: the idempotency key (a concurrent twin of
          // this submit won) or the order number (another order in this millisecond).
          .onConflictDoNothing()
          .returning()
        if (!row) {
          const [twin] = await tx
            .select({ id: orders.id })
            .from(orders)
            .where(eq(orders.idempotencyKey, input.idempotencyKey))
          if (twin) return undefined
          // The number is the millisecond time; a clash takes the next millisecond.
          epochMs += 1
          continue
        }
        // Throws when a size is short: the whole order, mails included, is rolled back.
        await takeOrderStock(tx, lines)
        await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: row.id })))
        await tx
          .insert(orderStatusEvents)
          .values({ orderId: row.id, status: ORDER_STATUS_AWAITING_PAYMENT, createdAt })
        const order = toOrder(row, lines)
        for (const [kind, mail] of [
          ["order_customer", customerOrderMail(order)],
          ["order_business", businessOrderMail(order)],
        ] as const) {
          await queueMail(tx, { kind, orderId: row.id, ...mail })
        }
        return order
      }
    })

  const { record: order, created } = await storeOnce(
    () => findOrderByKey(db, input.idempotencyKey),
    store,
  )
  if (created)
    log.info("order.created", {
      orderNumber: order.orderNumber,
      totalCents: subtotalCents + shippingCents,
      mail: config.mail.smtpUrl ? "queued" : "queued; SMTP_URL not set, mail stays in the outbox",
    })
  return { order, created }
}

export async function findOrderByKey(db: Db, idempotencyKey: string): Promise<Order | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey))
  if (!row) return undefined
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, row.id))
    .orderBy(asc(orderLines.id))
  return toOrder(row, lines)
}

type OrderRow = typeof orders.$inferSelect
type LineValues = { name: string; size: string; quantity: number; unitPriceCents: number }

function toOrder(row: OrderRow, lines: LineValues[]): Order {
  return {
    orderNumber: row.orderNumber,
    customer: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      address: row.address,
      city: row.city,
      postalCode: row.postalCode,
      country: row.country,
    },
    items: lines.map((line) => ({
      name: line.name,
      size: line.size,
      quantity: line.quantity,
      price: fromCents(line.unitPriceCents),
    })),
    totals: {
      subtotal: fromCents(row.subtotalCents),
      shipping: fromCents(row.shippingCents),
      total: fromCents(row.totalCents),
    },
    orderDate: formatDateTime(row.createdAt),
    ...(row.accessKey ? { pagePath: orderPagePath(row.orderNumber, row.accessKey) } : {}),
  }
}
