// The two databases the site runs on, for server-module tests that must hold on
// both: `describe.each(databases)("… ($name)", ({ open }) => …)`.
//
// Every `open()` gives a migrated database with no rows, as if just created, and no
// test sees another's leftovers. Creating one from scratch costs seconds, so:
//   - PGlite: a test file's first `open()` loads the run's migrated image
//     (tests/support/database-images.ts); `close()` keeps the instance for the file's
//     next `open()`, which empties every table and restarts its identities first, and
//     resets the session (settings, advisory locks, temporary tables). Instances in use
//     are never shared: two open at once are two instances.
//   - PostgreSQL: every `open()` is a new database copied from the run's migrated
//     template, with a pool of its own; `close()` ends the pool and drops the database.
import fs from "node:fs"
import { PGlite } from "@electric-sql/pglite"
import { drizzle as drizzlePglite } from "drizzle-orm/pglite"
import { afterAll } from "vitest"
import { connectPostgres, type Db } from "~/db/client.server"
import * as schema from "~/db/schema"
import { PGLITE_IMAGE_ENV, POSTGRES_TEMPLATE_ENV } from "./database-images"
import { createTestDatabase } from "./postgres"

export type TestDb = { db: Db; close: () => Promise<void> }

export type DatabaseKind = { name: "PGlite" | "PostgreSQL"; open: () => Promise<TestDb> }

function fromEnvironment(name: string): string {
  const value = process.env[name]
  if (!value) {
    throw new Error(
      `${name} is not set: run the unit tests through \`npx vitest\` or \`npm test\`, whose ` +
        "global setup (tests/setup/vitest-global-setup.ts) prepares the test databases",
    )
  }
  return value
}

type PgliteInstance = { client: PGlite; db: Db; emptyTables: string }

const idlePglites: PgliteInstance[] = []
let pgliteImage: Blob | undefined

async function startPglite(): Promise<PgliteInstance> {
  pgliteImage ??= new Blob([fs.readFileSync(fromEnvironment(PGLITE_IMAGE_ENV))])
  const client = new PGlite({ loadDataDir: pgliteImage })
  const { rows } = await client.query<{ name: string }>(
    "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'",
  )
  if (rows.length === 0) throw new Error("the PGlite test image has no tables")
  return {
    client,
    db: drizzlePglite(client, { schema }) as unknown as Db,
    emptyTables: `truncate ${rows.map((row) => row.name).join(", ")} restart identity cascade`,
  }
}

/** Back to the state of a freshly loaded image: no rows, identities from 1, a new session. */
async function resetPglite(instance: PgliteInstance) {
  // Two statements: several in one string run as one transaction, which DISCARD refuses.
  await instance.client.exec("discard all")
  await instance.client.exec(instance.emptyTables)
}

export const pglite: DatabaseKind = {
  name: "PGlite",
  open: async () => {
    const reused = idlePglites.pop()
    const instance = reused ?? (await startPglite())
    if (reused) await resetPglite(reused)
    let closed = false
    return {
      db: instance.db,
      close: async () => {
        if (closed) return
        closed = true
        idlePglites.push(instance)
      },
    }
  },
}

export const postgres: DatabaseKind = {
  name: "PostgreSQL",
  open: async () => {
    const database = await createTestDatabase({ template: fromEnvironment(POSTGRES_TEMPLATE_ENV) })
    // Migrating finds nothing to do on the template's copy, but keeps the site's own path.
    const { db, close } = await connectPostgres(database.url, { max: 4 })
    return {
      db,
      close: async () => {
        await close()
        await database.drop()
      },
    }
  },
}

export const databases: DatabaseKind[] = [pglite, postgres]

// The instances kept for reuse close with the test file that imported this module.
afterAll(async () => {
  await Promise.all(idlePglites.splice(0).map((instance) => instance.client.close()))
})
