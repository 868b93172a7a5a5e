import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { setDb } from "~/db/client.server"
import { listSubscribers, subscribe } from "~/newsletter/subscribers.server"
import { databases, type TestDb } from "../../tests/support/databases"

describe.each(databases)("newsletter subscribers ($name)", ({ open }) => {
  let opened: TestDb
  beforeEach(async () => {
    opened = await open()
    setDb(opened.db)
  })
  afterEach(async () => {
    setDb(undefined)
    await opened.close()
  })

  it("stores an address once, whatever its case", async () => {
    expect(await subscribe("Seal@Example.com")).toBe("subscribed")
    expect(await subscribe("seal@example.com")).toBe("already-subscribed")
    expect(await subscribe("SEAL@EXAMPLE.COM")).toBe("already-subscribed")
    const rows = await listSubscribers()
    expect(rows.map((row) => row.email)).toEqual(["Seal@Example.com"])
  })

  it("keeps different addresses apart", async () => {
    await subscribe("a@example.com")
    await subscribe("b@example.com")
    expect(await listSubscribers()).toHaveLength(2)
  })
})
