// The Express app around React Router: static files first (precompressed, long
// caching for hashed assets, only the headers files need), then security headers,
// compression, body limits, the one-second cache of public pages and the request
// handler for pages.
import path from "node:path"
import { createRequestHandler } from "@react-router/express"
import compression from "compression"
import express from "express"
import expressStaticGzip from "express-static-gzip"
import { pageCache, pageCacheSetting } from "./page-cache.js"
import { trustProxySetting } from "./trust-proxy.js"
import {
  allowedMethods,
  assetHeaders,
  limitRequestBody,
  redirectToHttps,
  refuseForeignOrigin,
  securityHeaders,
} from "./security.js"

export function createApp({
  build,
  clientDir,
  isProduction = true,
  viteMiddleware,
  forceHttps = process.env.FORCE_HTTPS === "1",
  trustProxy = trustProxySetting(),
  pageCacheMs = pageCacheSetting(),
}) {
  const app = express()
  app.disable("x-powered-by")
  // Behind a load balancer or CDN the client address and scheme come from it (TRUST_PROXY).
  app.set("trust proxy", trustProxy)
  app.use(redirectToHttps({ enabled: forceHttps }))

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
  return app
}

async function loadedBuild(build) {
  return typeof build === "function" ? build() : build
}
