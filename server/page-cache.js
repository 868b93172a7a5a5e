// A one-second cache of the rendered public pages (docs/decisions/public-page-cache.md).
// Public pages are the same for every visitor, so under load one render serves every
// request of the next second. Each answer still gets its own CSP nonce: the cached HTML
// keeps the nonce it was rendered with, and every answer swaps it for the request's new
// one (a 128-bit random value cannot occur in the page by chance).
import { isbot } from "isbot"
import { CAMERA_PAGE_PATH, CONTENT_PAGES } from "../app/lib/public-pages.js"

/** The pages that read no session or query: the same HTML for everyone without a cart. */
export const PUBLIC_PAGES = CONTENT_PAGES
/** Addresses of pages shared the same way, one per camera (an unknown one is a 404, never kept). */
export const PUBLIC_PAGE_PATTERNS = [CAMERA_PAGE_PATH]
/** A cart mirror cookie holding at least one line (an empty mirror changes nothing shared). */
const CART_IN_COOKIE = /(?:^|;)\s*coa_cart=[^;\s]/
/** The visitor session cookie (app/accounts/sessions.server.ts), valid or not. */
const VISITOR_COOKIE = /(?:^|;)\s*coa_session=/
// Headers that belong to one answer (or that compression and the security headers set again).
const PER_RESPONSE = new Set([
  "content-security-policy",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "vary",
  "set-cookie",
  "date",
  "connection",
  "keep-alive",
  "etag",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
])

/**
 * Express middleware, after the security headers (it needs `res.locals.nonce`) and
 * compression (it sees the page uncompressed). `ttlMs` is how long a render is reused, the
 * app's `config.server.pageCacheMs` (PAGE_CACHE_MS); 0 turns the cache off. `now` is
 * injectable for tests.
 * @param {{ ttlMs: number, pages?: string[], patterns?: RegExp[], now?: () => number }} options
 */
export function pageCache({
  ttlMs,
  pages = PUBLIC_PAGES,
  patterns = PUBLIC_PAGE_PATTERNS,
  now = Date.now,
}) {
  if (ttlMs === 0) return (req, res, next) => next()
  const paths = new Set(pages)
  const isPublicPage = (path) => paths.has(path) || patterns.some((pattern) => pattern.test(path))
  /** key → { html, nonce, headers, storedAt } */
  const entries = new Map()
  /** key → promise of the entry a render under way will store (so one render serves all). */
  const pending = new Map()

  function send(res, entry) {
    const nonce = res.locals.nonce
    for (const [name, value] of entry.headers) res.setHeader(name, value)
    res.setHeader("X-Page-Cache", "hit")
    res.status(200).send(nonce ? entry.html.replaceAll(entry.nonce, nonce) : entry.html)
  }

  function middleware(req, res, next) {
    // Only whole public pages: no query (it would make keys without end), no HEAD.
    if (req.method !== "GET" || !isPublicPage(req.path) || req.originalUrl !== req.path)
      return next()
    // A visitor whose cart is mirrored in a cookie gets a page with their own cart badge
    // (docs/decisions/cart-mirror-cookie.md): rendered for them alone, never shared.
    if (CART_IN_COOKIE.test(req.headers.cookie ?? "")) return next()
    // A signed-in visitor's page has their own header ("Account"): never served from
    // nor stored in the shared cache.
    if (VISITOR_COOKIE.test(req.headers.cookie ?? "")) return next()
    // Crawlers get the page in one piece, people get it streamed: two renders.
    const key = `${isbot(req.headers["user-agent"] ?? "") ? "bot" : "person"} ${req.path}`
    const fresh = (entry) => entry && now() - entry.storedAt < ttlMs && now() >= entry.storedAt
    const entry = entries.get(key)
    if (fresh(entry)) return send(res, entry)
    const waiting = pending.get(key)
    if (waiting) {
      return void waiting.then((stored) => (fresh(stored) ? send(res, stored) : render()))
    }
    let settle
    pending.set(key, new Promise((resolve) => (settle = resolve)))
    const done = (stored) => {
      pending.delete(key)
      settle(stored)
    }
    render(done)

    function render(onStored = () => {}) {
      const chunks = []
      const write = res.write.bind(res)
      const end = res.end.bind(res)
      const keep = (chunk, encoding) => {
        if (chunk == null || typeof chunk === "function") return
        chunks.push(typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk))
      }
      res.write = (chunk, encoding, ...rest) => {
        keep(chunk, encoding)
        return write(chunk, encoding, ...rest)
      }
      res.end = (chunk, encoding, ...rest) => {
        keep(chunk, encoding)
        return end(chunk, encoding, ...rest)
      }
      res.once("finish", () => {
        const cacheable =
          res.statusCode === 200 &&
          !res.getHeader("set-cookie") &&
          !/no-store|private/.test(String(res.getHeader("cache-control") ?? "")) &&
          String(res.getHeader("content-type") ?? "").startsWith("text/html") &&
          res.locals.nonce
        if (!cacheable) return onStored(undefined)
        const stored = {
          html: Buffer.concat(chunks).toString("utf8"),
          nonce: res.locals.nonce,
          headers: Object.entries(res.getHeaders()).filter(
            ([name]) => !PER_RESPONSE.has(name.toLowerCase()),
          ),
          storedAt: now(),
        }
        entries.set(key, stored)
        onStored(stored)
      })
      res.once("close", () => {
        if (!res.writableFinished) onStored(undefined)
      })
      next()
    }
  }

  return middleware
}
