// The two databases the site runs on, for server-module tests that must hold on
// both: `describe.each(databases)("… ($name)", ({ open }) => …)`.
import { connectPostgres, createMemoryDb, type Db } from "~/db/client.server"
import { createTestDatabase } from "./postgres"

export type TestDb = { db: Db; close: () => Promise<void> }

export type DatabaseKind = { name: "PGlite" | "PostgreSQL"; open: () => Promise<TestDb> }

export const pglite: DatabaseKind = {
  name: "PGlite",
  open: async () => {
    const db = await createMemoryDb()
    return { db, close: async () => {} }
  },
}

export const postgres: DatabaseKind = {
  name: "PostgreSQL",
  open: async () => {
    const database = await createTestDatabase()
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
