// The newsletter action answers a new, a pending and a confirmed address with the
// same work: what differs between them (a mail queued or not) runs after the answer,
// so the answer's timing cannot tell who is on the list.
import { eq } from "drizzle-orm"
import { afterEach, describe, expect, it } from "vitest"
import { settleAfterAnswer } from "~/abuse/after-answer.server"
import type { Db } from "~/db/client.server"
import { mailOutbox, newsletterSubscribers } from "~/db/schema"
import { requestSubscription } from "~/newsletter/subscribers.server"
import { action } from "~/routes/resources/newsletter"
import { createAppScope } from "~/scope/app-scope.server"
import { contextWithScope } from "~/scope/request-scope.server"
import { databaseForEachTest, pglite } from "../../../tests/support/databases"

const QUERIES = new Set(["select", "insert", "update", "delete", "execute", "transaction"])

/** The database, noting each query (also inside transactions) in `calls`. */
function recording(db: Db, calls: string[]): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown
      if (typeof value !== "function" || typeof property !== "string") return value
      if (!QUERIES.has(property)) return value.bind(target)
      return (...args: unknown[]) => {
        calls.push(property)
        if (property !== "transaction") return value.apply(target, args)
        const [work, ...rest] = args as [(tx: Db) => unknown, ...unknown[]]
        return value.call(target, (tx: Db) => work(recording(tx, calls)), ...rest)
      }
    },
  })
}

describe("newsletter action", { timeout: 90_000 }, () => {
  const opened = databaseForEachTest(pglite.open)
  // Runs before the database closes: after-hooks run in reverse order.
  afterEach(settleAfterAnswer)

  async function signUp(email: string, clientAddress: string) {
    const calls: string[] = []
    const request = new Request("http://localhost/newsletter", {
      method: "POST",
      body: new URLSearchParams({ email }),
      headers: { Origin: "http://localhost" },
    })
    const result = (await action({
      request,
      params: {},
      context: contextWithScope({
        ...createAppScope({ db: recording(opened.db, calls) }),
        nonce: "",
        clientAddress,
      }),
    } as unknown as Parameters<typeof action>[0])) as unknown as { data: { ok: boolean } }
    // What was done before the answer, not what runs after it.
    return { ok: result.data.ok, calls: [...calls] }
  }

  it("does the same work before answering a new, a pending and a confirmed address", async () => {
    const db = opened.db
    await requestSubscription(db, "pending@example.com", "test")
    await db
      .insert(newsletterSubscribers)
      .values({ email: "confirmed@example.com", status: "confirmed" })
    await settleAfterAnswer()
    // A first sign-up warms what every later one shares (the signing key), for fairness.
    await signUp("warm-up@example.com", "198.51.100.1")
    await settleAfterAnswer()

    const fresh = await signUp("new@example.com", "192.0.2.1")
    const pending = await signUp("pending@example.com", "192.0.2.2")
    const confirmed = await signUp("confirmed@example.com", "192.0.2.3")
    expect([fresh.ok, pending.ok, confirmed.ok]).toEqual([true, true, true])
    expect(fresh.calls.length).toBeGreaterThan(0)
    expect(pending.calls).toEqual(fresh.calls)
    expect(confirmed.calls).toEqual(fresh.calls)

    // The work itself still happens: a confirmation for the new address, none for the others.
    await settleAfterAnswer()
    const mails = await db.select().from(mailOutbox)
    expect(mails.filter((mail) => mail.toAddress === "new@example.com")).toHaveLength(1)
    expect(mails.filter((mail) => mail.toAddress === "confirmed@example.com")).toHaveLength(0)
    expect(mails.filter((mail) => mail.toAddress === "pending@example.com")).toHaveLength(1)
    const [row] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "confirmed@example.com"))
    expect(row!.status).toBe("confirmed")
  })
})
