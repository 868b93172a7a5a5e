// Unpaid orders do not linger (docs/product.md#unpaid-orders): after ORDER_REMINDER_HOURS an
// order still awaiting payment gets one reminder with the bank details; after
// ORDER_CANCEL_HOURS it is cancelled through changeOrderStatus (the one way an order becomes
// cancelled) with a mail to the customer. Every server process runs this job; the database
// decides which process does each piece of work, so each happens once: the reminder is
// claimed by setting reminded_at where it is still empty, the cancel by the row lock and the
// status check in changeOrderStatus.
import { and, asc, eq, isNull, lte, type SQL } from "drizzle-orm"
import type { Db } from "~/db/client.server"
import { orders, orderStatusEvents } from "~/db/schema"
import type { Config } from "~/lib/config.server"
import { formatDateTime } from "~/lib/date-format"
import { runPeriodically, type Periodic } from "~/lib/periodic.server"
import { errorMessage, log } from "~/lib/log.server"
import { queueMail } from "~/mail/outbox.server"
import {
  PAYMENT_REMINDER_KIND,
  paymentReminderMail,
  UNPAID_CANCELLED_KIND,
  unpaidCancelledMail,
  type CustomerMailSettings,
} from "~/shop/order-mails.server"
import { changeOrderStatus, mailFactsOf } from "~/shop/orders-admin.server"

const HOUR_MS = 3_600_000
/** Orders handled per run; a longer backlog is worked off in the next runs. */
const BATCH = 100

export const REMINDER_NOTE = "Payment reminder sent"
export const UNPAID_CANCEL_NOTE = "Not paid in time"

export type UnpaidOrderRules = Config["unpaidOrders"]
export type UnpaidOrdersRun = { reminded: number; cancelled: number }

export function createUnpaidOrdersJob({
  db,
  rules,
  mail,
}: {
  db: Db
  rules: UnpaidOrderRules
  mail: CustomerMailSettings
}) {
  /** The oldest orders (a batch) still awaiting payment `hours` after they were placed. */
  function unpaidFor(hours: number, now: Date, condition?: SQL) {
    return db
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(
        and(
          eq(orders.status, "awaiting_payment"),
          condition,
          lte(orders.createdAt, new Date(now.getTime() - hours * HOUR_MS)),
        ),
      )
      .orderBy(asc(orders.createdAt))
      .limit(BATCH)
  }

  async function cancelOverdue(now: Date): Promise<number> {
    if (rules.cancelHours === null) return 0
    let cancelled = 0
    for (const { orderNumber } of await unpaidFor(rules.cancelHours, now)) {
      // Another process may have cancelled it, or the owner marked it paid, since the select.
      const result = await changeOrderStatus(db, orderNumber, "cancelled", now, {
        onlyFrom: "awaiting_payment",
        note: UNPAID_CANCEL_NOTE,
        customerMail: (facts) => ({
          kind: UNPAID_CANCELLED_KIND,
          content: unpaidCancelledMail(facts, mail),
        }),
      })
      if (result.ok) cancelled += 1
    }
    return cancelled
  }

  async function remindDue(now: Date): Promise<number> {
    if (rules.reminderHours === null) return 0
    let reminded = 0
    for (const { id } of await unpaidFor(rules.reminderHours, now, isNull(orders.remindedAt))) {
      const claimed = await db.transaction(async (tx) => {
        // The claim: of several processes, only the one whose update finds it empty goes on.
        const [row] = await tx
          .update(orders)
          .set({ remindedAt: now })
          .where(
            and(
              eq(orders.id, id),
              isNull(orders.remindedAt),
              eq(orders.status, "awaiting_payment"),
            ),
          )
          .returning()
        if (!row) return false
        await tx
          .insert(orderStatusEvents)
          .values({ orderId: id, status: row.status, note: REMINDER_NOTE, createdAt: now })
        const deadline =
          rules.cancelHours === null
            ? undefined
            : formatDateTime(new Date(row.createdAt.getTime() + rules.cancelHours * HOUR_MS))
        const content = paymentReminderMail(mailFactsOf(row), deadline, mail)
        await queueMail(tx, { kind: PAYMENT_REMINDER_KIND, orderId: id, ...content })
        return true
      })
      if (claimed) reminded += 1
    }
    return reminded
  }

  return {
    /** Cancels what is overdue first, so an order past both times is not reminded as well. */
    async runOnce(now: Date): Promise<UnpaidOrdersRun> {
      const cancelled = await cancelOverdue(now)
      const reminded = await remindDue(now)
      if (cancelled + reminded > 0) log.info("orders.unpaid_handled", { cancelled, reminded })
      return { reminded, cancelled }
    },
  }
}

/** A tenth of the shorter setting, between a second and five minutes. */
export function tickMsFor(rules: UnpaidOrderRules): number {
  const hours = [rules.reminderHours, rules.cancelHours].filter((h): h is number => h !== null)
  if (hours.length === 0) return 0
  return Math.min(300_000, Math.max(1_000, (Math.min(...hours) * HOUR_MS) / 10))
}

/** Listed in app/services.server.ts; does nothing when both settings are off. */
export const unpaidOrdersService = {
  name: "unpaid-orders",
  start(scope: { db: Db; config: Config; now: () => Date }): Periodic | undefined {
    const rules = scope.config.unpaidOrders
    const tickMs = tickMsFor(rules)
    if (tickMs === 0) return
    const job = createUnpaidOrdersJob({
      db: scope.db,
      rules,
      mail: {
        bank: scope.config.bank,
        publicOrigin: scope.config.publicOrigin,
        cancelHours: rules.cancelHours,
      },
    })
    return runPeriodically(tickMs, () =>
      job
        .runOnce(scope.now())
        .catch((error: unknown) =>
          log.warn("orders.unpaid_failed", { error: errorMessage(error) }),
        ),
    )
  },
}
