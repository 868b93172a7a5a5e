// @ts-check
// Response headers every page gets (docs/architecture.md#how-a-request-flows): a CSP with
// a per-request nonce and no 'unsafe-inline' script, plus the usual hardening.
import crypto from "node:crypto"

/** @typedef {import("express").RequestHandler} RequestHandler */

/** Where browsers send what the policy blocked (server/csp-report.js). */
export const CSP_REPORT_PATH = "/csp-report"
/** The name the policy's report-to and the Reporting-Endpoints header share. */
export const REPORTING_ENDPOINT = "csp-endpoint"

const YOUTUBE_IMAGE_ORIGINS = ["https://i.ytimg.com", "https://*.ytimg.com"]

/**
 * Image origins besides our own: the platform's thumbnails, and a local fake's in dev and
 * tests (`base`: the API's base URL, YOUTUBE_API_BASE_URL).
 * @param {string} [base]
 */
export function imageOrigins(base) {
  const origins = [...YOUTUBE_IMAGE_ORIGINS]
  if (base) {
    const { origin, hostname } = new URL(base)
    if (hostname !== "www.googleapis.com") origins.push(origin)
  }
  return origins
}

/**
 * @param {string} nonce
 * @param {{ imgOrigins?: string[], isProduction?: boolean }} [options]
 */
export function contentSecurityPolicy(
  nonce,
  { imgOrigins = imageOrigins(), isProduction = true } = {},
) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Radix positions popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${imgOrigins.join(" ")}`,
    "font-src 'self'",
    "connect-src 'self'",
    // The camera pages' click-to-play player (docs/decisions/camera-player.md).
    "frame-src https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(isProduction ? ["upgrade-insecure-requests"] : []),
    // Browsers tell us what the policy blocked: report-to where the Reporting API is
    // known, report-uri elsewhere (a browser that knows both uses report-to alone).
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${REPORTING_ENDPOINT}`,
  ].join("; ")
}

/**
 * @param {{ isProduction: boolean, imgOrigins?: string[] }} options
 * @returns {RequestHandler}
 */
export function securityHeaders({ isProduction, imgOrigins = imageOrigins() }) {
  return (req, res, next) => {
    const nonce = crypto.randomBytes(16).toString("base64")
    res.locals.nonce = nonce
    // upgrade-insecure-requests would break plain-http localhost; only ask for it behind TLS.
    const secure = req.secure
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy(nonce, { imgOrigins, isProduction: isProduction && secure }),
    )
    res.setHeader("Reporting-Endpoints", `${REPORTING_ENDPOINT}="${CSP_REPORT_PATH}"`)
    if (isProduction && secure)
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
    res.setHeader("X-Content-Type-Options", "nosniff")
    res.setHeader("X-Frame-Options", "DENY")
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin")
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    )
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin")
    // Other sites may not embed our pages' resources (images, scripts, JSON).
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin")
    next()
  }
}

/**
 * What a static file (script, stylesheet, image) needs of those headers: the type is
 * never sniffed, and other sites may not embed it. The document policy (CSP, framing,
 * referrer, permissions, opener) applies to pages, so files do not repeat it.
 */
/**
 * @param {import("node:http").ServerResponse} res
 * @param {string} [filePath]
 */
export function assetHeaders(res, filePath = "") {
  res.setHeader("X-Content-Type-Options", "nosniff")
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin")
  // An SVG opened on its own is a document that could run script: it may run nothing.
  if (filePath.endsWith(".svg"))
    res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
}

// The site answers GET, HEAD and POST. Anything else is answered here, before the
// router (which would log a stack trace for each one, so anyone could flood the log).
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"]

/** @returns {RequestHandler} */
export function allowedMethods() {
  const allow = ALLOWED_METHODS.join(", ")
  return (req, res, next) => {
    if (ALLOWED_METHODS.includes(req.method)) return next()
    res.setHeader("Allow", allow)
    // No cross-origin API here: a preflight gets the methods and nothing else.
    const answer =
      req.method === "OPTIONS"
        ? () => res.status(204).end()
        : () => res.status(405).type("text/plain").send(`Method not allowed: use ${allow}.`)
    afterBody(req, res, answer)
  }
}

/** Larger bodies of a refused request are not read: the connection closes instead. */
export const DRAIN_LIMIT = 64 * 1024

/**
 * Answers once the request's body is read and dropped. A connection closed with bytes
 * of the request still unread is reset, and the client may lose the answer with it.
 */
/**
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {() => unknown} answer
 */
