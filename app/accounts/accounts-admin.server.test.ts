import { describe, expect, it } from "vitest"
import { accounts } from "~/db/schema"
import { adminAccount, countAccounts, searchAccounts } from "~/accounts/accounts-admin.server"
import { createSession } from "~/accounts/sessions.server"
import { databaseForEachTest, databases } from "../../tests/support/databases"

describe.each(databases)("the admin's accounts ($name)", ({ open }) => {
  const fresh = databaseForEachTest(open)

  it("counts, searches literally and shows sessions", async () => {
    const [reef] = await fresh.db
      .insert(accounts)
      .values([{ email: "reef_1@example.com" }, { email: "kelp@example.com" }])
      .returning({ id: accounts.id })
    await createSession(fresh.db, reef!.id, new Date())
    await createSession(fresh.db, reef!.id, new Date())
    expect(await countAccounts(fresh.db)).toBe(2)
    expect((await searchAccounts(fresh.db, "")).map((row) => row.email).sort()).toEqual([
      "kelp@example.com",
      "reef_1@example.com",
    ])
    // "_" is no wildcard.
    expect((await searchAccounts(fresh.db, "f_1")).map((row) => row.email)).toEqual([
      "reef_1@example.com",
    ])
    expect(await searchAccounts(fresh.db, "e_1")).toEqual([])
    expect((await searchAccounts(fresh.db, "kelp\u0000")).map((row) => row.email)).toEqual([
      "kelp@example.com",
    ])
    expect(await adminAccount(fresh.db, reef!.id)).toMatchObject({
      email: "reef_1@example.com",
      sessions: 2,
    })
  })
})
