// The newsletter list with double opt-in (POPIA): a sign-up stores a pending
// address and queues a confirmation mail with a signed link; only a confirmed
// address is a subscriber, and only subscribers receive newsletters. The row
// keeps how and when consent was given. Pending sign-ups that are never
// confirmed are purged after config.retention.newsletterPendingDays.
import { and, count, desc, eq, inArray, lt, sql } from "drizzle-orm"
import type { Db } from "~/db/client.server"
import { deleteCounted } from "~/db/delete-counted.server"
import { mailOutbox, newsletterSubscribers } from "~/db/schema"
import { config } from "~/lib/config.server"
import { log } from "~/lib/log.server"
import { queueMail } from "~/mail/outbox.server"
import {
  confirmUrl,
  ensureLinkKey,
  readTokenId,
  unsubscribeUrl,
  verifyToken,
} from "~/newsletter/links.server"
import { confirmationMail, newsletterMail } from "~/newsletter/mails.server"

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed"
export type Subscriber = typeof newsletterSubscribers.$inferSelect

// A second sign-up of a pending address within this time sends no second mail,
// so the form cannot be used to flood someone's inbox.
export const CONFIRMATION_RESEND_MS = 15 * 60_000
const DAY_MS = 24 * 60 * 60_000

const byAddress = (email: string) => sql`lower(${newsletterSubscribers.email}) = lower(${email})`

/** Every sign-up of the address, whatever its case (for the person's data export). */
export function subscriptionsOf(db: Db, email: string): Promise<Subscriber[]> {
  return db.select().from(newsletterSubscribers).where(byAddress(email))
}

/**
 * Handles a sign-up. Whatever the address's state, the caller answers the same
 * ("check your inbox"), so the form does not reveal who is on the list. Returns
 * whether a confirmation mail was queued (for logs and tests only).
 */
export async function requestSubscription(
  ...signUp: Parameters<typeof sendConfirmation>
): Promise<{ mailQueued: boolean }> {
  await recordSignUp(...signUp)
  return sendConfirmation(...signUp)
}

/**
 * Stores a new address as pending; the same one statement whatever the address's state,
 * so it may run before the answer without the answer's timing telling anything. Once it
 * is in, the sign-up survives a crash: `resumeConfirmations` mails it at the next start.
 */
export async function recordSignUp(db: Db, email: string, source: string, now = new Date()) {
  await db
    .insert(newsletterSubscribers)
    .values({ email, status: "pending", consentSource: source, consentAt: now, createdAt: now })
    .onConflictDoNothing()
}

/** Queues the confirmation mail of a pending or unsubscribed address, at most once a while. */
export async function sendConfirmation(
  db: Db,
  email: string,
  source: string,
  now: Date = new Date(),
): Promise<{ mailQueued: boolean }> {
  const validDays = config.retention.newsletterPendingDays
  await ensureLinkKey(db)
  return db.transaction(async (tx) => {
    // Claim the right to mail in one conditional UPDATE, so two sign-ups at once send one mail.
    const [claimed] = await tx
      .update(newsletterSubscribers)
      .set({
        status: "pending",
        consentSource: source,
        consentAt: now,
        confirmationSentAt: now,
      })
      .where(
        and(
          byAddress(email),
          inArray(newsletterSubscribers.status, ["pending", "unsubscribed"]),
          sql`(${newsletterSubscribers.confirmationSentAt} is null or ${newsletterSubscribers.confirmationSentAt} <= ${new Date(now.getTime() - CONFIRMATION_RESEND_MS)})`,
        ),
      )
      .returning()
    if (!claimed) return { mailQueued: false }
    const expiresAt = Math.floor(now.getTime() / 1000) + Math.round(validDays * 86_400)
    const mail = confirmationMail(
      claimed.email,
      {
        confirm: await confirmUrl(db, claimed.id, claimed.email, expiresAt),
        unsubscribe: await unsubscribeUrl(db, claimed.id, claimed.email),
      },
      validDays,
    )
    await queueMail(tx, { kind: "newsletter_confirm", orderId: null, ...mail })
    return { mailQueued: true }
  })
}

/**
 * Mails the sign-ups stored but never mailed (the process stopped between the two); each
 * is claimed as `sendConfirmation` claims it, so several processes mail it once.
 */
export async function resumeConfirmations(db: Db, now = new Date()): Promise<number> {
  const unsent = await db
    .select({ email: newsletterSubscribers.email, source: newsletterSubscribers.consentSource })
    .from(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.status, "pending"),
        sql`${newsletterSubscribers.confirmationSentAt} is null`,
      ),
    )
  let queued = 0
  for (const row of unsent)
    if ((await sendConfirmation(db, row.email, row.source ?? "", now)).mailQueued) queued++
  return queued
}

/** Listed in app/services.server.ts: at start, mails the sign-ups a stop left unmailed. */
export const confirmationResumeService = {
  name: "newsletter-confirmations",
  async start({ db }: { db: Db }) {
    const queued = await resumeConfirmations(db)
    if (queued > 0) log.info("newsletter.confirmations_resumed", { queued })
  },
}

