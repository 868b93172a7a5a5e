// Storing an enquiry: the enquiry, its first status and its two mails (to the
// business and to the visitor) are written in one transaction, so an enquiry
// the visitor was thanked for always reaches the business, and a failure
// leaves nothing half-stored. One enquiry per idempotency key: a double submit
// or a retry after a lost answer gets the first enquiry back.
import { eq } from "drizzle-orm"
import {
  businessEnquiryMail,
  ENQUIRY_BUSINESS_KIND,
  ENQUIRY_VISITOR_KIND,
  visitorEnquiryMail,
  type EnquiryMailData,
} from "~/business/enquiry-mails.server"
import type { EnquiryInput } from "~/business/enquiry-schema"
import { enquiryReference } from "~/business/enquiry-status"
import type { Db } from "~/db/client.server"
import { storeOnce } from "~/db/store-once.server"
import { enquiries, enquiryStatusEvents } from "~/db/schema"
import { config } from "~/lib/config.server"
import { log } from "~/lib/log.server"
import { queueMail } from "~/mail/outbox.server"
import { formatDateTime } from "~/lib/date-format"

/** What the visitor is told after sending: enough for the success message, nothing more. */
export type EnquiryReceipt = {
  reference: string
  service: string
  name: string
  email: string
  preferredDate: string | null
  preferredTime: string | null
}

export type CreateEnquiryResult = { receipt: EnquiryReceipt; created: boolean }

type Options = { now?: () => Date; shopEmail?: string }

export async function createEnquiry(
  db: Db,
  input: EnquiryInput,
  options: Options = {},
): Promise<CreateEnquiryResult> {
  const now = options.now ?? (() => new Date())
  const shopEmail = options.shopEmail ?? config.mail.shopEmail

  const store = () =>
    db.transaction(async (tx) => {
      const createdAt = now()
      const [inserted] = await tx
        .insert(enquiries)
        .values({
          idempotencyKey: input.idempotencyKey,
          service: input.service,
          status: "new",
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          organisation: input.organisation ?? null,
          message: input.message,
          preferredDate: input.preferredDate ?? null,
          preferredTime: input.preferredTime ?? null,
          createdAt,
          updatedAt: createdAt,
        })
        // A concurrent twin of this submit (same key) won the race: store nothing more.
        .onConflictDoNothing({ target: enquiries.idempotencyKey })
        .returning()
      if (!inserted) return undefined
      await tx
        .insert(enquiryStatusEvents)
        .values({ enquiryId: inserted.id, status: "new", createdAt })
      const mailData = toMailData(inserted)
      await queueMail(tx, {
        kind: ENQUIRY_BUSINESS_KIND,
        orderId: null,
        enquiryId: inserted.id,
        ...businessEnquiryMail(mailData, shopEmail),
      })
      await queueMail(tx, {
        kind: ENQUIRY_VISITOR_KIND,
        orderId: null,
        enquiryId: inserted.id,
        ...visitorEnquiryMail(mailData, shopEmail),
      })
      return inserted
    })

  const { record: row, created } = await storeOnce(() => findByKey(db, input.idempotencyKey), store)
  if (created)
    log.info("enquiry.created", {
      reference: enquiryReference(row.id),
      service: row.service,
      mail: config.mail.smtpUrl ? "queued" : "queued; SMTP_URL not set, mail stays in the outbox",
    })
  return { receipt: toReceipt(row), created }
}

/** The enquiry already stored for this form's key, if any (a repeated submit). */
export async function findEnquiryReceipt(
  db: Db,
  idempotencyKey: string,
): Promise<EnquiryReceipt | undefined> {
  const row = await findByKey(db, idempotencyKey)
  return row && toReceipt(row)
}

type EnquiryRow = typeof enquiries.$inferSelect

async function findByKey(db: Db, idempotencyKey: string): Promise<EnquiryRow | undefined> {
  const [row] = await db
    .select()
    .from(enquiries)
    .where(eq(enquiries.idempotencyKey, idempotencyKey))
  return row
}

function toReceipt(row: EnquiryRow): EnquiryReceipt {
  return {
    reference: enquiryReference(row.id),
    service: row.service,
    name: row.name,
    email: row.email,
    preferredDate: row.preferredDate,
    preferredTime: row.preferredTime,
  }
}

export function toMailData(row: EnquiryRow): EnquiryMailData {
  return {
    reference: enquiryReference(row.id),
    service: row.service,
    name: row.name,
    email: row.email,
    phone: row.phone,
    organisation: row.organisation,
    message: row.message,
    preferredDate: row.preferredDate,
    preferredTime: row.preferredTime,
    receivedAt: formatDateTime(row.createdAt),
  }
}
