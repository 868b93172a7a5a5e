// Two processes on one embedded database (docs/decisions/pglite-default-database.md)
// would corrupt it, so the second refuses to start and says why.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { startAppServer } from "./support/app-server"

test("a second server on the same DATA_DIR refuses to start with a clear message", async () => {
  // Two starts: a while on a busy machine.
  test.setTimeout(180_000)
  const first = await startAppServer()
  try {
    const second = startAppServer({ DATA_DIR: first.dataDir })
    await expect(second).rejects.toThrow(/in use by process \d+.*set DATABASE_URL/s)
    const health = await fetch(`${first.url}/healthz`)
    expect(await health.json()).toEqual({ ok: true })
  } finally {
    await first.stop()
  }
})

/** Whether the server's log says it made its new database from the build's image. */
function openedFromImage(output: string) {
  const line = output.split("\n").find((entry) => entry.includes('"event":"db.opened"'))
  return line ? (JSON.parse(line) as { fromImage: boolean }).fromImage : undefined
}

test("the lock is released on shutdown, so the next start works", async () => {
  test.setTimeout(180_000)
  // An empty DATA_DIR of its own: a real first start (other tests' servers get a copy
  // of the build's database image, see support/app-server.ts).
  const first = await startAppServer({
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "coa-e2e-first-")),
  })
  // A new DATA_DIR starts from the migrated database the build wrote, not from initdb
  // (seconds slower and hundreds of MB more memory on a first start).
  expect(openedFromImage(first.output())).toBe(true)
  await first.stop()
  const again = await startAppServer({ DATA_DIR: first.dataDir })
  try {
    expect(openedFromImage(again.output())).toBe(false)
    expect((await fetch(`${again.url}/healthz`)).status).toBe(200)
  } finally {
    await again.stop()
    fs.rmSync(first.dataDir, { recursive: true, force: true })
  }
})
