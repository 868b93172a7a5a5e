// @ts-check
// The HTTP server's time limits: a client that sends its request slowly (or never
// finishes it) cannot hold a connection, and a worker, for ever.
import http from "node:http"

/** The whole request, headers and body, must have arrived within this. */
export const REQUEST_TIMEOUT_MS = 30_000
/** The headers must have arrived within this (Node refuses more than the request timeout). */
export const HEADERS_TIMEOUT_MS = 15_000
/**
 * An idle keep-alive connection stays open longer than a proxy in front keeps its own,
 * so the proxy, not the site, closes it and never sends a request on a closing connection.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000
/** How often Node looks for requests past their limits: the limits hold to within this. */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000

/**
 * @param {import("node:http").RequestListener} app
 * @param {{
 *   requestTimeoutMs?: number,
 *   headersTimeoutMs?: number,
 *   keepAliveTimeoutMs?: number,
 *   checkIntervalMs?: number,
 * }} [limits]
 */
export function createHttpServer(
  app,
  {
    requestTimeoutMs = REQUEST_TIMEOUT_MS,
    headersTimeoutMs = HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs = KEEP_ALIVE_TIMEOUT_MS,
    checkIntervalMs = TIMEOUT_CHECK_INTERVAL_MS,
  } = {},
) {
  const server = http.createServer(
    {
      requestTimeout: requestTimeoutMs,
      headersTimeout: headersTimeoutMs,
      connectionsCheckingInterval: checkIntervalMs,
    },
    app,
  )
  server.keepAliveTimeout = keepAliveTimeoutMs
  return server
}
