import { createReadableStreamFromReadable } from "@react-router/node"
import { isbot } from "isbot"
import { renderToPipeableStream } from "react-dom/server"
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type RouterContextProvider,
  type HandleErrorFunction,
} from "react-router"
import { noteDatabaseFailure } from "~/db/outage.server"
import { BatchByTick } from "~/lib/batch-by-tick.server"
import { log } from "~/lib/log.server"
import { NonceProvider } from "~/lib/nonce"
import { connectionOf } from "~/scope/request-scope.server"
import { readCartMirror } from "~/shop/cart-mirror.server"

// Deferred loader data (cache misses on the video pages) may stream this long.
export const streamTimeout = 10_000

export { startServices, stopServices } from "~/services.server"
// What the server (server/app.js) hands React Router for each request.
export { createLoadContext } from "~/scope/request-scope.server"
export { announceGeneratedPassword } from "~/auth/password.server"
// The validated settings, for the Express server around the app (server/start.js, server/dev.js).
export { config } from "~/lib/config.server"

/**
 * What the router reports while answering. A request it refuses itself (a POST to
 * a page without an action, a data request for no route: 4xx) is the client's
 * mistake and gets one log line; React Router's default would print a stack trace
 * for each, so anyone could flood the log. Real failures keep their stack trace.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  // A thrown database failure counts for the request's outage answer (outage.server.ts).
  noteDatabaseFailure(error)
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status < 500) {
    const internal = (error as { error?: unknown }).error
    log.warn("request.refused", {
      status: error.status,
      method: request.method,
      path: new URL(request.url).pathname.slice(0, 200),
      reason: (internal instanceof Error ? internal.message : error.statusText).slice(0, 300),
    })
    return
  }
  // React Router's own refusal of a foreign Origin (the server refuses most of them before).
  if (error instanceof Error && /origin.*Aborting the action/i.test(error.message)) {
    log.warn("request.refused", {
      status: 400,
      method: request.method,
      path: new URL(request.url).pathname.slice(0, 200),
      reason: error.message,
    })
    return
  }
  console.error(
    isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error,
  )
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const nonce = connectionOf(loadContext).nonce
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get("user-agent")
    // Crawlers get the whole page at once; people get the shell first.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady"
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    )

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // React outlines a ready Suspense boundary bigger than this (12.8 kB by default) and
        // shows its fallback first; the video grids are ready on a cache hit and bigger than that.
        progressiveChunkSize: 256 * 1024,
        [readyOption]() {
          shellRendered = true
          // The shell leaves in one piece, so the browser never paints half a page.
          const body = new BatchByTick()
          body.on("finish", () => {
            clearTimeout(timeoutId)
            timeoutId = undefined
          })
          const stream = createReadableStreamFromReadable(body)
          responseHeaders.set("Content-Type", "text/html; charset=utf-8")
          if (!responseHeaders.has("Cache-Control")) {
            // Public pages are the same for every visitor, so a CDN may keep them briefly;
            // not when the visitor's cart mirror put a cart badge into this one.
            responseHeaders.set(
              "Cache-Control",
              readCartMirror(request)?.length
                ? "private, no-cache"
                : "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
            )
          }
          pipe(body)
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}
