// 'Log out': a POST from this site ends every admin session and goes
// back to the login view. A GET changes nothing.
import { redirect } from "react-router"
import type { Route } from "./+types/logout"
import { requireSameOrigin } from "~/admin/origin.server"
import { endAdminSessions, LOGIN_PATH, requireAdmin } from "~/admin/session.server"
import { toastMessage } from "~/lib/result-toast"

export function loader() {
  return redirect(LOGIN_PATH, { headers: { "Cache-Control": "no-store" } })
}

export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request)
  await requireAdmin(request)
  const cookie = await endAdminSessions(request, toastMessage("Logged out"))
  return redirect(LOGIN_PATH, { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } })
}
