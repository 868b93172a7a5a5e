// GET /admin/subscribers.csv: the newsletter list for a spreadsheet.
import type { Route } from "./+types/subscribers.csv"
import { csvResponse } from "~/lib/csv"
import { exportSubscribersCsv } from "~/newsletter/subscribers-admin.server"
import { scopeOf } from "~/scope/request-scope.server"

export async function loader({ context }: Route.LoaderArgs) {
  return csvResponse(
    await exportSubscribersCsv(scopeOf(context).db),
    `subscribers-${new Date().toISOString().slice(0, 10)}.csv`,
  )
}

// A POST here gets a clear 405.
export { refuseWrites as action } from "~/lib/form-request.server"
