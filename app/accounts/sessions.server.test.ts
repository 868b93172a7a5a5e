import { beforeEach, describe, expect, it } from "vitest"
import { accountSessions, accounts } from "~/db/schema"
import {
  clearedSessionCookie,
  createSession,
  endAllSessions,
  endSession,
  hashToken,
  readVisitor,
  sessionCookie,
} from "~/accounts/sessions.server"
import { databaseForEachTest, databases } from "../../tests/support/databases"

const HOUR = 60 * 60_000
const DAY = 24 * HOUR
const t0 = new Date(Date.UTC(2026, 10, 26, 9, 0))
const at = (ms: number) => new Date(t0.getTime() + ms)
const requestWith = (token: string, url = "http://localhost/") =>
  new Request(url, { headers: { Cookie: `other=1; coa_session=${token}` } })

describe.each(databases)("visitor sessions ($name)", ({ open }) => {
  const fresh = databaseForEachTest(open)
  let accountId: number
  beforeEach(async () => {
    const [row] = await fresh.db
      .insert(accounts)
      .values({ email: "reef@example.com", createdAt: t0, lastSeenAt: t0 })
      .returning({ id: accounts.id })
    accountId = row!.id
  })

  const read = (token: string, when: Date) =>
    readVisitor(requestWith(token), { db: fresh.db, now: () => when })

  it("keeps only the SHA-256 of a 256-bit token", async () => {
    const { token } = await createSession(fresh.db, accountId, t0)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const [row] = await fresh.db.select().from(accountSessions)
    expect(row!.id).toBe(hashToken(token))
    expect(JSON.stringify(row)).not.toContain(token)
    expect(await read(token, at(HOUR))).toMatchObject({ accountId, email: "reef@example.com" })
  })

  it("refuses a forged, malformed or hashed token", async () => {
    const { token } = await createSession(fresh.db, accountId, t0)
    const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`
    expect(await read(forged, t0)).toBeNull()
    expect(await read("not-a-token", t0)).toBeNull()
    expect(await read(hashToken(token), t0)).toBeNull()
  })

  it("ends 30 days after its last use, and writes the last use at most once a day", async () => {
    const { token } = await createSession(fresh.db, accountId, t0)
    expect(await read(token, at(HOUR))).not.toBeNull()
    const lastUsed = async () => (await fresh.db.select().from(accountSessions))[0]!.lastUsedAt
    expect(await lastUsed()).toEqual(t0)
    expect(await read(token, at(25 * HOUR))).not.toBeNull()
    expect(await lastUsed()).toEqual(at(25 * HOUR))
    const [account] = await fresh.db.select().from(accounts)
    expect(account!.lastSeenAt).toEqual(at(25 * HOUR))
    // 30 days without use from there: gone.
    expect(await read(token, at(25 * HOUR + 30 * DAY))).toBeNull()
  })

  it("ends 90 days after sign-in however often it is used", async () => {
    const { token } = await createSession(fresh.db, accountId, t0)
    for (const day of [20, 40, 60, 80]) expect(await read(token, at(day * DAY))).not.toBeNull()
    expect(await read(token, at(90 * DAY - 1000))).not.toBeNull()
    expect(await read(token, at(90 * DAY))).toBeNull()
  })

  it("signs out one session, or every session of the account", async () => {
    const [other] = await fresh.db
      .insert(accounts)
      .values({ email: "other@example.com" })
      .returning({ id: accounts.id })
    const one = await createSession(fresh.db, accountId, t0)
    const two = await createSession(fresh.db, accountId, t0)
    const three = await createSession(fresh.db, accountId, t0)
    const theirs = await createSession(fresh.db, other!.id, t0)
    await endSession(fresh.db, hashToken(one.token))
    expect(await read(one.token, t0)).toBeNull()
    expect(await read(two.token, t0)).not.toBeNull()
    expect(await endAllSessions(fresh.db, accountId)).toBe(2)
    expect(await read(two.token, t0)).toBeNull()
    expect(await read(three.token, t0)).toBeNull()
    expect(await read(theirs.token, t0)).not.toBeNull()
  })

  it("sets an HttpOnly, SameSite=Lax cookie, Secure only behind TLS", () => {
    const plain = sessionCookie(new Request("http://localhost/"), "t", at(90 * DAY))
    expect(plain).toMatch(/^coa_session=t; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/)
    expect(sessionCookie(new Request("https://shop.example/"), "t", t0)).toMatch(/; Secure$/)
    expect(clearedSessionCookie(new Request("http://localhost/"))).toContain("Max-Age=0")
  })
})