export type LinkOutcome =
  { ok: true; email: string; already: boolean } | { ok: false; reason: "invalid" | "expired" }

async function subscriberForToken(
  db: Db,
  token: string,
  purpose: "confirm" | "unsubscribe",
  now: Date,
): Promise<{ row: Subscriber } | { reason: "invalid" | "expired" }> {
  const claim = readTokenId(token)
  if (!claim) return { reason: "invalid" }
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, claim.id))
  if (!row || !(await verifyToken(db, token, purpose, row.email))) return { reason: "invalid" }
  if (claim.expiresAt !== undefined && claim.expiresAt * 1000 < now.getTime())
    return { reason: "expired" }
  return { row }
}

/** Checks a link without acting on it (the page shown before the button is pressed). */
export async function checkLink(
  db: Db,
  token: string,
  purpose: "confirm" | "unsubscribe",
  now: Date = new Date(),
): Promise<LinkOutcome> {
  const found = await subscriberForToken(db, token, purpose, now)
  if ("reason" in found) return { ok: false, reason: found.reason }
  const done = purpose === "confirm" ? "confirmed" : "unsubscribed"
  return { ok: true, email: found.row.email, already: found.row.status === done }
}

export function confirmSubscription(db: Db, token: string, now: Date = new Date()) {
  return followLink(db, token, "confirm", now, {
    from: ["pending"],
    set: { status: "confirmed", confirmedAt: now },
  })
}

export function unsubscribe(db: Db, token: string, now: Date = new Date()) {
  return followLink(db, token, "unsubscribe", now, {
    from: ["pending", "confirmed"],
    set: { status: "unsubscribed", unsubscribedAt: now },
  })
}

/**
 * Moves the link's subscriber from one of `from` to the new status. A second click finds
 * it moved already: no change, and `already` says so.
 */
async function followLink(
  db: Db,
  token: string,
  purpose: "confirm" | "unsubscribe",
  now: Date,
  change: {
    from: SubscriberStatus[]
    set: Partial<typeof newsletterSubscribers.$inferInsert>
  },
): Promise<LinkOutcome> {
  const found = await subscriberForToken(db, token, purpose, now)
  if ("reason" in found) return { ok: false, reason: found.reason }
  const updated = await db
    .update(newsletterSubscribers)
    .set(change.set)
    .where(
      and(
        eq(newsletterSubscribers.id, found.row.id),
        inArray(newsletterSubscribers.status, change.from),
      ),
    )
    .returning({ id: newsletterSubscribers.id })
  return { ok: true, email: found.row.email, already: updated.length === 0 }
}

/**
 * Queues one newsletter issue to every confirmed subscriber (never to pending
 * or unsubscribed addresses), each with its own unsubscribe link and headers.
 */
export async function queueNewsletter(
  db: Db,
  issue: { subject: string; text: string },
): Promise<number> {
  const recipients = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, "confirmed"))
  await ensureLinkKey(db)
  await db.transaction(async (tx) => {
    for (const subscriber of recipients) {
      const mail = newsletterMail(
        subscriber.email,
        issue,
        await unsubscribeUrl(db, subscriber.id, subscriber.email),
      )
      await queueMail(tx, { kind: "newsletter", orderId: null, ...mail })
    }
  })
  return recipients.length
}

export async function listSubscribers(
  db: Db,
  { limit, offset = 0 }: { limit?: number; offset?: number } = {},
): Promise<Subscriber[]> {
  const query = db
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .offset(offset)
  return limit === undefined ? query : query.limit(limit)
}

export async function countSubscribers(db: Db): Promise<Record<SubscriberStatus, number>> {
  const rows = await db
    .select({ status: newsletterSubscribers.status, n: count() })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.status)
  const counts: Record<SubscriberStatus, number> = { pending: 0, confirmed: 0, unsubscribed: 0 }
  for (const row of rows) counts[row.status as SubscriberStatus] = row.n
  return counts
}

/**
 * Erases what the newsletter holds about a person on their request: the
 * sign-up row and every newsletter mail queued or sent to the address. Returns
 * whether anything was found. (Orders are business records and stay.)
 */
export async function eraseSubscriber(db: Db, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(newsletterSubscribers)
      .where(byAddress(email))
      .returning({ id: newsletterSubscribers.id })
    const mails = await tx
      .delete(mailOutbox)
      .where(
        and(
          sql`lower(${mailOutbox.toAddress}) = lower(${email})`,
          inArray(mailOutbox.kind, ["newsletter_confirm", "newsletter"]),
        ),
      )
      .returning({ id: mailOutbox.id })
    return removed.length + mails.length > 0
  })
}

/** Deletes sign-ups never confirmed within the pending period. */
export async function purgePendingSignups(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - config.retention.newsletterPendingDays * DAY_MS)
  return deleteCounted(
    db,
    newsletterSubscribers,
    and(
      eq(newsletterSubscribers.status, "pending"),
      lt(
        sql`coalesce(${newsletterSubscribers.consentAt}, ${newsletterSubscribers.createdAt})`,
        cutoff,
      ),
    ),
  )
}
