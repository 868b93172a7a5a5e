// A throwaway PostgreSQL server (scripts/postgres-throwaway.sh) driven from tests:
// the test command starts one for the whole run; fault tests start their own so
// they can stop and restart it without disturbing anyone else.
import { execFile } from "node:child_process"
import path from "node:path"
import { promisify } from "node:util"

const run = promisify(execFile)
const SCRIPT = path.resolve(import.meta.dirname, "../../scripts/postgres-throwaway.sh")

export type PostgresServer = {
  /** Superuser connection URL of the `postgres` database. */
  url: string
  dir: string
  /** Stops the server and keeps its data (a database outage). */
  pause: () => Promise<void>
  /** Starts it again on the same port with the same data. */
  resume: () => Promise<void>
  /** Stops it and removes every file. */
  stop: () => Promise<void>
}

async function script(...args: string[]): Promise<string> {
  const { stdout } = await run("bash", [SCRIPT, ...args], { timeout: 180_000 })
  return stdout.trim()
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const [dir, url] = (await script("start")).split(" ")
  if (!dir || !url) throw new Error("postgres-throwaway.sh start printed no directory and URL")
  return {
    url,
    dir,
    pause: async () => void (await script("pause", dir)),
    resume: async () => void (await script("resume", dir)),
    stop: async () => void (await script("stop", dir)),
  }
}

/**
 * For a test runner's global setup: when the test command has not started a server
 * (TEST_POSTGRES_URL unset, e.g. `npx vitest` run directly), start one and export
 * its URL to the test workers, so the PostgreSQL tests always run. Returns the teardown.
 */
export async function ensureTestPostgres(): Promise<() => Promise<void>> {
  if (process.env.TEST_POSTGRES_URL) return async () => {}
  const server = await startPostgresServer()
  process.env.TEST_POSTGRES_URL = server.url
  return async () => {
    delete process.env.TEST_POSTGRES_URL
    await server.stop()
  }
}
