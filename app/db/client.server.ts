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
import { noteDatabaseFailure } from "./outage.server"

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle")

/** An open database and how to close it. */
export type OpenDb = { db: Db; close: () => Promise<void> }

/**
 * The configured database: PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir`.
 * Only the composition root (app/scope/app-scope.server.ts) opens it; everything else is
 * given its database, so a test passes its own.
 */
export function openConfiguredDb(
  settings: { databaseUrl?: string; dataDir: string } = config,
): Promise<OpenDb> {
  if (settings.databaseUrl) return openPostgres(settings.databaseUrl)
  return openEmbedded(settings.dataDir)
}

/** True when the database answers a trivial query. */
export async function isDbReachable(db: Db): Promise<boolean> {
  try {
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

async function openPostgres(url: string): Promise<OpenDb> {
  const opened = await connectPostgres(url)
  log.info("db.opened", { kind: "postgres" })
  return opened
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
  const Pool = reportingPool(pg.Pool)
  const pool = new Pool({ connectionString: url, max, Client: reportingClient(pg.Client) })
  // An idle connection that the server dropped (restart, failover) must not crash the process.
  pool.on("error", (error) => log.warn("db.idle_connection_lost", { error: String(error) }))
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

type Callback = (error: Error | null, ...rest: unknown[]) => void
const reported =
  (callback: Callback): Callback =>
  (error, ...rest) => {
    if (error) noteDatabaseFailure(error)
    callback(error, ...rest)
  }
const watch = (result: unknown) => {
  if (result instanceof Promise) result.catch(noteDatabaseFailure)
  return result
}

/**
 * The pool and its connections report every failed query or connection attempt to the
 * request they serve (outage.server.ts), so an outage answers 503 wherever it happened, even
 * where the code caught the error. Subclasses: the pool's, and its connections' through
 * pg-pool's `Client` option.
 */
function reportingPool(Base: typeof import("pg").Pool): typeof import("pg").Pool {
  class ReportingPool extends (Base as unknown as new (...args: unknown[]) => {
    connect(...args: unknown[]): unknown
  }) {
    override connect(...args: unknown[]) {
      const [callback] = args
      if (typeof callback === "function") return super.connect(reported(callback as Callback))
      return watch(super.connect(...args))
    }
  }
  return ReportingPool as unknown as typeof import("pg").Pool
}

function reportingClient(Base: typeof import("pg").Client): typeof import("pg").Client {
  class ReportingClient extends (Base as unknown as new (...args: unknown[]) => {
    query(...args: unknown[]): unknown
    connect(...args: unknown[]): unknown
  }) {
    override query(...args: unknown[]) {
      const last = args.at(-1)
      if (typeof last === "function") args[args.length - 1] = reported(last as Callback)
      return watch(super.query(...args))
    }
    override connect(...args: unknown[]) {
      const [callback] = args
      if (typeof callback === "function") return super.connect(reported(callback as Callback))
      return watch(super.connect(...args))
    }
  }
  return ReportingClient as unknown as typeof import("pg").Client
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
): Promise<OpenDb> {
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
    log.info("db.opened", { kind: "pglite", dataDir, fromImage: Boolean(image) })
    const close = async () => {
      await client.close()
      await releaseLock()
    }
    return { db: db as unknown as Db, close }
  } catch (error) {
    await releaseLock()
    throw error
  }
}
