// The premium waitlist: signed-in visitors who asked to hear when premium cameras
// open. Nothing is sold; joining twice keeps the first date.
import { desc, eq } from "drizzle-orm"
import type { Db } from "~/db/client.server"
import { accounts, premiumWaitlist } from "~/db/schema"
import { csvDate, toCsv } from "~/lib/csv"

export type WaitlistEntry = { email: string; joinedAt: Date }

/** Joins the account to the waitlist; answers whether it was already on it. */
export async function joinWaitlist(
  db: Db,
  accountId: number,
  now: Date,
): Promise<{ already: boolean }> {
  const rows = await db
    .insert(premiumWaitlist)
    .values({ accountId, joinedAt: now })
    .onConflictDoNothing()
    .returning({ accountId: premiumWaitlist.accountId })
  return { already: rows.length === 0 }
}

export async function waitlistJoinedAt(db: Db, accountId: number): Promise<Date | null> {
  const [row] = await db
    .select({ joinedAt: premiumWaitlist.joinedAt })
    .from(premiumWaitlist)
    .where(eq(premiumWaitlist.accountId, accountId))
  return row?.joinedAt ?? null
}

/** Everyone on the waitlist, the newest first. */
export async function listWaitlist(db: Db): Promise<WaitlistEntry[]> {
  return db
    .select({ email: accounts.email, joinedAt: premiumWaitlist.joinedAt })
    .from(premiumWaitlist)
    .innerJoin(accounts, eq(accounts.id, premiumWaitlist.accountId))
    .orderBy(desc(premiumWaitlist.joinedAt), desc(premiumWaitlist.accountId))
}

export async function exportWaitlistCsv(db: Db): Promise<string> {
  const rows = await listWaitlist(db)
  return toCsv(
    ["Email", "Joined"],
    rows.map((row) => [row.email, csvDate(row.joinedAt)]),
  )
}
