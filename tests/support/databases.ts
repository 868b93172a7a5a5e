// The two databases the site runs on, for server-module tests that must hold on
// both: `describe.each(databases)("… ($name)", ({ open }) => …)`.
//
// Every `open()` gives a migrated database with no rows, as if just created, and no
// test sees another's leftovers. Creating one from scratch costs seconds, so:
//   - PGlite: a worker's first `open()` loads the run's migrated image
//     (tests/support/database-images.ts); `close()` keeps the instance for the next
//     `open()`, which empties every table and restarts its identities first, and
//     resets the session (settings, advisory locks, temporary tables); one whose schema
//     a test changed is not reused. Instances in use are never shared: two open at once
//     are two instances.
//   - PostgreSQL: every `open()` is a new database copied from the run's migrated
//     template, with a pool of its own; `close()` ends the pool and drops the database.
import fs from "node:fs"
import { PGlite } from "@electric-sql/pglite"
import { drizzle as drizzlePglite } from "drizzle-orm/pglite"
import { afterEach, beforeEach } from "vitest"
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

type PgliteInstance = { client: PGlite; emptyTables: string }

const idlePglites: PgliteInstance[] = []
let pgliteImage: Blob | undefined

// A test that changes the schema (a constraint that makes a write fail, say) leaves an
// instance that emptying cannot repair: an event trigger notes every DDL command in a
// schema of its own, and such an instance is closed instead of reused.
const WATCH_SCHEMA_CHANGES = `
  create schema coa_test;
  create table coa_test.schema_changes (command text not null);
  create function coa_test.note_schema_change() returns event_trigger language plpgsql as
    $$ begin insert into coa_test.schema_changes values (tg_tag); end $$;
  create event trigger coa_test_schema_change on ddl_command_end
    execute function coa_test.note_schema_change();
  create event trigger coa_test_schema_drop on sql_drop
    execute function coa_test.note_schema_change();
`

async function startPglite(): Promise<PgliteInstance> {
  pgliteImage ??= new Blob([fs.readFileSync(fromEnvironment(PGLITE_IMAGE_ENV))])
  const client = new PGlite({ loadDataDir: pgliteImage })
  const { rows } = await client.query<{ name: string }>(
    "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'",
  )
  if (rows.length === 0) throw new Error("the PGlite test image has no tables")
  await client.exec(WATCH_SCHEMA_CHANGES)
  return {
    client,
    emptyTables: `truncate ${rows.map((row) => row.name).join(", ")} restart identity cascade`,
  }
}

/**
 * Back to the state of a freshly loaded image: no rows, identities from 1, a new
 * session. False when the schema was changed: the instance cannot be reused.
 */
async function resetPglite(instance: PgliteInstance): Promise<boolean> {
  const { rows } = await instance.client.query("select 1 from coa_test.schema_changes limit 1")
  if (rows.length > 0) return false
  // Two statements: several in one string run as one transaction, which DISCARD refuses.
  await instance.client.exec("discard all")
  await instance.client.exec(instance.emptyTables)
  return true
}

async function reusablePglite(): Promise<PgliteInstance | undefined> {
  for (let instance = idlePglites.pop(); instance; instance = idlePglites.pop()) {
    if (await resetPglite(instance)) return instance
    await instance.client.close()
  }
  return undefined
}

export const pglite: DatabaseKind = {
  name: "PGlite",
  open: async () => {
    const instance = (await reusablePglite()) ?? (await startPglite())
    let closed = false
    return {
      // A new Db object each time: what the app caches per database (its secrets) must
      // not outlive the emptied tables.
      db: drizzlePglite(instance.client, { schema }) as unknown as Db,
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

// Idle instances serve the worker's next test files too (vitest.config.ts lets files share
// modules); they end with the worker.

/**
 * A database of its own for every test of the enclosing block:
 * `const fresh = databaseForEachTest(open)`, then `fresh.db` inside a test.
 */
export function databaseForEachTest(open: () => Promise<TestDb>): { readonly db: Db } {
  let opened: TestDb | undefined
  // Generous: PGlite's first start compiles WebAssembly, slow on a busy machine.
  beforeEach(async () => {
    opened = await open()
  }, 90_000)
  afterEach(async () => {
    await opened?.close()
    opened = undefined
  })
  return {
    get db() {
      if (!opened) throw new Error("the test database is open only inside a test")
      return opened.db
    },
  }
}
