// The Express app around React Router: request targets that are not paths refused and
// the https redirect first, then static files (precompressed, long caching for hashed
// assets, only the headers files need), security headers, compression, the CSP report
// endpoint, body limits, the one-second cache of public pages and the request handler
// for pages; a failure outside the router last.
import http from "node:http"
import path from "node:path"
import { createRequestHandler } from "@react-router/express"
import compression from "compression"
import express from "express"
import expressStaticGzip from "express-static-gzip"
import { cspReports } from "./csp-report.js"
import { log } from "../app/lib/log.server.js"
import { pageCache, pageCacheSetting } from "./page-cache.js"
import { trustProxySetting } from "./trust-proxy.js"
import {
  allowedMethods,
  assetHeaders,
  CSP_REPORT_PATH,
  limitRequestBody,
  redirectToHttps,
  refuseForeignOrigin,
  refuseOtherRequestTargets,
  securityHeaders,
} from "./security.js"

export function createApp({
  build,
  clientDir,
  isProduction = true,
  viteMiddleware,
  forceHttps = process.env.FORCE_HTTPS === "1",
  publicOrigin = process.env.PUBLIC_ORIGIN,
  trustProxy = trustProxySetting(),
  pageCacheMs = pageCacheSetting(),
}) {
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

  app.use(compression())
  app.use(securityHeaders({ isProduction }))
  app.use(allowedMethods())
  // Before the origin check: a browser may send its report with another site's Origin.
  app.post(CSP_REPORT_PATH, cspReports())
  app.use(limitRequestBody())
  app.use(refuseForeignOrigin())
  if (viteMiddleware) app.use(viteMiddleware)
  // In production a render of a public page serves that page for a second (PAGE_CACHE_MS).
  else app.use(pageCache({ ttlMs: pageCacheMs }))

  app.use(
    createRequestHandler({
      build,
      mode: isProduction ? "production" : "development",
      // The build makes the context (app/scope/request-scope.server.ts): its root middleware
      // adds the process's scope (database, settings, clock…) to what Express knows here.
      getLoadContext: async (req, res) =>
        (await loadedBuild(build)).entry.module.createLoadContext({
          nonce: res.locals.nonce,
          clientAddress: req.ip ?? "",
        }),
    }),
  )
  app.use(answerFailure)
  return app
}

async function loadedBuild(build) {
  return typeof build === "function" ? build() : build
}

/**
 * A request that failed outside React Router (which answers its own errors) gets a
 * plain answer and one log line, instead of Express's page and a stack trace on stderr.
 */
// Express knows an error handler by its four parameters.
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
