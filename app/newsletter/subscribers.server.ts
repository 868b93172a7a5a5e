import { desc } from "drizzle-orm"
import { getDb } from "~/db/client.server"
import { newsletterSubscribers } from "~/db/schema"

export type SubscribeOutcome = "subscribed" | "already-subscribed"

/** Stores the address once, whatever its case (a unique index on lower(email)). */
export async function subscribe(email: string): Promise<SubscribeOutcome> {
  const db = await getDb()
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id })
  return inserted.length > 0 ? "subscribed" : "already-subscribed"
}

export async function listSubscribers() {
  const db = await getDb()
  return db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.createdAt))
}
