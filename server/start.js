// @ts-check
// `npm start`: builds the production bundle when it is missing, then serves it.
import { spawnSync } from "node:child_process"
import path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { stateOfBuild } from "./build-state.js"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
process.chdir(root)
// Not a setting of ours: React, React Router and Express read their mode from here when
// they load, so it is set first (docs/decisions/one-composition-root.md).
process.env.NODE_ENV = "production"

// Read before the build (which holds the settings' schema) can be loaded: where it is, and
// whether `npm start` (which rebuilds a stale build) is running this.
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build")
const serverBuild = path.join(buildDir, "server/index.js")
const buildState = stateOfBuild({ root, serverBuild })
// `npm start` rebuilds a stale build; a direct `node server/start.js` (test harnesses,
// process managers) serves it as it is and says so, so concurrent starts never build at once.
const viaNpmStart = process.env.npm_lifecycle_event === "start"
if (buildState === "stale" && !viaNpmStart) {
  console.log(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "warn",
      event: "build.stale",
      message: "the sources are newer than the build: run `npm run build` (or `npm start`)",
    }),
  )
} else if (buildState !== "current") {
  console.log(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "info",
      event: `build.${buildState}`,
      message:
        buildState === "missing"
          ? "building once"
          : "the sources are newer than the build (after a git pull, say): building again",
    }),
  )
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"],
    {
      stdio: "inherit",
      cwd: root,
    },
  )
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// What the server writes (DATA_DIR: the database, the lock) is for its own user alone. Set
// after the build, whose files a web server of another user may serve.
process.umask(0o077)

const { createApp, entryOf } = await import("./app.js")
const { createHttpServer } = await import("./http-server.js")
const { errorMessage, log } = await import("../app/lib/log.server.js")

/**
 * A start that cannot go on says why in one log line and exits 1, before it listens.
 * @param {unknown} error
 * @returns {never}
 */
function failStart(error) {
  log.error("server.start_failed", { error: errorMessage(error) })
  process.exit(1)
}

/** @type {import("./app.js").ServerBuild} */
let build
/** @type {import("express").Express} */
let app
try {
  // Reading the settings can refuse them (app/lib/config.server.ts), and so can the app's own.
  build = await import(pathToFileURL(serverBuild).href)
  app = createApp({
    build,
    clientDir: path.join(buildDir, "client"),
    settings: entryOf(build).config,
  })
} catch (error) {
  failStart(error)
}
const { startServices, stopServices, announceGeneratedPassword, config } = entryOf(build)

try {
  await startServices()
} catch (error) {
  announceGeneratedPassword()
  failStart(error)
}

const port = config.server.port
const server = createHttpServer(app)
server.listen(port, () => {
  console.log(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "info",
      event: "server.listening",
      url: `http://localhost:${port}`,
    }),
  )
  // A password generated on this first start comes last, framed, after everything else.
  announceGeneratedPassword(`http://localhost:${port}/admin/cache`)
})

// Graceful stop (SIGTERM from a process manager, SIGINT from a terminal): stop
// accepting connections, let the requests in flight finish (a checkout under way
// completes), stop the mail worker after the mail it is sending, close the
// database, exit 0. Requests still running after the grace period are cut off,
// and a stop that hangs past the deadline exits 1.
const GRACE_MS = config.server.shutdownGraceMs
const DEADLINE_MS = GRACE_MS + 15_000

// Answers in flight when the stop begins say "Connection: close", so keep-alive
// clients do not hold the server open until the grace period ends.
const inFlight = new Set()
server.on("request", (req, res) => {
  if (stopping) res.setHeader("Connection", "close")
  inFlight.add(res)
  res.on("close", () => {
    inFlight.delete(res)
    // An answer whose headers had left when the stop began kept its connection alive:
    // close it once it is idle, instead of at the end of the grace period.
    if (stopping) setImmediate(() => server.closeIdleConnections())
  })
})

let stopping = false
/** @param {NodeJS.Signals} signal */
async function shutdown(signal) {
  if (stopping) return
  stopping = true
  log.info("server.stopping", { signal })
  setTimeout(() => {
    log.error("server.stop_timeout", { afterMs: DEADLINE_MS })
    process.exit(1)
  }, DEADLINE_MS).unref()
  for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close")
  const drained = new Promise((resolve) => server.close(() => resolve(undefined)))
  // Keep-alive connections with no request in flight would hold close() open.
  server.closeIdleConnections()
  setTimeout(() => server.closeAllConnections(), GRACE_MS).unref()
  try {
    await stopServices(drained)
    log.info("server.stopped", { signal })
    process.exit(0)
  } catch (error) {
    log.error("server.stop_failed", { error: errorMessage(error) })
    process.exit(1)
  }
}
process.on("SIGINT", () => shutdown("SIGINT"))
process.on("SIGTERM", () => shutdown("SIGTERM"))
