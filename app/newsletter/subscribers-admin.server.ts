// The newsletter list for the admin: one page of sign-ups with their consent
// state, a CSV export of everything, and erasure of one person's data on request.
import type { Db } from "~/db/client.server"
import { csvDate, toCsv } from "~/lib/csv"
import {
  countSubscribers,
  listSubscribers,
  type SubscriberStatus,
} from "~/newsletter/subscribers.server"
import { formatDateTime } from "~/lib/date-format"

export const SUBSCRIBERS_PAGE_SIZE = 50

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
}

export type AdminSubscriber = {
  id: number
  email: string
  status: string
  signedUp: string
  confirmed: string
}

export type SubscribersPage = {
  subscribers: AdminSubscriber[]
  page: number
  pageCount: number
  total: number
  counts: Record<SubscriberStatus, number>
}

function label(status: string): string {
  return SUBSCRIBER_STATUS_LABELS[status as SubscriberStatus] ?? status
}

/** Page numbers start at 1; a page past the end shows the last one. */
export async function listSubscriberPage(db: Db, requested: number): Promise<SubscribersPage> {
  const counts = await countSubscribers(db)
  const total = counts.pending + counts.confirmed + counts.unsubscribed
  const pageCount = Math.max(1, Math.ceil(total / SUBSCRIBERS_PAGE_SIZE))
  const page = Math.min(Math.max(1, Math.floor(requested) || 1), pageCount)
  const rows = await listSubscribers(db, {
    limit: SUBSCRIBERS_PAGE_SIZE,
    offset: (page - 1) * SUBSCRIBERS_PAGE_SIZE,
  })
  return {
    subscribers: rows.map((row) => ({
      id: row.id,
      email: row.email,
      status: label(row.status),
      signedUp: formatDateTime(row.consentAt ?? row.createdAt),
      confirmed: row.confirmedAt ? formatDateTime(row.confirmedAt) : "",
    })),
    page,
    pageCount,
    total,
    counts,
  }
}

export async function exportSubscribersCsv(db: Db): Promise<string> {
  const rows = await listSubscribers(db)
  return toCsv(
    ["Email", "Status", "Signed up", "Confirmed", "Unsubscribed", "Consent given through"],
    rows.map((row) => [
      row.email,
      label(row.status),
      csvDate(row.consentAt ?? row.createdAt),
      row.confirmedAt ? csvDate(row.confirmedAt) : "",
      row.unsubscribedAt ? csvDate(row.unsubscribedAt) : "",
      row.consentSource ?? "",
    ]),
  )
}
