// Migrated starting points for the unit tests' databases, made once per Vitest run
// in its global setup: migrating takes seconds (PGlite's first start also runs
// initdb), while starting from a copy takes a fraction of that.
//   - PGlite: a dump of a migrated in-memory database in a temporary file; a test
//     file loads it instead of running initdb and the migrations.
//   - PostgreSQL: a migrated template database on the run's server; each test's
//     database is a `CREATE DATABASE … TEMPLATE` copy of it.
// tests/setup/vitest-global-setup.ts makes them and passes their names to the test
// workers in the environment variables below.
import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres"
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator"
import { drizzle as drizzlePglite } from "drizzle-orm/pglite"
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator"
import pg from "pg"
import { createTestDatabase } from "./postgres"

export const PGLITE_IMAGE_ENV = "TEST_PGLITE_IMAGE"
export const POSTGRES_TEMPLATE_ENV = "TEST_POSTGRES_TEMPLATE"

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, "../../drizzle")

export async function writePgliteImage(): Promise<{ file: string; remove: () => Promise<void> }> {
  const client = new PGlite()
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER })
    // Uncompressed: a test file loads it faster than a gzipped one.
    const image = await client.dumpDataDir("none")
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "coa-pglite-image-"))
    const file = path.join(dir, "migrated.tar")
    await fs.writeFile(file, Buffer.from(await image.arrayBuffer()))
    return { file, remove: () => fs.rm(dir, { recursive: true, force: true }) }
  } finally {
    await client.close()
  }
}

export async function createPostgresTemplate(): Promise<{
  name: string
  remove: () => Promise<void>
}> {
  const template = await createTestDatabase()
  // Closed before any copy is made: PostgreSQL copies a template only while nobody is connected to it.
  const client = new pg.Client({ connectionString: template.url })
  await client.connect()
  try {
    await migrateNodePostgres(drizzleNodePostgres(client), { migrationsFolder: MIGRATIONS_FOLDER })
  } finally {
    await client.end()
  }
  return { name: template.name, remove: template.drop }
}
