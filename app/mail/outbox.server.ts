// The mail outbox (docs/decisions/mail-outbox.md): mail is queued in the same
// transaction as the order or enquiry it belongs to, and sender.server.ts delivers it later.
// So an order is never stored without its mail, and SMTP being down loses nothing.
import { desc, eq, and } from "drizzle-orm"
import type { Db } from "~/db/client.server"
import { mailOutbox } from "~/db/schema"

export type MailKind = "order_customer" | "order_business"
export type MailStatus = "queued" | "sending" | "sent" | "failed"
export type OutboxMail = typeof mailOutbox.$inferSelect

/** Anything that can run an insert: the database or an open transaction. */
type Executor = Pick<Db, "insert">

export type QueuedMail = {
  kind: MailKind | (string & {})
  orderId: number | null
  enquiryId?: number | null
  to: string
  /** Where replies should go instead of MAIL_FROM (a visitor, or the business). */
  replyTo?: string
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
}

/** Queues one mail; pass the order's transaction so both commit or neither does. */
export async function queueMail(tx: Executor, mail: QueuedMail): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      orderId: mail.orderId,
      enquiryId: mail.enquiryId ?? null,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      headers: mail.headers ?? null,
    })
    .returning({ id: mailOutbox.id })
  return row!.id
}

/** The newest mail first, for the admin's outbox view. */
export async function listOutbox(
  db: Db,
  { limit = 200 }: { limit?: number } = {},
): Promise<OutboxMail[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit)
}

export async function getMail(db: Db, id: number): Promise<OutboxMail | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
  return row
}

/** Puts a failed mail back in the queue, due now. Returns false when it was not failed. */
export async function retryMail(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: "queued", nextAttemptAt: new Date(), lockedUntil: null, lastError: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "failed")))
    .returning({ id: mailOutbox.id })
  return rows.length > 0
}
