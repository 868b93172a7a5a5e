// A migrated, empty embedded database, written into the server build, so that a first
// start on an empty DATA_DIR copies it instead of running PostgreSQL's initdb (which
// compiles a second WebAssembly module and took most of the first start's seconds and
// memory). The server still applies the migrations on top, so an image older than
// drizzle/ is only slower, never wrong (app/db/client.server.ts).
import fs from "node:fs/promises"
import path from "node:path"

/** Its name beside the server bundle (build/server/index.js). */
export const DB_IMAGE_FILE = "db-image.tar.gz"

/** The image's bytes: PGlite in memory, every migration in `migrationsFolder`, dumped gzipped. */
export async function createDbImage(migrationsFolder) {
  const { PGlite } = await import("@electric-sql/pglite")
  const { drizzle } = await import("drizzle-orm/pglite")
  const { migrate } = await import("drizzle-orm/pglite/migrator")
  const client = new PGlite()
  try {
    await migrate(drizzle(client), { migrationsFolder })
    const image = await client.dumpDataDir("gzip")
    return Buffer.from(await image.arrayBuffer())
  } finally {
    await client.close()
  }
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
      await fs.writeFile(
        path.join(options.dir, DB_IMAGE_FILE),
        await createDbImage(migrationsFolder),
      )
    },
  }
}
