import { describe, expect, it } from "vitest"
import {
  accountSessions,
  accounts,
  mailOutbox,
  newsletterSubscribers,
  rateLimitHits,
  signInCodes,
} from "~/db/schema"
import { config } from "~/lib/config.server"
import { purgeExpiredData, RATE_LIMIT_HITS_KEPT_HOURS } from "~/privacy/retention.server"
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
    // Failed admin logins are counted as the admin-login bucket's hits.
    const hours = RATE_LIMIT_HITS_KEPT_HOURS
    await fresh.db.insert(rateLimitHits).values([
      { bucket: "admin-login", clientKey: "old", hitAt: ago(hours * 60 * 60_000 + 1000) },
      { bucket: "admin-login", clientKey: "new", hitAt: ago(1000) },
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
      accounts: 0,
      visitorSessions: 0,
      signInCodes: 0,
    })
    expect((await fresh.db.select().from(mailOutbox)).map((row) => row.toAddress).sort()).toEqual([
      "old-queued@example.com",
      "recent@example.com",
    ])
    expect((await fresh.db.select().from(rateLimitHits)).map((row) => row.clientKey)).toEqual([
      "new",
    ])
    expect(
      (await fresh.db.select().from(newsletterSubscribers)).map((row) => row.email).sort(),
    ).toEqual(["fresh@example.com", "reader@example.com"])
  })

  it("deletes accounts unused for ACCOUNT_INACTIVE_DAYS, ended sessions and old sign-in codes", async () => {
    const inactiveDays = config.retention.accountInactiveDays
    const [unused, active] = await fresh.db
      .insert(accounts)
      .values([
        { email: "unused@example.com", lastSeenAt: ago((inactiveDays + 1) * DAY) },
        { email: "active@example.com", lastSeenAt: ago(DAY) },
      ])
      .returning({ id: accounts.id })
    const session = (id: string, accountId: number, lastUsedAt: Date, expiresAt: Date) => ({
      id,
      accountId,
      lastUsedAt,
      expiresAt,
    })
    await fresh.db
      .insert(accountSessions)
      .values([
        session("unused-account", unused!.id, ago(DAY), ago(-DAY)),
        session("idle", active!.id, ago(31 * DAY), ago(-DAY)),
        session("past-end", active!.id, ago(DAY), ago(1000)),
        session("live", active!.id, ago(DAY), ago(-DAY)),
      ])
    const code = (email: string, createdAt: Date) => ({
      email,
      codeHash: "h",
      salt: "s",
      createdAt,
      expiresAt: createdAt,
    })
    await fresh.db
      .insert(signInCodes)
      .values([
        code("old@example.com", ago((config.retention.signInCodeHours + 1) * 3_600_000)),
        code("new@example.com", ago(60_000)),
      ])

    const counts = await purgeExpiredData(fresh.db, now)
    expect(counts).toMatchObject({ accounts: 1, visitorSessions: 2, signInCodes: 1 })
    expect((await fresh.db.select().from(accounts)).map((row) => row.email)).toEqual([
      "active@example.com",
    ])
    expect((await fresh.db.select().from(accountSessions)).map((row) => row.id)).toEqual(["live"])
    expect((await fresh.db.select().from(signInCodes)).map((row) => row.email)).toEqual([
      "new@example.com",
    ])
  })
})
