// What the owner sees and does with enquiries: the list with search and a
// status filter, one enquiry with its history and mail, status changes
// recorded with their time, notes, the count of new ones, and CSV export.
// Loaders get view models with dates already formatted (Cape Town time).
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm"
import { csvDate, toCsv } from "~/lib/csv"
import { groupBy } from "~/lib/group-by"
import { formatPreferredWindow } from "~/business/enquiry-format"
import {
  enquiryStatus,
  enquiryIdFromReference,
  enquiryReference,
  type EnquiryStatus,
} from "~/business/enquiry-status"

import { enquiryServiceTitle } from "~/business/services"
import type { Db } from "~/db/client.server"
import { enquiries, enquiryStatusEvents, mailOutbox } from "~/db/schema"
import { log } from "~/lib/log.server"
import { formatDateTime } from "~/lib/date-format"
import { cleanSingleLine } from "~/lib/clean-text"
import { containsText } from "~/db/contains"
import { mailsOfRecord, type RecordMail } from "~/mail/outbox-admin.server"

type EnquiryRow = typeof enquiries.$inferSelect
type EventRow = typeof enquiryStatusEvents.$inferSelect

const LIST_LIMIT = 500

export type EnquiryEvent = { status: string; statusLabel: string; at: string }

export type AdminEnquirySummary = {
  id: number
  reference: string
  receivedAt: string
  service: string
  serviceTitle: string
  name: string
  email: string
  organisation: string | null
  excerpt: string
  status: string
  statusLabel: string
  /** Every status with the time it was set, oldest first. */
  events: EnquiryEvent[]
  hasNotes: boolean
}

export type AdminEnquiryDetail = AdminEnquirySummary & {
  phone: string | null
  message: string
  preferredWindow: string | null
  notes: string
  mails: RecordMail[]
}

export type EnquiryListFilter = { query?: string; status?: EnquiryStatus }

/**
 * Newest first. `query` matches part of the name, e-mail, organisation, phone
 * or message in any case, or a reference such as ENQ-00042.
 */
export async function listEnquiries(
  db: Db,
  { query = "", status, limit = LIST_LIMIT }: EnquiryListFilter & { limit?: number } = {},
): Promise<AdminEnquirySummary[]> {
  const rows = await db
    .select()
    .from(enquiries)
    .where(and(searchCondition(query), status ? eq(enquiries.status, status) : undefined))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(limit)
  const events = await eventsByEnquiry(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => toSummary(row, events.get(row.id) ?? []))
}

export async function getEnquiryDetail(
  db: Db,
  id: number,
): Promise<AdminEnquiryDetail | undefined> {
  const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id))
  if (!row) return undefined
  const [events, mails] = await Promise.all([
    eventsByEnquiry(db, [row.id]),
    mailsOfRecord(db, { enquiryId: row.id }),
  ])
  return {
    ...toSummary(row, events.get(row.id) ?? []),
    phone: row.phone,
    message: row.message,
    preferredWindow: formatPreferredWindow(row.preferredDate, row.preferredTime) ?? null,
    notes: row.notes,
    mails,
  }
}

/** For the admin navigation's badge. */
export async function countNewEnquiries(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(enquiries)
    .where(eq(enquiries.status, "new"))
  return row?.value ?? 0
}

export type EnquiryStatusChangeResult =
  | { ok: true; from: string; to: EnquiryStatus }
  | { ok: false; reason: "not-found" | "not-allowed"; from?: string }

/**
 * Moves an enquiry to its next status and records the change with its time.
 * The row lock makes two admins clicking at once change it only once.
 */
export async function changeEnquiryStatus(
  db: Db,
  id: number,
  to: EnquiryStatus,
  now = new Date(),
): Promise<EnquiryStatusChangeResult> {
  const result = await db.transaction(async (tx): Promise<EnquiryStatusChangeResult> => {
    const [row] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for("update")
    if (!row) return { ok: false, reason: "not-found" }
    if (!enquiryStatus.canChange(row.status, to))
      return { ok: false, reason: "not-allowed", from: row.status }
    await tx.update(enquiries).set({ status: to, updatedAt: now }).where(eq(enquiries.id, id))
    await tx.insert(enquiryStatusEvents).values({ enquiryId: id, status: to, createdAt: now })
    return { ok: true, from: row.status, to }
  })
  if (result.ok)
    log.info("enquiry.status_changed", {
      reference: enquiryReference(id),
      from: result.from,
      to: result.to,
    })
  return result
}

