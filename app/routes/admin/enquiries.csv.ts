// GET /admin/enquiries.csv: the enquiries (all, or those matching the list's
// search and status filter), one row each, for a spreadsheet.
import type { Route } from "./+types/enquiries.csv"
import { csvResponse } from "~/lib/csv"
import { exportEnquiriesCsv } from "~/business/enquiries-admin.server"
import { enquiryStatus } from "~/business/enquiry-status"
import { listFilter } from "~/components/admin/admin-list"
import { scopeOf } from "~/scope/request-scope.server"

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, now } = scopeOf(context)
  const csv = await exportEnquiriesCsv(db, listFilter(request, enquiryStatus))
  return csvResponse(csv, `enquiries-${now().toISOString().slice(0, 10)}.csv`)
}

// A POST here gets a clear 405.
export { refuseWrites as action } from "~/lib/form-request.server"
