import { PassThrough } from "node:stream"
import { createReadableStreamFromReadable } from "@react-router/node"
import { isbot } from "isbot"
import { renderToPipeableStream } from "react-dom/server"
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router"
import { NonceProvider } from "~/lib/nonce"
import { readCartMirror } from "~/shop/cart-mirror.server"

// Deferred loader data (cache misses on the video pages) may stream this long.
export const streamTimeout = 10_000

export { startServices, stopServices } from "~/lib/services.server"
export { guardRoutes } from "~/db/unavailable.server"

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const nonce = loadContext?.nonce ?? ""
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
        progressiveChunkSize: 64 * 1024,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
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
