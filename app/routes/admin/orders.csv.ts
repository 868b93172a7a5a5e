// GET /admin/orders.csv: every order, one row each, for a spreadsheet.
import type { Route } from "./+types/orders.csv"
import { csvResponse } from "~/admin/csv"
import { exportOrdersCsv } from "~/admin/orders-admin.server"
import { requireAdmin } from "~/admin/session.server"

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request)
  return csvResponse(
    await exportOrdersCsv(context.db),
    `orders-${new Date().toISOString().slice(0, 10)}.csv`,
  )
}

// A POST here gets a clear 405.
export { refuseWrites as action } from "~/lib/form-request.server"
