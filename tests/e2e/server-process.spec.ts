// Two processes on one embedded database (docs/decisions/pglite-default-database.md)
// would corrupt it, so the second refuses to start and says why.
import { expect, test } from "@playwright/test"
import { startAppServer } from "./support/app-server"

test("a second server on the same DATA_DIR refuses to start with a clear message", async () => {
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

test("the lock is released on shutdown, so the next start works", async () => {
  const first = await startAppServer()
  await first.stop()
  const again = await startAppServer({ DATA_DIR: first.dataDir })
  try {
    expect((await fetch(`${again.url}/healthz`)).status).toBe(200)
  } finally {
    await again.stop()
  }
})
