// @ts-check
// `npm run dev`: Vite in middleware mode with hot reload behind the same Express app.
// The app reads its settings from its environment when it loads, so this process
// starts the local video fake when there is no YOUTUBE_API_KEY and then runs the dev
// server as a child whose environment holds the fake's settings and NODE_ENV (nothing
// writes process.env).
import { spawn } from "node:child_process"
import { fileURLToPath } from "node:url"
import { createServer } from "vite"
import { createApp, entryOf } from "./app.js"
import { startDevVideoFake } from "./dev-video-fake.js"

// Set only in the child this file starts.
const CHILD_MARK = "COA_DEV_SERVER"

if (process.env[CHILD_MARK] !== "1") {
  const started = await startDevVideoFake(process.env)
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    stdio: "inherit",
    env: { ...process.env, ...started?.env, NODE_ENV: "development", [CHILD_MARK]: "1" },
  })
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"]))
    process.on(signal, () => child.kill(signal))
  child.on("exit", async (code, signal) => {
    await started?.fake.close()
    process.exit(code ?? (signal ? 1 : 0))
  })
} else {
  // What the server writes (DATA_DIR: the database, the lock) is for its own user alone.
  process.umask(0o077)
  const vite = await createServer({ server: { middlewareMode: true } })
  const build = async () =>
    /** @type {import("./app.js").ServerBuild} */ (
      await vite.ssrLoadModule("virtual:react-router/server-build")
    )
  const entry = entryOf(await build())
  const app = createApp({
    build,
    isProduction: false,
    viteMiddleware: vite.middlewares,
    settings: entry.config,
  })
  await entry.startServices()

  const port = entry.config.server.port
  app.listen(port, () => {
    console.log(`Dev server on http://localhost:${port}`)
    entry.announceGeneratedPassword(`http://localhost:${port}/admin/cache`)
  })
}
