// The mail outbox as the admin sees it: queued, sent and failed mail
// with attempts and last error, one mail's text, and 'Retry now' for a failed one.
import { asc, eq } from "drizzle-orm"
import type { Db } from "~/db/client.server"
import { mailOutbox } from "~/db/schema"
import { log } from "~/lib/log.server"
import { getMail, listOutbox, retryMail } from "~/mail/outbox.server"
import { formatDateTime } from "~/lib/date-format"

export type AdminOutboxRow = {
  id: number
  kind: string
  to: string
  subject: string
  status: string
  attempts: number
  lastError: string | null
  created: string
  sent: string | null
}

/** A mail sent about one record (an order, an enquiry), for its admin page. */
export type RecordMail = { id: number; kind: string; subject: string; status: string; to: string }

/** The mails about one order or one enquiry, oldest first. */
export async function mailsOfRecord(
  db: Db,
  record: { orderId: number } | { enquiryId: number },
): Promise<RecordMail[]> {
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      to: mailOutbox.toAddress,
    })
    .from(mailOutbox)
    .where(
      "orderId" in record
        ? eq(mailOutbox.orderId, record.orderId)
        : eq(mailOutbox.enquiryId, record.enquiryId),
    )
    .orderBy(asc(mailOutbox.id))
}

export type AdminMailText = {
  id: number
  to: string
  subject: string
  status: string
  text: string
}

export async function listOutboxRows(db: Db): Promise<AdminOutboxRow[]> {
  const rows = await listOutbox(db)
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    created: formatDateTime(row.createdAt),
    sent: row.sentAt ? formatDateTime(row.sentAt) : null,
  }))
}

/** The plain-text body only: the HTML part is never rendered in the admin (no markup from mail reaches the page). */
export async function readMailText(db: Db, id: number): Promise<AdminMailText | undefined> {
  const mail = await getMail(db, id)
  if (!mail) return undefined
  return {
    id: mail.id,
    to: mail.toAddress,
    subject: mail.subject,
    status: mail.status,
    text: mail.textBody,
  }
}

export async function retryFailedMail(db: Db, id: number): Promise<boolean> {
  const retried = await retryMail(db, id)
  if (retried) log.info("mail.retry_requested", { id })
  return retried
}
