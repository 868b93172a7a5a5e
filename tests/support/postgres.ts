// Fresh databases on the test run's PostgreSQL server (TEST_POSTGRES_URL, set by
// scripts/test.sh or by the test runners' global setup).
import crypto from "node:crypto"
import pg from "pg"

export function testPostgresUrl(): string {
  const url = process.env.TEST_POSTGRES_URL
  if (!url) {
    throw new Error(
      "TEST_POSTGRES_URL is not set: run the tests through `npm test`, `npx vitest` or " +
        "`npx playwright test`, whose global setup starts a throwaway PostgreSQL server",
    )
  }
  return url
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

/**
 * A new, uniquely named database, empty or a copy of `template`; `drop` removes it
 * (closing its connections).
 */
export async function createTestDatabase({ template }: { template?: string } = {}): Promise<{
  name: string
  url: string
  drop: () => Promise<void>
}> {
  const name = `coa_test_${crypto.randomBytes(6).toString("hex")}`
  const copy = template ? ` template "${template}"` : ""
  await asSuperuser((client) => client.query(`create database "${name}"${copy}`))
  const url = new URL(testPostgresUrl())
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    drop: () =>
      asSuperuser(async (client) => {
        await client.query(`drop database if exists "${name}" with (force)`)
      }),
  }
}
