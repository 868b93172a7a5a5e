// 'Log out': a POST from this site ends every admin session and goes
// back to the login view. A GET changes nothing.
import { redirect } from "react-router"
import type { Route } from "./+types/logout"
import { LOGIN_PATH } from "~/auth/session.server"
import { scopeOf } from "~/scope/request-scope.server"
import { toastMessage } from "~/lib/result-toast"
import { answerOutages } from "~/db/outage.server"

export function loader() {
  return redirect(LOGIN_PATH, { headers: { "Cache-Control": "no-store" } })
}

export const action = answerOutages(async ({ request, context }: Route.ActionArgs) => {
  const cookie = await scopeOf(context).adminSessions.endAdminSessions(
    request,
    toastMessage("Logged out"),
  )
  return redirect(LOGIN_PATH, { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } })
})
