// A PostgreSQL database of a worker's own on the test run's server, for a spec whose
// tests read what the app stored (or seed what it cannot make) while it runs.
import type { Fixtures } from "@playwright/test"
import pg from "pg"
import { createTestDatabase } from "../../support/postgres"

export type TestDatabase = {
  url: string
  /** A small pool for the test's own queries. */
  pool: pg.Pool
  /** The rows a query returns. */
  rows: <Row extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ) => Promise<Row[]>
  drop: () => Promise<void>
}

export async function newTestDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase()
  const pool = new pg.Pool({ connectionString: database.url, max: 2 })
  // An idle client cut off by the forced drop at the end must not crash the worker.
  pool.on("error", () => {})
  return {
    url: database.url,
    pool,
    rows: async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      (await pool.query<Row>(text, values)).rows,
    drop: async () => {
      await pool.end()
      await database.drop()
    },
  }
}

/**
 * The worker's app server on a database of its own, which tests reach as `database`:
 * `base.extend<object, { database: TestDatabase }>(onPostgres)`.
 */
export const onPostgres: Fixtures<
  object,
  { database: TestDatabase },
  object,
  { appDatabaseUrl: string | undefined }
> = {
  database: [
    async ({}, use) => {
      const database = await newTestDatabase()
      await use(database)
      await database.drop()
    },
    { scope: "worker" },
  ],
  appDatabaseUrl: [async ({ database }, use) => use(database.url), { scope: "worker" }],
}
