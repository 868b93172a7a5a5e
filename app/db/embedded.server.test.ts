// The embedded database's first start from the image the build writes
// (server/db-image.js): a new DATA_DIR starts from the image instead of initdb,
// migrations newer than the image are applied on top, the image holds only the
// database the site works in, and PostgreSQL's shared buffers are kept small.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { sql } from "drizzle-orm"
import { afterEach, describe, expect, it, vi } from "vitest"
import { createDbImage } from "../../server/db-image.js"
import { openEmbedded, type OpenDb } from "./client.server"
import { log } from "~/lib/log.server"

const MIGRATIONS = path.resolve("drizzle")
const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8"))

/** The rows of a raw query (both drivers answer with `rows`). */
const rows = async (query: Promise<unknown>) => ((await query) as { rows: unknown[] }).rows

const dirs: string[] = []
function tempDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  dirs.push(dir)
  return dir
}

let open: OpenDb | undefined

afterEach(async () => {
  await open?.close()
  open = undefined
  vi.restoreAllMocks()
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A copy of drizzle/ that knows only its first migration: an image built before the others. */
function firstMigrationOnly(): string {
  const dir = tempDir("coa-migrations-")
  fs.cpSync(MIGRATIONS, dir, { recursive: true })
  const trimmed = { ...journal, entries: journal.entries.slice(0, 1) }
  fs.writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify(trimmed))
  return dir
}

describe("embedded database", () => {
  it("a new DATA_DIR starts from the build's image, gets the newer migrations, and keeps working after a restart", async () => {
    const image = path.join(tempDir("coa-image-"), "db-image")
    await createDbImage(firstMigrationOnly(), image)
    const opened = vi.spyOn(log, "info")
    const dataDir = tempDir("coa-data-")

    open = await openEmbedded(dataDir, { image })
    let db = open.db
    expect(opened).toHaveBeenCalledWith("db.opened", expect.objectContaining({ fromImage: true }))
    const applied = await rows(
      db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    )
    expect(applied).toEqual([{ n: journal.entries.length }])
    // Only the database the site works in: a first start copies no template's files.
    expect(await rows(db.execute(sql`select datname from pg_database`))).toEqual([
      { datname: "postgres" },
    ])
    await db.execute(sql`insert into newsletter_subscribers (email) values ('kept@example.com')`)
    expect(await rows(db.execute(sql`show shared_buffers`))).toEqual([{ shared_buffers: "16MB" }])
    await open.close()

    // A restart opens the directory as it is: the image is not loaded over it.
    opened.mockClear()
    open = await openEmbedded(dataDir, { image })
    db = open.db
    expect(opened).toHaveBeenCalledWith("db.opened", expect.objectContaining({ fromImage: false }))
    const kept = await rows(db.execute(sql`select email from newsletter_subscribers`))
    expect(kept).toEqual([{ email: "kept@example.com" }])
  }, 300_000)
})
