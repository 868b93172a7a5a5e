import { afterEach, beforeEach, describe, expect, it } from "vitest"
import type { Db } from "~/db/client.server"
import { accounts } from "~/db/schema"
import { adminAccount, countAccounts, searchAccounts } from "~/accounts/accounts-admin.server"
import { createSession } from "~/accounts/sessions.server"
import { databases, type TestDb } from "../../tests/support/databases"

describe.each(databases)("the admin's accounts ($name)", ({ open }) => {
  let db: Db
  let opened: TestDb
  beforeEach(async () => {
    opened = await open()
    db = opened.db
  })
  afterEach(async () => {
    await opened.close()
  })

  it("counts, searches literally and shows sessions", async () => {
    const [reef] = await db
      .insert(accounts)
      .values([{ email: "reef_1@example.com" }, { email: "kelp@example.com" }])
      .returning({ id: accounts.id })
    await createSession(db, reef!.id, new Date())
    await createSession(db, reef!.id, new Date())
    expect(await countAccounts(db)).toBe(2)
    expect((await searchAccounts(db, "")).map((row) => row.email).sort()).toEqual([
      "kelp@example.com",
      "reef_1@example.com",
    ])
    // "_" is no wildcard.
    expect((await searchAccounts(db, "f_1")).map((row) => row.email)).toEqual([
      "reef_1@example.com",
    ])
    expect(await searchAccounts(db, "e_1")).toEqual([])
    expect(await adminAccount(db, reef!.id)).toMatchObject({
      email: "reef_1@example.com",
      sessions: 2,
    })
  })
})
