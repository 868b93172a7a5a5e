import { describe, expect, it } from "vitest"
import { loginAttempts, mailOutbox, newsletterSubscribers } from "~/db/schema"
import { config } from "~/lib/config.server"
import { purgeExpiredData } from "~/privacy/retention.server"
import { databaseForEachTest, databases } from "../../tests/support/databases"

const DAY = 24 * 60 * 60_000
const now = new Date(Date.UTC(2026, 10, 23, 12, 0))
const ago = (ms: number) => new Date(now.getTime() - ms)

describe.each(databases)("purging expired personal data ($name)", ({ open }) => {
  const fresh = databaseForEachTest(open)

  it("deletes what is past its retention time and keeps the rest", async () => {
    const mail = (status: string, createdAt: Date, to: string) => ({
      kind: "order_customer",
      toAddress: to,
      subject: "s",
      textBody: "t",
      htmlBody: "h",
      status,
      createdAt,
    })
    const mailDays = config.retention.mailDays
    await fresh.db
      .insert(mailOutbox)
      .values([
        mail("sent", ago(mailDays * DAY + 1000), "old-sent@example.com"),
        mail("failed", ago(mailDays * DAY + 1000), "old-failed@example.com"),
        mail("queued", ago(mailDays * DAY + 1000), "old-queued@example.com"),
        mail("sent", ago(mailDays * DAY - 1000), "recent@example.com"),
      ])
    const hours = config.retention.loginAttemptHours
    await fresh.db.insert(loginAttempts).values([
      { clientKey: "old", attemptedAt: ago(hours * 60 * 60_000 + 1000) },
      { clientKey: "new", attemptedAt: ago(1000) },
    ])
    const pendingDays = config.retention.newsletterPendingDays
    await fresh.db.insert(newsletterSubscribers).values([
      { email: "stale@example.com", status: "pending", consentAt: ago(pendingDays * DAY + 1000) },
      { email: "fresh@example.com", status: "pending", consentAt: ago(1000) },
      {
        email: "reader@example.com",
        status: "confirmed",
        consentAt: ago(pendingDays * DAY * 10),
      },
    ])

    expect(await purgeExpiredData(fresh.db, now)).toEqual({
      pendingSignups: 1,
      mails: 2,
      loginAttempts: 1,
    })
    expect((await fresh.db.select().from(mailOutbox)).map((row) => row.toAddress).sort()).toEqual([
      "old-queued@example.com",
      "recent@example.com",
    ])
    expect((await fresh.db.select().from(loginAttempts)).map((row) => row.clientKey)).toEqual([
      "new",
    ])
    expect(
      (await fresh.db.select().from(newsletterSubscribers)).map((row) => row.email).sort(),
    ).toEqual(["fresh@example.com", "reader@example.com"])
  })
})
