// When the database server is down (restart, failover, network), the site keeps
// showing what it can and answers every change with a clear 503 "try again"
// instead of a 500. One place does this for every route: `guardRoutes` wraps the
// loaders and actions of the server build (server/app.js applies it), so no route
// has to know about it.
//
// An action's database failure may be thrown, or caught by the action and turned
// into its own answer; both count, because the database connection reports each
// failure into the request's record (an AsyncLocalStorage) as it happens.
import { AsyncLocalStorage } from "node:async_hooks"
import { data } from "react-router"
import { log } from "~/lib/log.server"
import { toastMessage } from "~/lib/result-toast"

export const DATABASE_UNAVAILABLE_MESSAGE =
  "We can't save anything right now because our database is unavailable. Nothing was stored: please try again in a minute."
const RETRY_AFTER_SECONDS = 30

type RequestRecord = { databaseFailed: boolean }
const requestRecord = new AsyncLocalStorage<RequestRecord>()

// Node's network errors, and PostgreSQL's connection exceptions (class 08) and
// shutdown codes: the database could not be reached, as opposed to a query error.
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
])
const SERVER_CODES = new Set(["57P01", "57P02", "57P03", "53300"])
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Connection ended unexpectedly/i,
  /the database system is (starting up|shutting down)/i,
]

/** True when the error (or any error it wraps) says the database could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth++) {
    if (typeof current !== "object") return false
    const { code, message, cause } = current as {
      code?: unknown
      message?: unknown
      cause?: unknown
    }
    if (
      typeof code === "string" &&
      (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith("08"))
    )
      return true
    if (typeof message === "string" && MESSAGES.some((pattern) => pattern.test(message)))
      return true
    if (error instanceof AggregateError && current === error)
      return error.errors.some((inner) => isDatabaseUnavailable(inner))
    current = cause
  }
  return false
}

/** Called by the database connection for every failed query or connection attempt. */
export function noteDatabaseFailure(error: unknown) {
  const record = requestRecord.getStore()
  if (record && isDatabaseUnavailable(error)) record.databaseFailed = true
}

function unavailableAnswer() {
  const toast = toastMessage("Please try again", DATABASE_UNAVAILABLE_MESSAGE, "destructive")
  // The shape every form of the site reads a failure from: ok, error or message, toast.
  return data(
    {
      ok: false,
      error: DATABASE_UNAVAILABLE_MESSAGE,
      message: DATABASE_UNAVAILABLE_MESSAGE,
      toast,
    },
    {
      status: 503,
      headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
    },
  )
}

type Handler = (args: { request: Request }) => unknown

function guardAction(action: Handler): Handler {
  return (args) => {
    const record: RequestRecord = { databaseFailed: false }
    return requestRecord.run(record, async () => {
      let result: unknown
      try {
        result = await action(args)
      } catch (error) {
        if (!record.databaseFailed && !isDatabaseUnavailable(error)) throw error
        record.databaseFailed = true
      }
      if (!record.databaseFailed) return result
      log.warn("db.unavailable", { method: args.request.method, url: args.request.url })
      return unavailableAnswer()
    })
  }
}

function guardLoader(loader: Handler): Handler {
  return async (args) => {
    try {
      return await loader(args)
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error
      log.warn("db.unavailable", { method: args.request.method, url: args.request.url })
      throw data(DATABASE_UNAVAILABLE_MESSAGE, {
        status: 503,
        statusText: "Service Unavailable",
        headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
      })
    }
  }
}

type RouteModule = { action?: Handler; loader?: Handler; [key: string]: unknown }
type ServerBuild = { routes: Record<string, { module: RouteModule; [key: string]: unknown }> }

/**
 * The server build with every route's action and loader guarded. Loaders that
 * handle a database failure themselves (the video pages show samples) are left
 * to do so; one that throws it answers 503.
 */
export function guardRoutes<Build extends ServerBuild>(build: Build): Build {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const module: RouteModule = { ...route.module }
      if (route.module.action) module.action = guardAction(route.module.action)
      if (route.module.loader) module.loader = guardLoader(route.module.loader)
      return [id, { ...route, module }]
    }),
  )
  return { ...build, routes }
}
