// The Express app around React Router: security headers, body limits, static
// files with long caching for hashed assets, and the request handler.
import path from "node:path"
import { createRequestHandler } from "@react-router/express"
import compression from "compression"
import express from "express"
import { trustProxySetting } from "./trust-proxy.js"
import { allowedMethods, limitRequestBody, redirectToHttps, securityHeaders } from "./security.js"

export function createApp({
  build,
  clientDir,
  isProduction = true,
  viteMiddleware,
  forceHttps = process.env.FORCE_HTTPS === "1",
  trustProxy = trustProxySetting(),
}) {
  const app = express()
  app.disable("x-powered-by")
  // Behind a load balancer or CDN the client address and scheme come from it (TRUST_PROXY).
  app.set("trust proxy", trustProxy)
  app.use(redirectToHttps({ enabled: forceHttps }))
  app.use(compression())
  app.use(securityHeaders({ isProduction }))
  app.use(allowedMethods())
  app.use(limitRequestBody())

  if (viteMiddleware) {
    app.use(viteMiddleware)
  } else {
    // Hashed file names change with their content, so browsers may keep them a year.
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
      }),
    )
    app.use(express.static(clientDir, { maxAge: "1h", index: false }))
  }

  app.use(
    createRequestHandler({
      build: withGuardedRoutes(build),
      mode: isProduction ? "production" : "development",
      getLoadContext: (req, res) => ({ nonce: res.locals.nonce, clientAddress: req.ip ?? "" }),
    }),
  )
  return app
}

// A database outage answers 503 "try again" from every route (app/db/unavailable.server.ts).
function withGuardedRoutes(build) {
  const guard = (loaded) => loaded.entry.module.guardRoutes?.(loaded) ?? loaded
  return typeof build === "function" ? async () => guard(await build()) : guard(build)
}
