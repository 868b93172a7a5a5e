// Migrated starting points for the unit tests' databases, made once per Vitest run
// in its global setup: migrating takes seconds (PGlite's first start also runs
// initdb), while starting from a copy takes a fraction of that.
//   - PGlite: a dump of a migrated in-memory database in a temporary file; a test
//     file loads it instead of running initdb and the migrations.
//   - PostgreSQL: a migrated template database on the run's server; each test's
//     database is a `CREATE DATABASE … TEMPLATE` copy of it.
// tests/setup/vitest-global-setup.ts makes them and passes their names to the test
// workers in the environment variables below.
import crypto from "node:crypto"
import fs from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres"
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator"
import { drizzle as drizzlePglite } from "drizzle-orm/pglite"
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator"
import pg from "pg"
import { testPostgresUrl } from "./postgres"

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

async function asSuperuser<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testPostgresUrl() })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

export async function createPostgresTemplate(): Promise<{
  name: string
  remove: () => Promise<void>
}> {
  const name = `coa_template_${crypto.randomBytes(6).toString("hex")}`
  await asSuperuser((client) => client.query(`create database "${name}"`))
  const url = new URL(testPostgresUrl())
  url.pathname = `/${name}`
  // Closed before any copy is made: PostgreSQL copies a template only while nobody is connected to it.
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    await migrateNodePostgres(drizzleNodePostgres(client), { migrationsFolder: MIGRATIONS_FOLDER })
  } finally {
    await client.end()
  }
  return {
    name,
    remove: () =>
      asSuperuser(async (admin) => {
        await admin.query(`drop database if exists "${name}" with (force)`)
      }),
  }
}
