import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { attemptLogin } from "~/auth/login.server"
import {
  checkLoginAllowed,
  clearLoginFailures,
  FAILED_LOGIN_WINDOW_MS,
  recordLoginFailure,
  tooManyAttemptsMessage,
} from "~/auth/login-limit.server"
import { databases, type TestDb } from "../../tests/support/databases"

const MINUTE = 60_000
const ADMIN = { password: "correct horse" }

// Password checks (scrypt) are slow on a busy machine.
describe.each(databases)("login rate limit ($name)", { timeout: 90_000 }, ({ open }) => {
  let opened: TestDb
  beforeEach(async () => {
    opened = await open()
  })
  afterEach(async () => {
    await opened.close()
  })

  it("allows 5 failures in 15 minutes, then refuses with the minutes to wait", async () => {
    const start = Date.UTC(2026, 10, 22, 10, 0)
    for (let i = 0; i < 4; i++) await recordLoginFailure(opened.db, "1.2.3.4", start + i * MINUTE)
    expect(await checkLoginAllowed(opened.db, "1.2.3.4", start + 5 * MINUTE)).toEqual({
      allowed: true,
    })
    await recordLoginFailure(opened.db, "1.2.3.4", start + 5 * MINUTE)
    // The first failure leaves the window at start + 15 minutes.
    expect(await checkLoginAllowed(opened.db, "1.2.3.4", start + 6 * MINUTE)).toEqual({
      allowed: false,
      retryAfterMinutes: 9,
    })
    expect(
      await checkLoginAllowed(opened.db, "1.2.3.4", start + FAILED_LOGIN_WINDOW_MS + 1),
    ).toEqual({
      allowed: true,
    })
  })

  it("counts each client apart", async () => {
    const now = Date.now()
    for (let i = 0; i < 5; i++) await recordLoginFailure(opened.db, "10.0.0.1", now)
    expect((await checkLoginAllowed(opened.db, "10.0.0.1", now)).allowed).toBe(false)
    expect((await checkLoginAllowed(opened.db, "10.0.0.2", now)).allowed).toBe(true)
    await clearLoginFailures(opened.db, "10.0.0.1")
    expect((await checkLoginAllowed(opened.db, "10.0.0.1", now)).allowed).toBe(true)
  })

  it("does not check the password once the client is over the limit", async () => {
    for (let i = 0; i < 5; i++)
      expect(await attemptLogin(opened.db, "wrong", "9.9.9.9", ADMIN)).toEqual({ kind: "wrong" })
    const blocked = await attemptLogin(opened.db, "correct horse", "9.9.9.9", ADMIN)
    expect(blocked).toEqual({ kind: "too-many", retryAfterMinutes: 15 })
    expect(await attemptLogin(opened.db, "correct horse", "8.8.8.8", ADMIN)).toEqual({ kind: "ok" })
  })

  it("forgives earlier typos after a correct password", async () => {
    for (let i = 0; i < 4; i++) await attemptLogin(opened.db, "wrong", "7.7.7.7", ADMIN)
    expect(await attemptLogin(opened.db, "correct horse", "7.7.7.7", ADMIN)).toEqual({ kind: "ok" })
    for (let i = 0; i < 4; i++) await attemptLogin(opened.db, "wrong", "7.7.7.7", ADMIN)
    expect((await checkLoginAllowed(opened.db, "7.7.7.7")).allowed).toBe(true)
  })

  it("50 parallel wrong guesses from one client check at most 5 passwords", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) => attemptLogin(opened.db, `guess-${i}`, "6.6.6.6", ADMIN)),
    )
    expect(outcomes.filter((outcome) => outcome.kind === "wrong")).toHaveLength(5)
    expect(outcomes.filter((outcome) => outcome.kind === "too-many")).toHaveLength(45)
  })

  it("says how long to wait", () => {
    expect(tooManyAttemptsMessage(15)).toBe("Too many attempts, try again in 15 minutes")
    expect(tooManyAttemptsMessage(1)).toBe("Too many attempts, try again in 1 minute")
  })
})
