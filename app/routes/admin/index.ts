// /admin itself leads to the admin's first page (which is the login view when locked).
import { redirect } from "react-router"

export function loader() {
  return redirect("/admin/cache", { headers: { "Cache-Control": "no-store" } })
}

// A POST here gets a clear 405.
export { refuseWrites as action } from "~/lib/form-request.server"
