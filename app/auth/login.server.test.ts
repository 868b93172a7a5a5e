import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { attemptLogin, tooManyAttemptsMessage } from "~/auth/login.server"
import { storeCheapAdminPassword } from "../../tests/support/admin-password"
import { databases, type TestDb } from "../../tests/support/databases"

const MINUTE = 60_000
// No configured password: the one stored in the database, cheap to check.
const ADMIN = {}

describe.each(databases)("admin login limit ($name)", ({ open }) => {
  let opened: TestDb
  beforeEach(async () => {
    opened = await open()
    await storeCheapAdminPassword(opened.db, "correct horse")
  })
  afterEach(async () => {
    await opened.close()
  })

  const attempt = (password: string, address: string, at?: number) =>
    attemptLogin(opened.db, password, address, ADMIN, at === undefined ? undefined : new Date(at))

  it("allows 5 failures in 15 minutes, then refuses with the minutes to wait", async () => {
    const start = Date.UTC(2026, 10, 22, 10, 0)
    for (let i = 0; i < 4; i++)
      expect(await attempt("wrong", "1.2.3.4", start + i * MINUTE)).toEqual({ kind: "wrong" })
    expect(await attempt("wrong", "1.2.3.4", start + 5 * MINUTE)).toEqual({ kind: "wrong" })
    // The first failure leaves the window at start + 15 minutes.
    expect(await attempt("correct horse", "1.2.3.4", start + 6 * MINUTE)).toEqual({
      kind: "too-many",
      retryAfterMinutes: 9,
    })
    expect(await attempt("correct horse", "1.2.3.4", start + 15 * MINUTE + 1)).toEqual({
      kind: "ok",
    })
  })

  it("counts per client network: a /24 or an IPv6 /64 is one client", async () => {
    for (let i = 0; i < 5; i++) await attempt("wrong", `10.0.0.${i + 1}`)
    expect((await attempt("correct horse", "10.0.0.200")).kind).toBe("too-many")
    expect((await attempt("correct horse", "10.0.1.1")).kind).toBe("ok")
    for (let i = 0; i < 5; i++) await attempt("wrong", `2001:db8:1:2::${i + 1}`)
    expect((await attempt("correct horse", "2001:db8:1:2:ffff::9")).kind).toBe("too-many")
    expect((await attempt("correct horse", "2001:db8:1:3::1")).kind).toBe("ok")
  })

  it("does not check the password once the client is over the limit", async () => {
    for (let i = 0; i < 5; i++) expect(await attempt("wrong", "9.9.9.9")).toEqual({ kind: "wrong" })
    expect(await attempt("correct horse", "9.9.9.9")).toEqual({
      kind: "too-many",
      retryAfterMinutes: 15,
    })
    expect(await attempt("correct horse", "8.8.8.8")).toEqual({ kind: "ok" })
  })

  it("forgives earlier typos after a correct password", async () => {
    for (let i = 0; i < 4; i++) await attempt("wrong", "7.7.7.7")
    expect(await attempt("correct horse", "7.7.7.7")).toEqual({ kind: "ok" })
    for (let i = 0; i < 5; i++) expect(await attempt("wrong", "7.7.7.7")).toEqual({ kind: "wrong" })
  })

  it("50 parallel wrong guesses from one client check at most 5 passwords", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) => attempt(`guess-${i}`, "6.6.6.6")),
    )
    expect(outcomes.filter((outcome) => outcome.kind === "wrong")).toHaveLength(5)
    expect(outcomes.filter((outcome) => outcome.kind === "too-many")).toHaveLength(45)
  })

  it("says how long to wait", () => {
    expect(tooManyAttemptsMessage(15)).toBe("Too many attempts, try again in 15 minutes")
    expect(tooManyAttemptsMessage(1)).toBe("Too many attempts, try again in 1 minute")
  })
})
