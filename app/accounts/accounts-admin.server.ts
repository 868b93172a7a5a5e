// The admin's Accounts section: how many there are, a search by address (matched
// literally), and one account's facts. Erasure is deleteAccount() (accounts.server.ts).
import { count, desc, eq } from "drizzle-orm"
import { containsText } from "~/db/contains"
import type { Db } from "~/db/client.server"
import { accountSessions, accounts } from "~/db/schema"
import { formatDateTime } from "~/lib/date-format"

export const ACCOUNT_LIST_LIMIT = 100

export type AdminAccountRow = {
  id: number
  email: string
  created: string
  lastSeen: string
  sessions: number
}

const withSessionCount = {
  id: accounts.id,
  email: accounts.email,
  createdAt: accounts.createdAt,
  lastSeenAt: accounts.lastSeenAt,
  sessions: count(accountSessions.id),
}

export async function countAccounts(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(accounts)
  return row?.total ?? 0
}

/** Accounts whose address contains `query` (all when empty), newest first, at most 100. */
export async function searchAccounts(db: Db, query: string): Promise<AdminAccountRow[]> {
  const rows = await db
    .select(withSessionCount)
    .from(accounts)
    .leftJoin(accountSessions, eq(accountSessions.accountId, accounts.id))
    .where(query ? containsText(accounts.email, query) : undefined)
    .groupBy(accounts.id)
    .orderBy(desc(accounts.createdAt), desc(accounts.id))
    .limit(ACCOUNT_LIST_LIMIT)
  return rows.map(toRow)
}

export async function adminAccount(db: Db, id: number): Promise<AdminAccountRow | undefined> {
  const [row] = await db
    .select(withSessionCount)
    .from(accounts)
    .leftJoin(accountSessions, eq(accountSessions.accountId, accounts.id))
    .where(eq(accounts.id, id))
    .groupBy(accounts.id)
  return row && toRow(row)
}

function toRow(row: {
  id: number
  email: string
  createdAt: Date
  lastSeenAt: Date
  sessions: number
}): AdminAccountRow {
  return {
    id: row.id,
    email: row.email,
    created: formatDateTime(row.createdAt),
    lastSeen: formatDateTime(row.lastSeenAt),
    sessions: Number(row.sessions),
  }
}
