// The lock on an embedded database's DATA_DIR: one holder at a time, a lock left by a
// killed process taken over once it is stale, and never by two starters at once.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it, vi } from "vitest"
import { HOLDER_FILE, LOCK_NAME, lockDataDir } from "./data-dir-lock.server"

const STALE_MS = 2_000
const dirs: string[] = []
const releases: (() => Promise<void>)[] = []

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "coa-lock-"))
  dirs.push(dir)
  return dir
}

async function take(dir: string, lock = lockDataDir) {
  const release = await lock(dir, { staleMs: STALE_MS })
  releases.push(release)
  return release
}

/** The module as another server process has it: its own record of what it holds. */
async function inAnotherProcess(): Promise<typeof lockDataDir> {
  vi.resetModules()
  return (await import("./data-dir-lock.server")).lockDataDir
}

/**
 * The pid of a process that is gone. Above the largest pid Linux hands out (2^22), so no
 * other process can have it: an exited child's pid may be reused by the time it is read.
 */
function deadPid(): number {
  return 4_194_305
}

/** The lock a killed process leaves: its directory, last refreshed `ageMs` ago, and its pid. */
function leaveKilledHoldersLock(dir: string, ageMs: number) {
  const lockPath = path.join(dir, LOCK_NAME)
  fs.mkdirSync(lockPath)
  const at = new Date(Date.now() - ageMs)
  fs.utimesSync(lockPath, at, at)
  fs.writeFileSync(path.join(dir, HOLDER_FILE), String(deadPid()))
}

afterEach(async () => {
  for (const release of releases.splice(0)) await release()
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe("DATA_DIR lock", () => {
  it("refuses a second taker while held, naming the holder, and is free again after release", async () => {
    const dir = tempDir()
    const release = await take(dir)
    await expect(take(dir)).rejects.toThrow(
      new RegExp(`in use by process ${process.pid}\\..*set DATABASE_URL`, "s"),
    )
    await release()
    expect(fs.existsSync(path.join(dir, LOCK_NAME))).toBe(false)
    await expect(take(dir)).resolves.toBeTypeOf("function")
  })

  it("a stale lock left by a killed process goes to exactly one of two starters", async () => {
    const dir = tempDir()
    leaveKilledHoldersLock(dir, 60_000)
    const other = await inAnotherProcess()
    const results = await Promise.allSettled([take(dir), take(dir, other)])
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1)
    const [refused] = results.filter((result) => result.status === "rejected")
    expect(String(refused?.reason)).toMatch(/in use by process \d+/)
    expect(fs.readFileSync(path.join(dir, HOLDER_FILE), "utf8")).toBe(String(process.pid))
  })

  it("a lock a killed process refreshed just now is taken once it turns stale", async () => {
    const dir = tempDir()
    leaveKilledHoldersLock(dir, STALE_MS - 500)
    await expect(take(dir)).resolves.toBeTypeOf("function")
  })

  it("replaces the plain lock file of an older version whose process is gone", async () => {
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, LOCK_NAME), String(deadPid()))
    await take(dir)
    expect(fs.statSync(path.join(dir, LOCK_NAME)).isDirectory()).toBe(true)
  })
})
