// GET /admin/waitlist.csv: the premium waitlist for a spreadsheet.
import type { Route } from "./+types/waitlist.csv"
import { exportWaitlistCsv } from "~/accounts/waitlist.server"
import { csvResponse } from "~/lib/csv"
import { scopeOf } from "~/scope/request-scope.server"

export async function loader({ context }: Route.LoaderArgs) {
  const { db, now } = scopeOf(context)
  return csvResponse(
    await exportWaitlistCsv(db),
    `premium-waitlist-${now().toISOString().slice(0, 10)}.csv`,
  )
}

// A POST here gets a clear 405.
export { refuseWrites as action } from "~/lib/form-request.server"
