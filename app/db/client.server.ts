// The database: embedded PGlite in DATA_DIR, or node-postgres when DATABASE_URL is set
// (docs/decisions/pglite-default-database.md). Migrations in drizzle/ are applied on first use.
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { PGlite } from "@electric-sql/pglite"
import { sql } from "drizzle-orm"
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core"
import { drizzle as drizzlePglite } from "drizzle-orm/pglite"
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator"
import { config } from "~/lib/config.server"
import { log } from "~/lib/log.server"
import { lockDataDir } from "./data-dir-lock.server"
import * as schema from "./schema"
import { noteDatabaseFailure } from "./unavailable.server"

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle")

let current: Promise<Db> | undefined
let closeCurrent: (() => Promise<void>) | undefined

/**
 * The process's database, opened on first use (the server entry opens it before it
 * listens). Only the composition roots call this: the request context (server/app.js),
 * the background services and the default instances of the factories; everything else
 * is given its database, so a test passes its own.
 */
export function getDb(): Promise<Db> {
  current ??= openConfiguredDb()
  return current
}

export async function closeDb() {
  const close = closeCurrent
  current = undefined
  closeCurrent = undefined
  await close?.()
}

export async function checkDb(): Promise<boolean> {
  try {
    const db = await getDb()
    await db.execute(sql`select 1`)
    return true
  } catch (error) {
    log.error("db.health_failed", { error: String(error) })
    return false
  }
}

let migratedImage: Promise<File | Blob> | undefined

/**
 * A fresh in-memory database with every migration applied. Migrating takes
 * seconds, so the first call keeps an image of the migrated database and later
 * calls start from a copy of it (tests create many).
 */
export async function createMemoryDb(): Promise<Db> {
  migratedImage ??= (async () => {
    const client = new PGlite()
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER })
    const image = await client.dumpDataDir("none")
    await client.close()
    return image
  })()
  const client = new PGlite({ loadDataDir: await migratedImage })
  return drizzlePglite(client, { schema }) as unknown as Db
}

async function openConfiguredDb(): Promise<Db> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl)
  return openEmbedded(config.dataDir)
}

async function openPostgres(url: string): Promise<Db> {
  const { db, close } = await connectPostgres(url)
  closeCurrent = close
  log.info("db.opened", { kind: "postgres" })
  return db
}

// Any fixed number will do: every process of the site takes the same lock.
const MIGRATION_LOCK_KEY = 720_417_009

/**
 * A connection pool on a PostgreSQL server, migrated. Several processes may start
 * at the same moment on one database, and two concurrent migrations would both
 * try to create the same tables, so migrating is done under a session advisory
 * lock: the first process applies the migrations, the others wait and find
 * nothing left to do.
 */
export async function connectPostgres(
  url: string,
  { max = 10 }: { max?: number } = {},
): Promise<{ db: Db; close: () => Promise<void> }> {
  const { default: pg } = await import("pg")
  const { drizzle } = await import("drizzle-orm/node-postgres")
  const { migrate } = await import("drizzle-orm/node-postgres/migrator")
  const pool = new pg.Pool({ connectionString: url, max })
  // An idle connection that the server dropped (restart, failover) must not crash the process.
  pool.on("error", (error) => log.warn("db.idle_connection_lost", { error: String(error) }))
  reportFailures(pool)
  try {
    const client = await pool.connect()
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY])
      try {
        await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER })
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY])
      }
    } finally {
      client.release()
    }
  } catch (error) {
    await pool.end()
    throw error
  }
  return { db: drizzle(pool, { schema }) as unknown as Db, close: () => pool.end() }
}

/**
 * Every failed query or connection attempt of the pool (and of the connections it
 * lends for transactions) is reported to the request it served, so an outage
 * answers 503 wherever it happened (unavailable.server.ts).
 */
function reportFailures(pool: import("pg").Pool) {
  const report = <T>(result: T): T => {
    if (result instanceof Promise) result.catch(noteDatabaseFailure)
    return result
  }
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown
  pool.query = ((...args: unknown[]) => report(query(...args))) as typeof pool.query
  pool.on("connect", (client) => {
    const clientQuery = client.query.bind(client) as (...args: unknown[]) => unknown
    client.query = ((...args: unknown[]) => report(clientQuery(...args))) as typeof client.query
  })
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown
  pool.connect = ((...args: unknown[]) => report(connect(...args))) as typeof pool.connect
}

/**
 * PostgreSQL's shared buffers in PGlite: its default of 128 MB lives in the process's own
 * memory; the site's tables are small, so 16 MB saves about 120 MB of resident memory.
 */
export const EMBEDDED_SHARED_BUFFERS = "16MB"

/**
 * The migrated empty database the build writes beside the server bundle (server/db-image.js),
 * a PostgreSQL data directory: a first start copies its files instead of running initdb,
 * seconds faster and hundreds of MB lighter. Absent in development and tests, where initdb
 * runs as before.
 */
function builtDbImage(): string | undefined {
  // The image lies beside the server bundle's entry; the bundler may put this module in a
  // chunk one folder further down (build/server/assets/), so both places are looked at.
  const here = path.dirname(fileURLToPath(import.meta.url))
  for (const dir of [here, path.dirname(here)]) {
    const image = path.join(dir, "db-image")
    if (fs.existsSync(path.join(image, "PG_VERSION"))) return image
  }
  return undefined
}

/**
 * Copies the image's files to `pgDir` by way of a side directory renamed into place, so a
 * start killed halfway leaves no half-copied database that a restart would take as made.
 */
function copyImage(image: string, pgDir: string) {
  const side = `${pgDir}.copying`
  fs.rmSync(side, { recursive: true, force: true })
  fs.cpSync(image, side, { recursive: true })
  // A copy keeps the image's modes, readable by every user: the database is private.
  makePrivate(side)
  fs.rmSync(pgDir, { recursive: true, force: true })
  fs.renameSync(side, pgDir)
}

/** Directories under `dir` (itself included) for the owner alone, and files likewise. */
function makePrivate(dir: string) {
  fs.chmodSync(dir, 0o700)
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const entryPath = path.join(dir, entry.name)
    if (entry.isDirectory()) makePrivate(entryPath)
    else fs.chmodSync(entryPath, 0o600)
  }
}

/**
 * PGlite in `dataDir`, migrated; a new directory starts from a copy of `image` (a migrated
 * PostgreSQL data directory) when there is one.
 */
export async function openEmbedded(
  dataDir: string,
  { image: givenImage }: { image?: string } = {},
): Promise<Db> {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const releaseLock = await lockDataDir(dataDir)
  try {
    const pgDir = path.join(dataDir, "pglite")
    const isNew = !fs.existsSync(path.join(pgDir, "PG_VERSION"))
    const image = isNew ? (givenImage ?? builtDbImage()) : undefined
    if (image) copyImage(image, pgDir)
    const client = new PGlite(pgDir, {
      startParams: [
        ...PGlite.defaultStartParams,
        "-c",
        `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`,
      ],
    })
    const db = drizzlePglite(client, { schema })
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER })
    // Some files PostgreSQL writes through PGlite at start come out readable by everyone.
    makePrivate(pgDir)
    closeCurrent = async () => {
      await client.close()
      await releaseLock()
    }
    log.info("db.opened", { kind: "pglite", dataDir, fromImage: Boolean(image) })
    return db as unknown as Db
  } catch (error) {
    await releaseLock()
    throw error
  }
}