function afterBody(req, res, answer) {
  const headers = req.headers ?? {}
  const length = Number(headers["content-length"] ?? 0)
  const chunked = headers["transfer-encoding"] !== undefined
  if (req.complete || (!chunked && length === 0)) return void answer()
  if (length > DRAIN_LIMIT) {
    res.setHeader("Connection", "close")
    return void answer()
  }
  let read = 0
  req.on("data", (/** @type {Buffer} */ chunk) => {
    read += chunk.length
    if (read > DRAIN_LIMIT && !res.headersSent) {
      res.setHeader("Connection", "close")
      answer()
    }
  })
  req.on("end", () => {
    if (!res.headersSent) answer()
  })
  req.on("error", () => req.destroy())
}

/**
 * Only a path (origin-form) is served. An absolute URL or `*` as the request target
 * would reach no page, and React Router would fail on it with a stack trace.
 */
/** @returns {RequestHandler} */
export function refuseOtherRequestTargets() {
  return (req, res, next) => {
    if (req.url.startsWith("/")) return next()
    res.setHeader("Connection", "close")
    res.status(400).type("text/plain").send("Bad Request: ask for a path such as /.")
  }
}

/**
 * With FORCE_HTTPS set, a plain-http request is sent to the same path on the site's
 * public https origin (`req.secure` honours TRUST_PROXY, so a TLS proxy's
 * X-Forwarded-Proto counts). The Host header is the client's to choose, so the
 * redirect never goes there. The health check stays reachable over http for load
 * balancers.
 */
/**
 * @param {{ enabled: boolean, publicOrigin?: string }} options
 * @returns {RequestHandler}
 */
export function redirectToHttps({ enabled, publicOrigin }) {
  if (!enabled) return (req, res, next) => next()
  if (!publicOrigin)
    throw new Error("FORCE_HTTPS=1 needs PUBLIC_ORIGIN, the site's https address to redirect to")
  const target = new URL(publicOrigin)
  target.protocol = "https:"
  const origin = target.origin
  return (req, res, next) => {
    if (req.secure || req.path === "/healthz") return next()
    // 308 keeps a POST a POST; GET and HEAD get the widely cached 301.
    const status = req.method === "GET" || req.method === "HEAD" ? 301 : 308
    res.redirect(status, `${origin}${req.originalUrl}`)
  }
}

// Forms here are small; anything bigger is refused before it reaches a route.
export const MAX_BODY_BYTES = 64 * 1024

/** @returns {RequestHandler} */
export function limitRequestBody(maxBytes = MAX_BODY_BYTES) {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next()
    const length = req.headers["content-length"]
    if (length === undefined) {
      if (req.headers["transfer-encoding"]) {
        res.status(411).type("text/plain").send("Length Required: send a Content-Length header.")
        return
      }
      return next()
    }
    if (Number(length) > maxBytes) {
      res.status(413).type("text/plain").send(`Request too large: at most ${maxBytes} bytes.`)
      return
    }
    next()
  }
}

/** This request's own origin, built as React Router's Express adapter builds `request.url`. */
/** @param {import("express").Request} req */
export function requestOrigin(req) {
  const [, forwardedPort] = req.app?.enabled("trust proxy")
    ? (req.get("X-Forwarded-Host")?.split(":") ?? [])
    : []
  const [, hostPort] = req.get("host")?.split(":") ?? []
  const port =
    [forwardedPort, hostPort]
      .map((value) => Number.parseInt(value, 10))
      .find(Number.isSafeInteger) ?? ""
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost"
  return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}`).origin
}

export const FOREIGN_ORIGIN_MESSAGE =
  "Cross-origin request refused: forms are accepted only from this site's own pages."

/**
 * A POST whose Origin is another site's (or "null") is refused here with a clear
 * 403. React Router would refuse it too, but with a bare "Bad Request" and a stack
 * trace in the log for each one. A POST without Origin passes: a mail program's
 * one-click unsubscribe sends none, and the actions that need one check for it.
 */
/** @returns {RequestHandler} */
export function refuseForeignOrigin() {
  return (req, res, next) => {
    const origin = req.headers.origin
    if (req.method !== "POST" || origin === undefined) return next()
    let same = false
    try {
      same = origin !== "null" && new URL(origin).origin === requestOrigin(req)
    } catch {
      // not a URL: refused below
    }
    if (same) return next()
    res.setHeader("Cache-Control", "no-store")
    res.status(403).type("text/plain").send(FOREIGN_ORIGIN_MESSAGE)
  }
}
