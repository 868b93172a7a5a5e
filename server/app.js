// @ts-check
// The Express app around React Router: request targets that are not paths refused and
// the https redirect first, then static files (precompressed, long caching for hashed
// assets, only the headers files need), security headers, compression, the CSP report
// endpoint, body limits, the one-second cache of public pages and the request handler
// for pages; a failure outside the router last.
import http from "node:http"
import path from "node:path"
import zlib from "node:zlib"
import { createRequestHandler } from "@react-router/express"
import compression from "compression"
import express from "express"
import expressStaticGzip from "express-static-gzip"
import { cspReports } from "./csp-report.js"
import { log } from "../app/lib/log.server.js"
import { pageCache } from "./page-cache.js"
import {
  allowedMethods,
  assetHeaders,
  imageOrigins,
  CSP_REPORT_PATH,
  limitRequestBody,
  redirectToHttps,
  refuseForeignOrigin,
  refuseOtherRequestTargets,
  securityHeaders,
} from "./security.js"

/**
 * @typedef {import("react-router").ServerBuild} ServerBuild
 * @typedef {import("../app/lib/config.server").Config} Config
 * @typedef {ServerBuild | (() => Promise<ServerBuild>)} BuildSource
 *   the build, or (in dev) a function that loads its newest version
 * @typedef {{
 *   createLoadContext: (connection: { nonce: string, clientAddress: string }) =>
 *     import("react-router").RouterContextProvider,
 *   startServices: () => Promise<void>,
 *   stopServices: (drained?: Promise<unknown>) => Promise<void>,
 *   announceGeneratedPassword: (loginUrl?: string) => void,
 *   config: Config,
 * }} EntryExports
 */

/**
 * The app. Its settings come from the app's own validated config (`config.server`, which
 * server/start.js and server/dev.js take from the build); left out (tests), the defaults,
 * and no page cache.
 * @param {{
 *   build: BuildSource,
 *   clientDir?: string,
 *   isProduction?: boolean,
 *   viteMiddleware?: import("express").RequestHandler,
 *   settings?: Pick<Config, "server" | "youtube">,
 *   trustProxy?: Config["server"]["trustProxy"] | boolean,
 * }} options
 */
export function createApp({
  build,
  clientDir = "build/client",
  isProduction = true,
  viteMiddleware,
  settings,
  trustProxy = settings?.server.trustProxy ?? "loopback",
}) {
  const pageCacheMs = settings?.server.pageCacheMs ?? 0
  const forceHttps = settings?.server.forceHttps ?? false
  const publicOrigin = settings?.server.httpsOrigin
  const app = express()
  app.disable("x-powered-by")
  // Behind a load balancer or CDN the client address and scheme come from it (TRUST_PROXY).
  app.set("trust proxy", trustProxy)
  app.use(refuseOtherRequestTargets())
  app.use(redirectToHttps({ enabled: forceHttps, publicOrigin }))

  if (!viteMiddleware) {
    // Hashed file names change with their content, so browsers may keep them a year. The
    // build wrote brotli and gzip copies (server/precompress.js): no compressing per request.
    app.use(
      "/assets",
      expressStaticGzip(path.join(clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        serveStatic: { immutable: true, maxAge: "1y", index: false, setHeaders: assetHeaders },
      }),
    )
    app.use(express.static(clientDir, { maxAge: "1h", index: false, setHeaders: assetHeaders }))
  }

  app.use(compressAnswers())
  app.use(securityHeaders({ isProduction, imgOrigins: imageOrigins(settings?.youtube.baseUrl) }))
  app.use(allowedMethods())
  // Before the origin check: a browser may send its report with another site's Origin.
  app.post(CSP_REPORT_PATH, cspReports())
  app.use(limitRequestBody())
  app.use(refuseForeignOrigin())
  if (viteMiddleware) app.use(viteMiddleware)
  // In production a render of a public page serves that page for PAGE_CACHE_MS (a second).
  else app.use(pageCache({ ttlMs: pageCacheMs }))

  app.use(
    createRequestHandler({
      build,
      mode: isProduction ? "production" : "development",
      // The build makes the context (app/scope/request-scope.server.ts): its root middleware
      // adds the process's scope (database, settings, clock…) to what Express knows here.
      getLoadContext: async (req, res) =>
        entryOf(await loadedBuild(build)).createLoadContext({
          nonce: res.locals.nonce,
          clientAddress: req.ip ?? "",
        }),
    }),
  )
  app.use(answerFailure)
  return app
}

/**
 * Compression of answers not precompressed (pages, data). Brotli's default 4 MiB window buys
 * nothing on pages under 128 KiB, and every compressed answer's encoder allocates it natively,
 * memory the C allocator keeps after a busy spell (docs/decisions/brotli-window.md).
 */
export function compressAnswers() {
  return compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 17 } } })
}

/**
 * What the build's entry (app/entry.server.tsx) exports besides React Router's own.
 * @param {ServerBuild} build
 * @returns {EntryExports}
 */
export function entryOf(build) {
  return /** @type {EntryExports} */ (/** @type {unknown} */ (build.entry.module))
}

/** @param {BuildSource} build */
async function loadedBuild(build) {
  return typeof build === "function" ? build() : build
}

/**
 * A request that failed outside React Router (which answers its own errors) gets a
 * plain answer and one log line, instead of Express's page and a stack trace on stderr.
 */
// Express knows an error handler by its four parameters.
/** @type {import("express").ErrorRequestHandler} */
function answerFailure(error, req, res, _next) {
  const given = Number(error?.status ?? error?.statusCode)
  const status = given >= 400 && given < 500 ? given : 500
  log[status === 500 ? "error" : "warn"]("request.failed", {
    status,
    method: req.method,
    path: req.path.slice(0, 200),
    error: String(error?.message ?? error),
  })
  if (res.headersSent) return void res.destroy()
  res.setHeader("Cache-Control", "no-store")
  res
    .status(status)
    .type("text/plain")
    .send(http.STATUS_CODES[status] ?? "Error")
}
