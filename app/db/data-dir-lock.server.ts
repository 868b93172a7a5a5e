// Two processes on one PGlite directory corrupt it (docs/decisions/pglite-default-database.md),
// so the first process takes DATA_DIR/server.lock and a second one refuses to start.
// proper-lockfile makes the lock a directory (mkdir is atomic) whose time it refreshes while
// the holder lives: a lock left by a killed process turns stale, and only one process can
// take a stale lock. DATA_DIR/server.pid names the holder for the refusal's message.
import fs from "node:fs"
import path from "node:path"
import lockfile from "proper-lockfile"
import { log } from "~/lib/log.server"

export const LOCK_NAME = "server.lock"
export const HOLDER_FILE = "server.pid"
/** A lock not refreshed for this long belongs to a process that is gone. */
export const LOCK_STALE_MS = 10_000
const RETRY_MS = 250

const held = new Set<string>()

/**
 * Takes the lock on `dataDir` and returns the function that releases it. While another
 * live process holds it, refuses at once; when the holder is gone, waits until its lock
 * turns stale and takes it.
 */
export async function lockDataDir(
  dataDir: string,
  { staleMs = LOCK_STALE_MS }: { staleMs?: number } = {},
): Promise<() => Promise<void>> {
  const dir = path.resolve(dataDir)
  const lockPath = path.join(dir, LOCK_NAME)
  const holderPath = path.join(dir, HOLDER_FILE)
  if (held.has(dir)) throw inUse(dir, process.pid)
  removeOldLockFile(dir, lockPath)
  // A live holder on this machine keeps its lock even if a long pause made it look stale.
  const named = fs.existsSync(lockPath) ? readHolder(holderPath) : undefined
  if (named !== undefined && named !== process.pid && isAlive(named)) throw inUse(dir, named)
  const options = {
    lockfilePath: lockPath,
    realpath: false,
    stale: staleMs,
    onCompromised: (error: Error) => {
      // Another process took the lock: both would now write to the database.
      log.error("db.lock_lost", { dataDir: dir, error: String(error) })
      throw error
    },
  }
  // A holder that is gone (killed, or a restarted container reusing its pid) stops
  // refreshing its lock, so the lock turns stale and the next try takes it.
  const deadline = Date.now() + staleMs + 1_000
  let release: () => Promise<void>
  for (;;) {
    try {
      release = await lockfile.lock(dir, options)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error
      const holder = readHolder(holderPath)
      const liveHolder = holder !== undefined && holder !== process.pid && isAlive(holder)
      if (held.has(dir) || liveHolder || Date.now() > deadline) throw inUse(dir, holder)
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
    }
  }
  held.add(dir)
  fs.writeFileSync(holderPath, String(process.pid), { mode: 0o600 })
  return async () => {
    held.delete(dir)
    fs.rmSync(holderPath, { force: true })
    await release().catch(() => {
      // already released (compromised or removed by hand)
    })
  }
}

function inUse(dataDir: string, holder: number | undefined): Error {
  return new Error(
    `The embedded database in ${dataDir} is in use by process ${holder ?? "(unknown)"}. ` +
      "Stop it, or set DATABASE_URL to run several server processes.",
  )
}

function readHolder(holderPath: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(holderPath, "utf8"))
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

// Versions before this one wrote their pid into a plain file of the same name.
function removeOldLockFile(dataDir: string, lockPath: string) {
  let stat: fs.Stats
  try {
    stat = fs.statSync(lockPath)
  } catch {
    return
  }
  if (!stat.isFile()) return
  const holder = readHolder(lockPath)
  if (holder !== undefined && holder !== process.pid && isAlive(holder))
    throw inUse(dataDir, holder)
  fs.rmSync(lockPath, { force: true })
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}
