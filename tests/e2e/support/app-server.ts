// Starts the production build (`node server/start.js`) on a free port with its
// own temporary DATA_DIR, so each suite gets a clean database and its own env.
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { freePort } from "./free-port"

const ROOT = path.resolve(import.meta.dirname, "../../..")
const SERVER_BUILD = path.resolve(ROOT, process.env.BUILD_DIR ?? "build", "server")

export { freePort }

export type AppServer = {
  url: string
  dataDir: string
  /** Everything the server printed, for assertions on logs. */
  output: () => string
  /** Sends a signal to the server process (fault tests). */
  kill: (signal: NodeJS.Signals) => void
  /** Resolves with the exit code once the process has ended (null when a signal ended it). */
  exited: Promise<number | null>
  stop: () => Promise<void>
}

export async function startAppServer(
  env: Record<string, string | undefined> = {},
): Promise<AppServer> {
  const port = await freePort()
  // A DATA_DIR of the test's own is used as it is (empty: a real first start) and kept;
  // one made here (about 40 MB) is removed when the server stops.
  const ownsDataDir = env.DATA_DIR === undefined
  const dataDir = env.DATA_DIR ?? (await newDataDir())
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir }
  // Tests never reach the real platform: no key means demo mode unless a suite sets one.
  delete childEnv.YOUTUBE_API_KEY
  delete childEnv.DATABASE_URL
  delete childEnv.SMTP_URL
  delete childEnv.ADMIN_PASSWORD
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[key]
    else childEnv[key] = value
  }
  const child: ChildProcess = spawn(process.execPath, ["server/start.js"], {
    cwd: ROOT,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  )
  child.stdout?.on("data", (chunk) => (output += chunk))
  child.stderr?.on("data", (chunk) => (output += chunk))

  const url = `http://127.0.0.1:${port}`
  // Ready when it says it listens (or it ends first, or a slow start runs out of time).
  const listening = new Promise<"listening" | "exited" | "timeout">((resolve) => {
    const onData = () => {
      if (output.includes('"event":"server.listening"')) resolve("listening")
    }
    child.stdout?.on("data", onData)
    void exited.then(() => resolve("exited"))
    // A deadline, not a wait: the events above settle it first.
    setTimeout(() => resolve("timeout"), 120_000).unref()
  })
  const state = await listening
  if (state !== "listening") {
    // A start that fails (some tests expect it to) leaves nothing behind either.
    if (state === "timeout") child.kill("SIGKILL")
    await exited
    if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true })
    if (state === "exited") throw new Error(`server exited (${child.exitCode}):\n${output}`)
    throw new Error(`server did not start:\n${output}`)
  }
  const health = await fetch(`${url}/healthz`)
  if (!health.ok) throw new Error(`server answers /healthz with ${health.status}:\n${output}`)

  return {
    url,
    dataDir,
    output: () => output,
    kill: (signal) => void child.kill(signal),
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM")
        // A grace period for a graceful stop; past it the process is killed.
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 8000))])
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
      }
      await exited
      if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A new DATA_DIR holding the migrated empty database (see `emptyDatabase`). */
export async function newDataDir(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "coa-e2e-"))
  await copyEmptyDatabase(dataDir)
  return dataDir
}

/** Puts the migrated empty database into `dataDir`, where the server looks for it. */
export async function copyEmptyDatabase(dataDir: string) {
  fs.cpSync(await emptyDatabase(), path.join(dataDir, "pglite"), { recursive: true })
}

/**
 * The migrated empty database the build writes beside the server bundle (a PostgreSQL data
 * directory, server/db-image.js); a server makes the same copy on a first start itself. A
 * first start from an empty DATA_DIR is tested on its own (server-process.spec.ts).
 */
async function emptyDatabase(): Promise<string> {
  const image = path.join(SERVER_BUILD, "db-image")
  if (!fs.existsSync(path.join(image, "PG_VERSION"))) {
    throw new Error(`no database image in ${image}: run the build first`)
  }
  return image
}
