// What every loader and action gets: the process's scope (app-scope.server.ts) plus what
// the HTTP server knows of this request. The server hands the connection facts over in
// `createLoadContext`; the root middleware adds the rest and records database failures.
import { createContext, RouterContextProvider, type MiddlewareFunction } from "react-router"
import { refuseForeignWrites } from "~/auth/origin.server"
import { outagePage, outageSeen, recordOutages } from "~/db/outage.server"
import { getAppScope, type AppScope } from "./app-scope.server"

/** What the HTTP server (server/app.js) knows of the request. */
export type Connection = {
  /** CSP nonce of this response. */
  nonce: string
  /** The client's address as Express sees it (trusting only the configured proxies). */
  clientAddress: string
}

export type RequestScope = AppScope & Connection

const connectionContext = createContext<Connection>()
const scopeContext = createContext<RequestScope>()

/** The load context the server hands React Router for one request. */
export function createLoadContext(connection: Connection): RouterContextProvider {
  const context = new RouterContextProvider()
  context.set(connectionContext, connection)
  return context
}

/** A load context already holding a request scope: how tests call a loader or action. */
export function contextWithScope(scope: RequestScope): RouterContextProvider {
  const context = createLoadContext({ nonce: scope.nonce, clientAddress: scope.clientAddress })
  context.set(scopeContext, scope)
  return context
}

/** The connection facts alone (the document renderer needs the nonce before any middleware). */
export function connectionOf(context: Readonly<RouterContextProvider>): Connection {
  return context.get(connectionContext)
}

/** The request's scope, set by `requestScopeMiddleware` before any loader or action runs. */
export function scopeOf(context: Readonly<RouterContextProvider>): RequestScope {
  return context.get(scopeContext)
}

/**
 * The root middleware: refuses writes from other sites, puts the request scope on the
 * context, and answers a page whose loader failed because the database is down with the
 * 503 error page (actions answer it themselves, through `answerOutages`).
 */
export const requestScopeMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  refuseForeignWrites(request)
  const app = await getAppScope()
  context.set(scopeContext, { ...app, ...context.get(connectionContext) })
  return recordOutages(async () => {
    const response = await next()
    if (response.status >= 500 && outageSeen() && !isMutation(request)) {
      app.log.warn("db.unavailable", { method: request.method, url: request.url })
      throw outagePage()
    }
    return response
  })
}

function isMutation(request: Request) {
  return request.method !== "GET" && request.method !== "HEAD"
}
