// GET /admin/subscribers.csv: the newsletter list for a spreadsheet.
import type { Route } from "./+types/subscribers.csv"
import { csvResponse } from "~/admin/csv"
import { requireAdmin } from "~/admin/session.server"
import { exportSubscribersCsv } from "~/admin/subscribers-admin.server"

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request)
  return csvResponse(
    await exportSubscribersCsv(context.db),
    `subscribers-${new Date().toISOString().slice(0, 10)}.csv`,
  )
}

// A POST here gets a clear 405.
export { refuseWrites as action } from "~/lib/form-request.server"
