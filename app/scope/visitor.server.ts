// The one way request code learns who the visitor is:
//
//   const visitor = await visitorOf({ request, context })   // { accountId, email, sessionId } | null
//   const visitor = await requireVisitor({ request, context }, "/account")  // or off to sign in
//
// It reads the `coa_session` cookie (app/accounts/sessions.server.ts) once per request,
// shared by every loader and action of it, and touches the database only when the cookie
// is there. The admin session is another thing (app/scope/admin-gate.server.ts).
// `visitorWritesMiddleware` guards a signed-in visitor's own pages: a write without a valid
// session is refused (401) before its action or any loader runs.
// `visitorCacheMiddleware` (in the root's middleware) marks every answer to a request with
// the cookie private, so no shared cache keeps a signed-in page.
import { data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router"
import { signInPath } from "~/accounts/next-path"
import {
  clearedSessionCookie,
  hasSessionCookie,
  readVisitor,
  type Visitor,
} from "~/accounts/sessions.server"
import { scopeOf } from "./request-scope.server"

export type { Visitor }

const read = new WeakMap<Readonly<RouterContextProvider>, Promise<Visitor | null>>()

/** The signed-in visitor of this request, or null. */
export function visitorOf({
  request,
  context,
}: {
  request: Request
  context: Readonly<RouterContextProvider>
}): Promise<Visitor | null> {
  let visitor = read.get(context)
  if (!visitor) {
    visitor = hasSessionCookie(request)
      ? readVisitor(request, scopeOf(context))
      : Promise.resolve(null)
    read.set(context, visitor)
  }
  return visitor
}

/** The signed-in visitor; without one, a redirect (thrown) to sign in and come back to `next`. */
export async function requireVisitor(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  next: string,
): Promise<Visitor> {
  const visitor = await visitorOf(args)
  if (!visitor) throw redirect(signInPath(next), { headers: { "Cache-Control": "no-store" } })
  return visitor
}

/** A request with the visitor cookie gets an answer no cache may keep or share. */
export const visitorCacheMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next()
  if (!hasSessionCookie(request)) return response
  try {
    response.headers.set("Cache-Control", "private, no-store")
    return response
  } catch {
    // An answer with immutable headers is copied.
    const copy = new Response(response.body, response)
    copy.headers.set("Cache-Control", "private, no-store")
    return copy
  }
}

/** For routes whose writes need a signed-in visitor (the account pages): 401 otherwise. */
export const visitorWritesMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    if (!(await visitorOf({ request, context }))) {
      const headers = new Headers({ "Cache-Control": "no-store" })
      if (hasSessionCookie(request)) headers.set("Set-Cookie", clearedSessionCookie(request))
      throw data({ ok: false, message: "Please sign in again." }, { status: 401, headers })
    }
  }
  return next()
}