/** Replaces the owner's notes; false when there is no such enquiry. */
export async function saveEnquiryNotes(db: Db, id: number, notes: string, now = new Date()) {
  const rows = await db
    .update(enquiries)
    .set({ notes, updatedAt: now })
    .where(eq(enquiries.id, id))
    .returning({ id: enquiries.id })
  return rows.length > 0
}

export const ENQUIRIES_CSV_HEADER = [
  "Reference",
  "Received",
  "Service",
  "Status",
  "Status changed",
  "Status history",
  "Name",
  "Email",
  "Phone",
  "Organisation",
  "Preferred time",
  "Message",
  "Notes",
] as const

/** One row per enquiry, newest first; the status history shares one cell, one change per line. */
export async function exportEnquiriesCsv(db: Db, filter: EnquiryListFilter = {}): Promise<string> {
  const rows = await db
    .select()
    .from(enquiries)
    .where(
      and(
        searchCondition(filter.query ?? ""),
        filter.status ? eq(enquiries.status, filter.status) : undefined,
      ),
    )
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
  const events = await eventsByEnquiry(
    db,
    rows.map((row) => row.id),
  )
  return toCsv(
    ENQUIRIES_CSV_HEADER,
    rows.map((row) => {
      const history = events.get(row.id) ?? []
      const last = history.at(-1)
      return [
        enquiryReference(row.id),
        csvDate(row.createdAt),
        enquiryServiceTitle(row.service),
        enquiryStatus.label(row.status),
        last ? csvDate(last.createdAt) : csvDate(row.createdAt),
        history
          .map((event) => `${enquiryStatus.label(event.status)} ${csvDate(event.createdAt)}`)
          .join("\n"),
        row.name,
        row.email,
        row.phone ?? "",
        row.organisation ?? "",
        formatPreferredWindow(row.preferredDate, row.preferredTime) ?? "",
        row.message,
        row.notes,
      ]
    }),
  )
}

function searchCondition(query: string): SQL | undefined {
  // A NUL byte would make PostgreSQL fail the query; stored text has no control characters anyway.
  const q = cleanSingleLine(query)
  if (!q) return undefined
  const id = enquiryIdFromReference(q)
  return or(
    containsText(enquiries.name, q),
    containsText(enquiries.email, q),
    containsText(enquiries.organisation, q),
    containsText(enquiries.phone, q),
    containsText(enquiries.message, q),
    id !== undefined && /^ENQ-/i.test(q) ? eq(enquiries.id, id) : undefined,
  )
}

async function eventsByEnquiry(db: Db, ids: number[]): Promise<Map<number, EventRow[]>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select()
    .from(enquiryStatusEvents)
    .where(inArray(enquiryStatusEvents.enquiryId, ids))
    .orderBy(asc(enquiryStatusEvents.createdAt), asc(enquiryStatusEvents.id))
  return groupBy(rows, (event) => event.enquiryId)
}

function toSummary(row: EnquiryRow, events: EventRow[]): AdminEnquirySummary {
  const message = row.message.replace(/\s+/g, " ").trim()
  return {
    id: row.id,
    reference: enquiryReference(row.id),
    receivedAt: formatDateTime(row.createdAt),
    service: row.service,
    serviceTitle: enquiryServiceTitle(row.service),
    name: row.name,
    email: row.email,
    organisation: row.organisation,
    excerpt: message.length > 120 ? `${message.slice(0, 117)}…` : message,
    status: row.status,
    statusLabel: enquiryStatus.label(row.status),
    events: events.map((event) => ({
      status: event.status,
      statusLabel: enquiryStatus.label(event.status),
      at: formatDateTime(event.createdAt),
    })),
    hasNotes: row.notes.trim() !== "",
  }
}

/**
 * Erases a person's enquiries on their request (POPIA): every enquiry sent from
 * the address (any case), its status history, and both mails of each (the
 * business's copy holds the same details). Returns how many enquiries went.
 */
export async function eraseEnquiriesOf(db: Db, email: string): Promise<number> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: enquiries.id })
      .from(enquiries)
      .where(sql`lower(${enquiries.email}) = lower(${email})`)
    const ids = found.map((row) => row.id)
    if (ids.length === 0) return 0
    await tx.delete(mailOutbox).where(inArray(mailOutbox.enquiryId, ids))
    // Status events go with their enquiry (ON DELETE CASCADE).
    await tx.delete(enquiries).where(inArray(enquiries.id, ids))
    log.info("enquiries.erased", { count: ids.length })
    return ids.length
  })
}
