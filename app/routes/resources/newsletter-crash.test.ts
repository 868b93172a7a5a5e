// A sign-up the form acknowledged survives the process stopping right after the answer,
// before the confirmation mail was queued: it is stored before the answer, and the next
// start mails it, once.
import { describe, expect, it, vi } from "vitest"
import { mailOutbox, newsletterSubscribers } from "~/db/schema"
import { resumeConfirmations } from "~/newsletter/subscribers.server"
import { action } from "~/routes/resources/newsletter"
import { createAppScope } from "~/scope/app-scope.server"
import { contextWithScope } from "~/scope/request-scope.server"
import { databaseForEachTest, pglite } from "../../../tests/support/databases"

// The process "stops" after the answer: the work meant to run after it never does.
vi.mock("~/abuse/after-answer.server", () => ({
  runAfterAnswer: () => undefined,
  settleAfterAnswer: async () => undefined,
}))

describe("newsletter sign-up across a crash", { timeout: 90_000 }, () => {
  const opened = databaseForEachTest(pglite.open)

  it("is stored before the answer and mailed once by the next start", async () => {
    const request = new Request("http://localhost/newsletter", {
      method: "POST",
      body: new URLSearchParams({ email: "kept@example.com" }),
      headers: { Origin: "http://localhost" },
    })
    const context = contextWithScope({
      ...createAppScope({ db: opened.db }),
      nonce: "",
      clientAddress: "192.0.2.9",
    })
    const answer = (await action({ request, params: {}, context } as unknown as Parameters<
      typeof action
    >[0])) as unknown as { data: { ok: boolean } }
    expect(answer.data.ok).toBe(true)
    const stored = await opened.db.select().from(newsletterSubscribers)
    expect(stored.map((row) => [row.email, row.status])).toEqual([["kept@example.com", "pending"]])
    expect(await opened.db.select().from(mailOutbox)).toHaveLength(0)

    expect(await resumeConfirmations(opened.db)).toBe(1)
    expect(await resumeConfirmations(opened.db)).toBe(0)
    const mails = await opened.db.select().from(mailOutbox)
    expect(mails.map((mail) => [mail.toAddress, mail.kind])).toEqual([
      ["kept@example.com", "newsletter_confirm"],
    ])
  })
})
