// Starts the production build (`node server/start.js`) on a free port with its
// own temporary DATA_DIR, so each suite gets a clean database and its own env.
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { freePort } from "./free-port"

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
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "coa-e2e-"))
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
    cwd: path.resolve(import.meta.dirname, "../../.."),
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
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`)
    try {
      const response = await fetch(`${url}/healthz`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  if (Date.now() >= deadline) throw new Error(`server did not start:\n${output}`)

  return {
    url,
    dataDir,
    output: () => output,
    kill: (signal) => void child.kill(signal),
    exited,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill("SIGTERM")
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 8000))])
      if (child.exitCode === null) child.kill("SIGKILL")
    },
  }
}
