// Accounts themselves: finding one's orders, deleting one (by the visitor, the admin or the
// erasure of a person's data), and purging those nobody has used for ACCOUNT_INACTIVE_DAYS.
// Deleting an account deletes what hangs on it (sessions, and whatever else references
// accounts with ON DELETE CASCADE) and its address's sign-in codes; orders stay, as
// business records (/privacy says so).
import { desc, eq, lt, sql } from "drizzle-orm"
import type { Db } from "~/db/client.server"
import { deleteCounted } from "~/db/delete-counted.server"
import { accounts, orders, signInCodes } from "~/db/schema"
import { formatDateTime } from "~/lib/date-format"
import { fromCents } from "~/shop/money"
import { normaliseEmail } from "./sign-in-codes.server"

export type Account = typeof accounts.$inferSelect

export async function accountById(db: Db, id: number): Promise<Account | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id))
  return row
}

/** An account's order as its page lists it. */
export type AccountOrder = {
  orderNumber: string
  date: string
  total: number
  status: string
  awaitingPayment: boolean
}

/** The orders placed with this address (any case), newest first. */
export async function ordersOfAddress(db: Db, email: string): Promise<AccountOrder[]> {
  const rows = await db
    .select({
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      totalCents: orders.totalCents,
      status: orders.status,
    })
    .from(orders)
    .where(eq(sql`lower(${orders.email})`, normaliseEmail(email)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
  return rows.map((row) => ({
    orderNumber: row.orderNumber,
    date: formatDateTime(row.createdAt),
    total: fromCents(row.totalCents),
    status: row.status,
    awaitingPayment: row.status === "awaiting_payment",
  }))
}

/** Deletes the account, its sessions (cascade) and its address's codes; orders stay. */
export async function deleteAccount(db: Db, accountId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(accounts)
      .where(eq(accounts.id, accountId))
      .returning({ email: accounts.email })
    if (!gone) return false
    await tx.delete(signInCodes).where(eq(signInCodes.email, normaliseEmail(gone.email)))
    return true
  })
}

/** The erasure of a person's data: the account with this address, if there is one. */
export async function eraseAccountByEmail(db: Db, email: string): Promise<boolean> {
  const address = normaliseEmail(email)
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(sql`lower(${accounts.email})`, address))
  if (!row) {
    await db.delete(signInCodes).where(eq(signInCodes.email, address))
    return false
  }
  return deleteAccount(db, row.id)
}

/** Deletes accounts nobody has signed in with or used since `before` (the retention purge). */
export async function purgeInactiveAccounts(db: Db, before: Date): Promise<number> {
  return deleteCounted(db, accounts, lt(accounts.lastSeenAt, before))
}
