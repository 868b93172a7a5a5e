import pg from "pg"
import { describe, expect, it } from "vitest"
import { createTestDatabase } from "../support/postgres"

describe("createTestDatabase", () => {
  it("makes a fresh database on the run's PostgreSQL server and drops it", async () => {
    const { url, drop } = await createTestDatabase()
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    const { rows } = await client.query<{ name: string }>("select current_database() as name")
    expect(url).toContain(`/${rows[0]!.name}`)
    expect(rows[0]!.name).toMatch(/^coa_test_[0-9a-f]{12}$/)
    await client.query("create table t (id int)")
    await client.end()
    await drop()
    const admin = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL })
    await admin.connect()
    const left = await admin.query("select 1 from pg_database where datname = $1", [rows[0]!.name])
    await admin.end()
    expect(left.rowCount).toBe(0)
  })
})
