import { count } from "drizzle-orm"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import {
  consumeRateLimit,
  describeWait,
  withConfiguredMaxima,
  type RateLimitRule,
} from "~/abuse/rate-limit.server"
import { THRESHOLD_ALERT_KIND } from "~/abuse/threshold-alert.server"
import type { Db } from "~/db/client.server"
import { mailOutbox, rateLimitHits } from "~/db/schema"
import { databases, type TestDb } from "../../tests/support/databases"

const MINUTE = 60_000
const rule: RateLimitRule = {
  bucket: "test",
  perClient: { max: 3, windowMs: MINUTE },
  global: { max: 5, windowMs: 10 * MINUTE },
}
const at = (ms: number) => new Date(Date.UTC(2026, 10, 23, 12, 0) + ms)

async function rows(db: Db) {
  const [row] = await db.select({ n: count() }).from(rateLimitHits)
  return row!.n
}

describe.each(databases)("consumeRateLimit ($name)", ({ open }) => {
  let opened: TestDb
  beforeEach(async () => {
    opened = await open()
  })
  afterEach(async () => {
    await opened.close()
  })

  it("allows max requests per client in the window, then refuses with the wait", async () => {
    for (let i = 0; i < 3; i++)
      expect(await consumeRateLimit(opened.db, rule, "1.1.1.1", at(i * 10_000))).toEqual({
        allowed: true,
      })
    const refused = await consumeRateLimit(opened.db, rule, "1.1.1.1", at(30_000))
    // The first hit (at 0 s) leaves the window at 60 s.
    expect(refused).toEqual({
      allowed: false,
      scope: "client",
      retryAfterSeconds: 30,
      message: "Too many requests from your connection. Please try again in 30 seconds.",
    })
    expect(await consumeRateLimit(opened.db, rule, "1.1.1.1", at(MINUTE + 1))).toEqual({
      allowed: true,
    })
  })

  it("does not count refused requests", async () => {
    for (let i = 0; i < 3; i++) await consumeRateLimit(opened.db, rule, "1.1.1.1", at(0))
    for (let i = 0; i < 5; i++)
      expect((await consumeRateLimit(opened.db, rule, "1.1.1.1", at(1000))).allowed).toBe(false)
    expect(await rows(opened.db)).toBe(3)
  })

  it("counts each client and each bucket apart", async () => {
    for (let i = 0; i < 3; i++) await consumeRateLimit(opened.db, rule, "1.1.1.1", at(0))
    expect((await consumeRateLimit(opened.db, rule, "2.2.2.2", at(0))).allowed).toBe(true)
    expect(
      (await consumeRateLimit(opened.db, { ...rule, bucket: "other" }, "1.1.1.1", at(0))).allowed,
    ).toBe(true)
  })

  it("applies the global limit across clients", async () => {
    for (let i = 0; i < 5; i++)
      expect((await consumeRateLimit(opened.db, rule, `10.0.0.${i}`, at(i * MINUTE))).allowed).toBe(
        true,
      )
    const refused = await consumeRateLimit(opened.db, rule, "10.0.0.99", at(5 * MINUTE))
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 300 })
    expect(refused.allowed === false && refused.message).toMatch(/unusual number of requests/)
    expect(
      (await consumeRateLimit(opened.db, rule, "10.0.0.99", at(10 * MINUTE + 1))).allowed,
    ).toBe(true)
  })

  it("lets exactly max through when requests arrive at once", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => consumeRateLimit(opened.db, rule, "3.3.3.3", at(0))),
    )
    expect(results.filter((result) => result.allowed)).toHaveLength(3)
    expect(await rows(opened.db)).toBe(3)
  })

  it("prunes hits older than the longest window", async () => {
    await consumeRateLimit(opened.db, rule, "1.1.1.1", at(0))
    await consumeRateLimit(opened.db, rule, "2.2.2.2", at(0))
    await consumeRateLimit(opened.db, rule, "3.3.3.3", at(10 * MINUTE + 1))
    expect(await rows(opened.db)).toBe(1)
  })

  it("past the global threshold lets a request through with a proof of work, each proof once", async () => {
    for (let i = 0; i < 5; i++) await consumeRateLimit(opened.db, rule, `10.0.${i}.0/24`, at(0))
    const unproven = await consumeRateLimit(opened.db, rule, "10.0.9.0/24", at(1000))
    expect(unproven).toMatchObject({ allowed: false, scope: "global" })
    const proof = { signature: "sig-1", expiresAt: at(5 * MINUTE) }
    expect(await consumeRateLimit(opened.db, rule, "10.0.9.0/24", at(1000), { proof })).toEqual({
      allowed: true,
    })
    // The same proof again is a replay: refused as if there were none.
    const replayed = await consumeRateLimit(opened.db, rule, "10.0.8.0/24", at(2000), { proof })
    expect(replayed).toMatchObject({ allowed: false, scope: "global" })
    // A proof does not lift the client's own limit.
    const proofs = ["a", "b", "c", "d"].map((signature) => ({ signature, expiresAt: at(MINUTE) }))
    for (const proof of proofs.slice(0, 3))
      expect(
        (await consumeRateLimit(opened.db, rule, "10.0.7.0/24", at(0), { proof })).allowed,
      ).toBe(true)
    const busy = await consumeRateLimit(opened.db, rule, "10.0.7.0/24", at(3000), {
      proof: proofs[3],
    })
    expect(busy).toMatchObject({ allowed: false, scope: "client" })
  })

  it("mails the owner once when the global threshold is crossed, again only a window later", async () => {
    const alerts = async () =>
      (await opened.db.select().from(mailOutbox)).filter((m) => m.kind === THRESHOLD_ALERT_KIND)
    for (let i = 0; i < 5; i++) await consumeRateLimit(opened.db, rule, `10.0.${i}.0/24`, at(0))
    expect(await alerts()).toHaveLength(0)
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        consumeRateLimit(opened.db, rule, `10.1.${i}.0/24`, at(1000), { alertTo: "owner@x.test" }),
      ),
    )
    const [mail, ...more] = await alerts()
    expect(more).toHaveLength(0)
    expect(mail).toMatchObject({ toAddress: "owner@x.test", orderId: null, status: "queued" })
    expect(mail!.subject).toMatch(/unusual traffic/)
    expect(mail!.textBody).toContain("passed 5 requests in 10 minutes")
    // Still over the threshold within the window: no second mail.
    await consumeRateLimit(opened.db, rule, "10.2.0.0/24", at(9 * MINUTE))
    expect(await alerts()).toHaveLength(1)
    // A window later the hits are gone; a new crossing is a new mail.
    for (let i = 0; i < 6; i++)
      await consumeRateLimit(opened.db, rule, `10.3.${i}.0/24`, at(11 * MINUTE))
    expect(await alerts()).toHaveLength(2)
  })

  it("describes waits in seconds or whole minutes", () => {
    expect(describeWait(1)).toBe("1 second")
    expect(describeWait(59)).toBe("59 seconds")
    expect(describeWait(60)).toBe("1 minute")
    expect(describeWait(61)).toBe("2 minutes")
  })
})

describe("withConfiguredMaxima", () => {
  it("replaces the maxima set for the rule's bucket and keeps the windows", () => {
    expect(withConfiguredMaxima(rule, { test: { perClient: 50, global: 9_000 } })).toEqual({
      bucket: "test",
      perClient: { max: 50, windowMs: MINUTE },
      global: { max: 9_000, windowMs: 10 * MINUTE },
    })
    expect(withConfiguredMaxima(rule, { test: { global: 7 } }).perClient.max).toBe(3)
    const withReplays = { ...rule, replays: { max: 10, windowMs: MINUTE } }
    expect(withConfiguredMaxima(withReplays, { test: { replays: 99 } }).replays).toEqual({
      max: 99,
      windowMs: MINUTE,
    })
  })

  it("leaves a rule alone when nothing is set for its bucket", () => {
    expect(withConfiguredMaxima(rule, { checkout: { perClient: 50 } })).toEqual(rule)
    expect(withConfiguredMaxima(rule, {})).toEqual(rule)
  })
})
