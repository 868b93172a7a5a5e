// `npm start`: builds the production bundle when it is missing, then serves it.
import { spawnSync } from "node:child_process"
import path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { stateOfBuild } from "./build-state.js"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
process.chdir(root)
process.env.NODE_ENV = "production"

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

const { createApp } = await import("./app.js")
const build = await import(pathToFileURL(serverBuild).href)
const { startServices, stopServices } = build.entry.module

try {
  await startServices()
} catch (error) {
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "error",
      event: "server.start_failed",
      error: String(error?.message ?? error),
    }),
  )
  process.exit(1)
}

const app = createApp({ build, clientDir: path.join(buildDir, "client") })
const port = Number(process.env.PORT || 3000)
const server = app.listen(port, () => {
  console.log(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "info",
      event: "server.listening",
      url: `http://localhost:${port}`,
    }),
  )
})

let stopping = false
async function shutdown(signal) {
  if (stopping) return
  stopping = true
  console.log(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "info",
      event: "server.stopping",
      signal,
    }),
  )
  server.close()
  server.closeIdleConnections?.()
  setTimeout(() => server.closeAllConnections?.(), 5000).unref()
  try {
    await stopServices()
  } finally {
    process.exit(0)
  }
}
process.on("SIGINT", () => shutdown("SIGINT"))
process.on("SIGTERM", () => shutdown("SIGTERM"))
