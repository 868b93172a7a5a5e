import { describe, expect, it } from "vitest"
import { accounts, mailOutbox, signInCodes } from "~/db/schema"
import {
  checkSignInCode,
  CODE_VALID_MINUTES,
  requestSignInCode,
} from "~/accounts/sign-in-codes.server"
import { databaseForEachTest, databases } from "../../tests/support/databases"

const MINUTE = 60_000
const t0 = new Date(Date.UTC(2026, 10, 26, 9, 0))
const at = (ms: number) => new Date(t0.getTime() + ms)
const codes = (...values: string[]) => {
  const queue = [...values]
  return () => queue.shift()!
}

describe.each(databases)("sign-in codes ($name)", ({ open }) => {
  const fresh = databaseForEachTest(open)

  const mails = () => fresh.db.select().from(mailOutbox)

  it("mails a 6-digit code and keeps only a salted hash of it", async () => {
    expect(await requestSignInCode(fresh.db, "Reef@Example.com", t0)).toEqual({ ok: true })
    const [mail] = await mails()
    expect(mail).toMatchObject({ kind: "sign_in_code", toAddress: "reef@example.com" })
    const code = /sign-in code: (\d{6})$/.exec(mail!.subject)![1]!
    expect(mail!.textBody).toContain(code)
    const [row] = await fresh.db.select().from(signInCodes)
    expect(row!.email).toBe("reef@example.com")
    expect(JSON.stringify(row)).not.toContain(code)
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it("signs in with the right code once, making the account on first use only", async () => {
    await requestSignInCode(fresh.db, "reef@example.com", t0, codes("123456"))
    const first = await checkSignInCode(fresh.db, "REEF@example.com", "123456", at(MINUTE))
    expect(first).toMatchObject({ ok: true, email: "reef@example.com", created: true })
    // Used: the same code again is refused.
    expect(await checkSignInCode(fresh.db, "reef@example.com", "123456", at(2 * MINUTE))).toEqual({
      ok: false,
      reason: "spent",
    })
    await requestSignInCode(fresh.db, "reef@example.com", at(3 * MINUTE), codes("654321"))
    const second = await checkSignInCode(fresh.db, "reef@example.com", "654321", at(4 * MINUTE))
    expect(second).toMatchObject({ ok: true, created: false })
    expect(second.ok && first.ok && second.accountId).toBe(first.ok && first.accountId)
    expect(await fresh.db.select().from(accounts)).toHaveLength(1)
  })

  it(`works for ${CODE_VALID_MINUTES} minutes`, async () => {
    await requestSignInCode(fresh.db, "a@example.com", t0, codes("111111"))
    await requestSignInCode(fresh.db, "b@example.com", t0, codes("222222"))
    const end = CODE_VALID_MINUTES * MINUTE
    expect(
      await checkSignInCode(fresh.db, "a@example.com", "111111", at(end - 1000)),
    ).toMatchObject({
      ok: true,
    })
    expect(await checkSignInCode(fresh.db, "b@example.com", "222222", at(end))).toEqual({
      ok: false,
      reason: "spent",
    })
  })

  it("voids a code after 5 wrong tries", async () => {
    await requestSignInCode(fresh.db, "a@example.com", t0, codes("111111"))
    for (let left = 4; left >= 1; left--) {
      expect(await checkSignInCode(fresh.db, "a@example.com", "000000", t0)).toEqual({
        ok: false,
        reason: "wrong",
        triesLeft: left,
      })
    }
    expect(await checkSignInCode(fresh.db, "a@example.com", "000000", t0)).toEqual({
      ok: false,
      reason: "spent",
    })
    expect(await checkSignInCode(fresh.db, "a@example.com", "111111", t0)).toEqual({
      ok: false,
      reason: "spent",
    })
    expect(await fresh.db.select().from(accounts)).toHaveLength(0)
  })

  it("voids the old code when a new one is sent", async () => {
    await requestSignInCode(fresh.db, "a@example.com", t0, codes("111111"))
    await requestSignInCode(fresh.db, "a@example.com", at(MINUTE), codes("222222"))
    expect(await checkSignInCode(fresh.db, "a@example.com", "111111", at(MINUTE))).toMatchObject({
      ok: false,
    })
    expect(await checkSignInCode(fresh.db, "a@example.com", "222222", at(MINUTE))).toMatchObject({
      ok: true,
    })
    // Once the new code is spent, the old one does not come back.
    expect(await checkSignInCode(fresh.db, "a@example.com", "111111", at(2 * MINUTE))).toEqual({
      ok: false,
      reason: "spent",
    })
  })

  it("sends an address at most 3 codes in 15 minutes, and mails nothing past that", async () => {
    for (const minute of [0, 1, 2]) {
      expect(await requestSignInCode(fresh.db, "a@example.com", at(minute * MINUTE))).toEqual({
        ok: true,
      })
    }
    expect(await requestSignInCode(fresh.db, "A@example.com", at(5 * MINUTE))).toEqual({
      ok: false,
      reason: "address-limit",
      retryAfterSeconds: 10 * 60,
    })
    expect(await mails()).toHaveLength(3)
    // Another address is not held back, and the first may ask again once its window moved on.
    expect(await requestSignInCode(fresh.db, "b@example.com", at(5 * MINUTE))).toEqual({ ok: true })
    expect(await requestSignInCode(fresh.db, "a@example.com", at(15 * MINUTE + 1))).toEqual({
      ok: true,
    })
  })

  it("answers and stores the same for an address with and without an account", async () => {
    await fresh.db.insert(accounts).values({ email: "known@example.com" })
    const known = await requestSignInCode(fresh.db, "known@example.com", t0)
    const unknown = await requestSignInCode(fresh.db, "unknown@example.com", t0)
    expect(known).toEqual(unknown)
    const sent = await mails()
    expect(sent.map((mail) => mail.kind)).toEqual(["sign_in_code", "sign_in_code"])
    // The mails differ only in address and code.
    const shape = (text: string) => text.replace(/\d{6}/g, "CODE").replace(/\S+@example\.com/g, "X")
    expect(shape(sent[0]!.textBody)).toBe(shape(sent[1]!.textBody))
    // Asking made no account.
    expect((await fresh.db.select().from(accounts)).map((row) => row.email)).toEqual([
      "known@example.com",
    ])
  })
})
