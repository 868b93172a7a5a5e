// 'Download my data': one JSON document made of parts, each a named section read for the
// account. A domain that keeps more about an account adds its part to EXPORT_PARTS.
// Nothing secret goes in: no session token or hash, no code hash.
import { asc, eq, inArray, sql } from "drizzle-orm"
import type { Db } from "~/db/client.server"
import { orderLines, orders, orderStatusEvents } from "~/db/schema"
import { subscriptionsOf } from "~/newsletter/subscribers.server"
import { fromCents } from "~/shop/money"
import type { Account } from "./accounts.server"
import { favouritesPart, premiumWaitlistPart } from "./favourites-export.server"
import { sessionsOf } from "./sessions.server"
import { normaliseEmail } from "./sign-in-codes.server"

export type ExportPart = {
  /** The key of this part in the document. */
  name: string
  read: (db: Db, account: Account) => Promise<unknown>
}

const accountPart: ExportPart = {
  name: "account",
  read: async (_db, account) => ({
    email: account.email,
    createdAt: account.createdAt.toISOString(),
    lastSeenAt: account.lastSeenAt.toISOString(),
  }),
}

const sessionsPart: ExportPart = {
  name: "sessions",
  read: async (db, account) =>
    (await sessionsOf(db, account.id)).map((session) => ({
      signedInAt: session.createdAt.toISOString(),
      lastUsedAt: session.lastUsedAt.toISOString(),
      endsAt: session.expiresAt.toISOString(),
    })),
}

const consentsPart: ExportPart = {
  name: "consents",
  read: async (db, account) => ({
    newsletter: (await subscriptionsOf(db, account.email)).map((row) => ({
      status: row.status,
      source: row.consentSource,
      consentAt: row.consentAt?.toISOString() ?? null,
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    })),
  }),
}

const ordersPart: ExportPart = {
  name: "orders",
  read: async (db, account) => {
    const rows = await db
      .select()
      .from(orders)
      .where(eq(sql`lower(${orders.email})`, normaliseEmail(account.email)))
      .orderBy(asc(orders.createdAt))
    if (rows.length === 0) return []
    const ids = rows.map((row) => row.id)
    const lines = await db.select().from(orderLines).where(inArray(orderLines.orderId, ids))
    const events = await db
      .select()
      .from(orderStatusEvents)
      .where(inArray(orderStatusEvents.orderId, ids))
      .orderBy(asc(orderStatusEvents.id))
    return rows.map((row) => ({
      orderNumber: row.orderNumber,
      placedAt: row.createdAt.toISOString(),
      status: row.status,
      customer: {
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        address: row.address,
        city: row.city,
        postalCode: row.postalCode,
        country: row.country,
      },
      items: lines
        .filter((line) => line.orderId === row.id)
        .map((line) => ({
          name: line.name,
          size: line.size,
          quantity: line.quantity,
          unitPrice: fromCents(line.unitPriceCents),
        })),
      totals: {
        subtotal: fromCents(row.subtotalCents),
        shipping: fromCents(row.shippingCents),
        total: fromCents(row.totalCents),
      },
      statusHistory: events
        .filter((event) => event.orderId === row.id)
        .map((event) => ({ status: event.status, at: event.createdAt.toISOString() })),
    }))
  },
}

/** The parts of the export, in the document's order. */
export const EXPORT_PARTS: ExportPart[] = [
  accountPart,
  sessionsPart,
  favouritesPart,
  premiumWaitlistPart,
  consentsPart,
  ordersPart,
]

/** The account's data as one document, with when it was made. */
export async function exportAccountData(
  db: Db,
  account: Account,
  now: Date,
  parts: readonly ExportPart[] = EXPORT_PARTS,
): Promise<Record<string, unknown>> {
  const document: Record<string, unknown> = { exportedAt: now.toISOString() }
  for (const part of parts) document[part.name] = await part.read(db, account)
  return document
}
