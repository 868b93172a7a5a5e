// @ts-check
// A migrated, empty embedded database, written into the server build, so that a first
// start on an empty DATA_DIR copies its files instead of running PostgreSQL's initdb
// (which compiles a second WebAssembly module). It is a plain data directory, not an
// archive, which would have to be unpacked through PGlite's WebAssembly file system
// (docs/decisions/pglite-default-database.md has the figures). The server still applies
// the migrations on top, so an image older than drizzle/ is only slower, never wrong
// (app/db/client.server.ts).
import fs from "node:fs/promises"
import path from "node:path"

/** Its name beside the server bundle (build/server/index.js). */
export const DB_IMAGE_DIR = "db-image"

/**
 * Writes the image into `dir` (which must not exist): PGlite in that directory, every
 * migration in `migrationsFolder` applied, shut down cleanly. Made beside `dir` and
 * renamed into place, so a half-written image is never found.
 */
/**
 * @param {string} migrationsFolder
 * @param {string} dir
 */
export async function createDbImage(migrationsFolder, dir) {
  const { PGlite } = await import("@electric-sql/pglite")
  const { drizzle } = await import("drizzle-orm/pglite")
  const { migrate } = await import("drizzle-orm/pglite/migrator")
  const side = `${dir}.making-${process.pid}`
  await fs.rm(side, { recursive: true, force: true })
  try {
    const client = new PGlite(side)
    try {
      await migrate(drizzle(client), { migrationsFolder })
      await dropTemplateDatabases(client)
    } finally {
      await client.close()
    }
    await fs.rename(side, dir)
  } finally {
    await fs.rm(side, { recursive: true, force: true })
  }
}

/**
 * initdb makes three databases; the site works in `postgres` (PGlite's default) and never
 * creates a database, so the two templates are only files that every first start would
 * copy, and creating a file is what a copy spends its time on. A directory made by
 * initdb (development, tests) keeps them.
 * @param {import("@electric-sql/pglite").PGlite} client
 */
async function dropTemplateDatabases(client) {
  // One statement per call: DROP DATABASE may not share a query string with others.
  for (const statement of [
    "ALTER DATABASE template0 WITH ALLOW_CONNECTIONS false IS_TEMPLATE false",
    "DROP DATABASE template0",
    "ALTER DATABASE template1 IS_TEMPLATE false",
    "DROP DATABASE template1",
  ])
    await client.exec(statement)
}

/**
 * The Vite plugin: once the server bundle is written, the image goes next to it.
 * @returns {import("vite").Plugin}
 */
export function dbImage({ migrationsFolder = path.resolve("drizzle") } = {}) {
  return {
    name: "coa-db-image",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    async writeBundle(options) {
      if (!options.dir) return
      const dir = path.join(options.dir, DB_IMAGE_DIR)
      await fs.rm(dir, { recursive: true, force: true })
      await createDbImage(migrationsFolder, dir)
    },
  }
}
