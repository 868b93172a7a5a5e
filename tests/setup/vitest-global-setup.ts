// Global setup of the unit tests: the run's PostgreSQL server (started here unless the
// test command provides one), and the migrated starting points of the tests'
// databases on it and in PGlite (tests/support/database-images.ts).
import {
  createPostgresTemplate,
  PGLITE_IMAGE_ENV,
  POSTGRES_TEMPLATE_ENV,
  writePgliteImage,
} from "../support/database-images"
import { ensureTestPostgres } from "../support/postgres-server"

export default async function globalSetup() {
  // Each project of vitest.config.ts calls this; the first call's databases serve them all.
  if (process.env[PGLITE_IMAGE_ENV]) return async () => {}
  const cleanups: (() => Promise<void>)[] = []
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  }
  // The PGlite image needs no server: it is made while PostgreSQL starts.
  const image = writePgliteImage().then((made) => {
    cleanups.push(made.remove)
    return made
  })
  try {
    cleanups.push(await ensureTestPostgres())
    const template = await createPostgresTemplate()
    cleanups.push(template.remove)
    process.env[POSTGRES_TEMPLATE_ENV] = template.name
    process.env[PGLITE_IMAGE_ENV] = (await image).file
    return cleanUp
  } catch (error) {
    await image.catch(() => {})
    await cleanUp()
    throw error
  }
}
