// @ts-check
// Browsers report what the Content Security Policy blocked (server/security.js names
// this endpoint): each violation becomes one log line. Anyone can post here, so a
// report's size is capped and the lines a process writes per minute are bounded;
// reports past the bound are dropped without a word.
import { log as siteLog } from "../app/lib/log.server.js"
import { DRAIN_LIMIT } from "./security.js"

export const CSP_REPORT_MAX_BYTES = 8 * 1024
export const CSP_REPORTS_PER_MINUTE = 30
const MINUTE_MS = 60_000

// report-uri sends application/csp-report, the Reporting API application/reports+json.
const REPORT_TYPES = ["application/csp-report", "application/reports+json", "application/json"]

// A report's fields as the two formats name them, and the name logged for each.
const FIELDS = {
  documentURL: ["documentURL", "document-uri"],
  blockedURL: ["blockedURL", "blocked-uri"],
  effectiveDirective: ["effectiveDirective", "effective-directive", "violated-directive"],
  disposition: ["disposition"],
  sourceFile: ["sourceFile", "source-file"],
  lineNumber: ["lineNumber", "line-number"],
  columnNumber: ["columnNumber", "column-number"],
  sample: ["sample", "script-sample"],
  statusCode: ["statusCode", "status-code"],
}

/** @typedef {Record<string, unknown>} Report */

/**
 * @param {{
 *   log?: Pick<typeof siteLog, "warn">,
 *   now?: () => Date,
 *   maxBytes?: number,
 *   perMinute?: number,
 * }} [options]
 * @returns {import("express").RequestHandler}
 */
export function cspReports({
  log = siteLog,
  now = () => new Date(),
  maxBytes = CSP_REPORT_MAX_BYTES,
  perMinute = CSP_REPORTS_PER_MINUTE,
} = {}) {
  let windowStart = -Infinity
  let loggedInWindow = 0
  /** @param {Report} report */
  function logViolation(report) {
    const time = now().getTime()
    if (time - windowStart >= MINUTE_MS) {
      windowStart = time
      loggedInWindow = 0
    }
    if (loggedInWindow >= perMinute) return
    loggedInWindow += 1
    log.warn("csp.violation", violationFields(report))
  }

  return (req, res) => {
    res.setHeader("Cache-Control", "no-store")
    const refuse = (/** @type {number} */ status, /** @type {string} */ message) => {
      // The connection closes after the answer, so the rest of a body goes unread.
      res.setHeader("Connection", "close")
      res.status(status).type("text/plain").send(message)
    }
    const tooLarge = () => refuse(413, `Report too large: at most ${maxBytes} bytes.`)
    // A body a little too large is read and dropped before the answer, so no reset loses it.
    if (Number(req.headers["content-length"] ?? 0) > DRAIN_LIMIT) return tooLarge()
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    req.on("data", (/** @type {Buffer} */ chunk) => {
      size += chunk.length
      if (size <= maxBytes) chunks.push(chunk)
      else if (size > DRAIN_LIMIT && !res.headersSent) tooLarge()
    })
    req.on("error", () => req.destroy())
    req.on("end", () => {
      if (res.headersSent) return
      const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? ""
      if (!REPORT_TYPES.includes(type)) return refuse(415, "Unsupported Media Type: not a report.")
      if (size > maxBytes) return tooLarge()
      const reports = parseReports(Buffer.concat(chunks).toString("utf8"))
      if (!reports) return refuse(400, "Bad Request: not a report.")
      for (const report of reports) logViolation(report)
      res.status(204).end()
    })
  }
}

/**
 * The violations in a body of either format, or undefined when it is neither.
 * @param {string} text
 * @returns {Report[] | undefined}
 */
function parseReports(text) {
  let body
  try {
    body = JSON.parse(text)
  } catch {
    return undefined
  }
  if (Array.isArray(body)) {
    return body
      .filter((entry) => entry?.type === "csp-violation" && isObject(entry.body))
      .map((entry) => entry.body)
  }
  if (isObject(body) && isObject(body["csp-report"])) return [body["csp-report"]]
  return undefined
}

/**
 * @param {unknown} value
 * @returns {value is Report}
 */
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

/** The report's known fields, strings and numbers only: nothing else reaches the log. */
/** @param {Report} report */
function violationFields(report) {
  /** @type {Record<string, string | number>} */
  const fields = {}
  for (const [name, keys] of Object.entries(FIELDS)) {
    const value = keys.map((key) => report[key]).find((v) => v !== undefined)
    if (typeof value === "string" || typeof value === "number") fields[name] = value
  }
  return fields
}
