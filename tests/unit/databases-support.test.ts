// The test databases (tests/support/databases.ts) reuse what they can between tests:
// whatever a test leaves behind, the next `open()` must look freshly created.
import { sql } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import type { Db } from "~/db/client.server"
import { newsletterSubscribers } from "~/db/schema"
import { databases } from "../support/databases"

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows

describe.each(databases)("test databases ($name)", ({ open }) => {
  it("every open() is migrated and empty, with identities from 1 and a new session, whatever the last test left", async () => {
    const first = await open()
    await first.db
      .insert(newsletterSubscribers)
      .values([{ email: "a@example.com" }, { email: "b@example.com" }])
    await first.db.execute(sql`set timezone = 'Asia/Tokyo'`)
    await first.db.execute(sql`select pg_advisory_lock(4242)`)
    await first.close()

    const second = await open()
    try {
      expect(await second.db.select().from(newsletterSubscribers)).toEqual([])
      const [row] = await second.db
        .insert(newsletterSubscribers)
        .values({ email: "c@example.com" })
        .returning({ id: newsletterSubscribers.id })
      expect(row).toEqual({ id: 1 })
      expect(await rows(second.db, sql`show timezone`)).not.toEqual([{ TimeZone: "Asia/Tokyo" }])
      expect(
        await rows(
          second.db,
          sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = 4242 and database = (select oid from pg_database where datname = current_database())`,
        ),
      ).toEqual([{ n: 0 }])
      const applied = await rows(
        second.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )
      expect(applied).toEqual([{ n: expect.any(Number) }])
      expect((applied[0] as { n: number }).n).toBeGreaterThan(0)
    } finally {
      await second.close()
    }
  })

  it("a schema a test changed is not seen by the next", async () => {
    const first = await open()
    await first.db.execute(
      sql`alter table newsletter_subscribers add constraint refuse_all check (email = '')`,
    )
    await first.close()
    const second = await open()
    try {
      await second.db.insert(newsletterSubscribers).values({ email: "a@example.com" })
      expect(await second.db.select().from(newsletterSubscribers)).toHaveLength(1)
    } finally {
      await second.close()
    }
  })

  it("two databases open at once are separate", async () => {
    const [a, b] = await Promise.all([open(), open()])
    try {
      await a.db.insert(newsletterSubscribers).values({ email: "a@example.com" })
      expect(await b.db.select().from(newsletterSubscribers)).toEqual([])
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  })
})
