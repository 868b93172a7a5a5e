// When the database server is down (restart, failover, network), the site keeps
// showing what it can and answers every change with a clear 503 "try again"
// instead of a 500. The root middleware records, per request, whether the database
// failed (the pool's connections report each failure as it happens, so a failure the
// code caught counts too): a loader's failure becomes the 503 error page there, an
// action's the 503 answer of `answerOutages`, the way every action is written.
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

/** Runs one request's work with a record of database failures. */
export function recordOutages<T>(run: () => Promise<T>): Promise<T> {
  return requestRecord.run({ databaseFailed: false }, run)
}

/** True when the database failed during this request (so far). */
export function outageSeen(): boolean {
  return requestRecord.getStore()?.databaseFailed ?? false
}

function outageResult() {
  const toast = toastMessage("Please try again", DATABASE_UNAVAILABLE_MESSAGE, "destructive")
  // The shape every form of the site reads a failure from (app/lib/form-result.ts).
  return data(
    {
      ok: false as const,
      message: DATABASE_UNAVAILABLE_MESSAGE,
      toast,
    },
    {
      status: 503,
      headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
    },
  )
}

/** What a page answers when its loader failed because the database is down. */
export function outagePage() {
  return data(DATABASE_UNAVAILABLE_MESSAGE, {
    status: 503,
    statusText: "Service Unavailable",
    headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
  })
}

/**
 * An action that answers a database outage during it with the site's 503 "try again"
 * (whether the failure was thrown or caught along the way), so nothing half-done is
 * reported as done. Every action of the site is written through it.
 */
export function answerOutages<Args extends { request: Request }, Result>(
  action: (args: Args) => Promise<Result> | Result,
) {
  return async (args: Args) => {
    let result: Result
    try {
      result = await action(args)
    } catch (error) {
      if (!outageSeen() && !isDatabaseUnavailable(error)) throw error
      noteDatabaseFailure(error)
      return outageAnswer(args.request)
    }
    if (!outageSeen()) return result
    return outageAnswer(args.request)
  }
}

function outageAnswer(request: Request) {
  log.warn("db.unavailable", { method: request.method, url: request.url })
  return outageResult()
}
