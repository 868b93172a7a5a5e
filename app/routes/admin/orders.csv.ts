// GET /admin/orders.csv: every order, one row each, for a spreadsheet.
import type { Route } from "./+types/orders.csv"
import { csvResponse } from "~/lib/csv"
import { exportOrdersCsv } from "~/shop/orders-admin.server"
import { scopeOf } from "~/scope/request-scope.server"

export async function loader({ context }: Route.LoaderArgs) {
  return csvResponse(
    await exportOrdersCsv(scopeOf(context).db),
    `orders-${new Date().toISOString().slice(0, 10)}.csv`,
  )
}

// A POST here gets a clear 405.
export { refuseWrites as action } from "~/lib/form-request.server"
