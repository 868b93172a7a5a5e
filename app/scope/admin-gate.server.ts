// The admin area's gate, run once before any admin loader or action (the admin layout's
// middleware; the root middleware has already refused writes from other sites): every
// write but the login itself needs a valid session (401); every page but the login view
// needs one too (a redirect to the login view), every export as well (401). Loaders run in
// parallel, so only a middleware keeps their data from an unauthenticated request.
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router"
import { LOGIN_PATH, type AdminSessionState } from "~/auth/session.server"
import { requireFormFields } from "~/lib/form-request.server"
import { scopeOf } from "./request-scope.server"

const adminStateContext = createContext<AdminSessionState>()

/** The admin session of this request, as the admin middleware read it. */
export function adminStateOf(context: Readonly<RouterContextProvider>): AdminSessionState {
  return context.get(adminStateContext)
}

/** Pages that answer without a session: the login view, and the two that lead to it. */
const OPEN_PAGES = new Set(["/admin", "/admin/logout", LOGIN_PATH])

export const adminMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  const { adminSessions } = scopeOf(context)
  const state = await adminSessions.getAdminSession(request)
  context.set(adminStateContext, state)
  const path = new URL(request.url).pathname
  if (request.method !== "GET" && request.method !== "HEAD") {
    if (!state.authenticated && !(await isLogin(request, path)))
      await adminSessions.requireAdmin(request, state)
  } else if (!state.authenticated && !OPEN_PAGES.has(path)) {
    // An export is fetched, not shown: it gets the status, not the login page.
    if (path.endsWith(".csv")) await adminSessions.requireAdmin(request, state)
    else await adminSessions.requireAdminPage(request, state)
  }
}

/** A POST of the login form (read from a copy: the action reads the body itself). */
async function isLogin(request: Request, path: string): Promise<boolean> {
  if (path !== LOGIN_PATH) return false
  const form = await requireFormFields(request.clone(), ["intent"])
  return form.intent === "login"
}
