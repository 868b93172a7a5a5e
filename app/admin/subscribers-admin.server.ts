// The newsletter list for the admin (issue 5): sign-up dates formatted on the
// server, and a CSV export.
import { csvDate, toCsv } from "~/admin/csv"
import { listSubscribers } from "~/newsletter/subscribers.server"
import { formatOrderDate } from "~/shop/order-number"

export type AdminSubscriber = { email: string; signedUp: string }

export async function listSubscriberRows(): Promise<AdminSubscriber[]> {
  const rows = await listSubscribers()
  return rows.map((row) => ({ email: row.email, signedUp: formatOrderDate(row.createdAt) }))
}

export async function exportSubscribersCsv(): Promise<string> {
  const rows = await listSubscribers()
  return toCsv(
    ["Email", "Signed up"],
    rows.map((row) => [row.email, csvDate(row.createdAt)]),
  )
}
