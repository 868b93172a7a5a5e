// GET /admin/enquiries.csv: the enquiries (all, or those matching the list's
// search and status filter), one row each, for a spreadsheet.
import type { Route } from "./+types/enquiries.csv"
import { csvResponse } from "~/lib/csv"
import { exportEnquiriesCsv } from "~/business/enquiries-admin.server"
import { enquiryStatus } from "~/business/enquiry-status"
import { scopeOf } from "~/scope/request-scope.server"

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const status = params.get("status")
  const csv = await exportEnquiriesCsv(scopeOf(context).db, {
    query: (params.get("q") ?? "").trim().slice(0, 254),
    status: enquiryStatus.is(status) ? status : undefined,
  })
  return csvResponse(csv, `enquiries-${new Date().toISOString().slice(0, 10)}.csv`)
}

// A POST here gets a clear 405.
export { refuseWrites as action } from "~/lib/form-request.server"
