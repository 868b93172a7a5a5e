import { describe, expect, it } from "vitest"
import { mailOutbox, newsletterSubscribers } from "~/db/schema"
import { config } from "~/lib/config.server"
import { signToken } from "~/newsletter/links.server"
import {
  checkLink,
  CONFIRMATION_RESEND_MS,
  confirmSubscription,
  eraseSubscriber,
  listSubscribers,
  purgePendingSignups,
  queueNewsletter,
  requestSubscription,
  unsubscribe,
} from "~/newsletter/subscribers.server"
import { databaseForEachTest, databases } from "../../tests/support/databases"

const SOURCE = "test form"
const t0 = new Date(Date.UTC(2026, 10, 23, 12, 0))
const later = (ms: number) => new Date(t0.getTime() + ms)
const DAY = 24 * 60 * 60_000

function tokenFrom(text: string, path: string): string {
  const match = new RegExp(`${config.publicOrigin}${path}\\?token=([^\\s"<]+)`).exec(text)
  if (!match) throw new Error(`no ${path} link in:\n${text}`)
  return match[1]!
}

describe.each(databases)("newsletter with double opt-in ($name)", ({ open }) => {
  const fresh = databaseForEachTest(open)

  const mails = () => fresh.db.select().from(mailOutbox).orderBy(mailOutbox.id)
  /** Follows the first mail's confirmation link a second after sign-up; that mail. */
  const confirmFirstSignUp = async () => {
    const [mail] = await mails()
    await confirmSubscription(
      fresh.db,
      tokenFrom(mail!.textBody, "/newsletter/confirm"),
      later(1000),
    )
    return mail!
  }

  it("stores a pending address with its consent and mails a signed, absolute confirmation link", async () => {
    expect(await requestSubscription(fresh.db, "Seal@Example.com", SOURCE, t0)).toEqual({
      mailQueued: true,
    })
    const [row] = await listSubscribers(fresh.db)
    expect(row).toMatchObject({
      email: "Seal@Example.com",
      status: "pending",
      consentSource: SOURCE,
    })
    expect(row!.consentAt).toEqual(t0)
    const [mail] = await mails()
    expect(mail).toMatchObject({ kind: "newsletter_confirm", toAddress: "Seal@Example.com" })
    expect(mail!.headers).toEqual({
      "List-Id": `Cape Ocean Adventures newsletter <newsletter.${new URL(config.publicOrigin).hostname}>`,
      "List-Unsubscribe": expect.stringMatching(
        new RegExp(`^<${config.publicOrigin}/newsletter/unsubscribe\\?token=.+>$`),
      ),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    })
    expect(mail!.textBody).toContain(`${config.publicOrigin}/newsletter/confirm?token=`)
    expect(mail!.textBody).toContain(`${config.publicOrigin}/newsletter/unsubscribe?token=`)
  })

  it("sends no second confirmation within the resend window, whatever the case of the address", async () => {
    await requestSubscription(fresh.db, "seal@example.com", SOURCE, t0)
    expect(await requestSubscription(fresh.db, "SEAL@example.com", SOURCE, later(60_000))).toEqual({
      mailQueued: false,
    })
    expect(await mails()).toHaveLength(1)
    expect(await listSubscribers(fresh.db)).toHaveLength(1)
    expect(
      await requestSubscription(
        fresh.db,
        "seal@example.com",
        SOURCE,
        later(CONFIRMATION_RESEND_MS + 1),
      ),
    ).toEqual({ mailQueued: true })
    expect(await mails()).toHaveLength(2)
  })

  it("sends one mail when the same sign-up arrives twice at once", async () => {
    await Promise.all([
      requestSubscription(fresh.db, "twin@example.com", SOURCE, t0),
      requestSubscription(fresh.db, "twin@example.com", SOURCE, t0),
    ])
    expect(await mails()).toHaveLength(1)
  })

  it("confirms with the link, once; a confirmed address gets no further confirmation mail", async () => {
    await requestSubscription(fresh.db, "seal@example.com", SOURCE, t0)
    const token = tokenFrom((await mails())[0]!.textBody, "/newsletter/confirm")
    expect(await checkLink(fresh.db, token, "confirm", later(1000))).toEqual({
      ok: true,
      email: "seal@example.com",
      already: false,
    })
    // Checking does not confirm: a mail scanner opening the link changes nothing.
    expect((await listSubscribers(fresh.db))[0]!.status).toBe("pending")
    expect(await confirmSubscription(fresh.db, token, later(2000))).toMatchObject({
      ok: true,
      already: false,
    })
    const [row] = await listSubscribers(fresh.db)
    expect(row).toMatchObject({ status: "confirmed", confirmedAt: later(2000) })
    expect(await confirmSubscription(fresh.db, token, later(3000))).toMatchObject({
      ok: true,
      already: true,
    })
    expect(await requestSubscription(fresh.db, "seal@example.com", SOURCE, later(DAY))).toEqual({
      mailQueued: false,
    })
    expect(await mails()).toHaveLength(1)
  })

  it("refuses a tampered, foreign, wrong-purpose or expired link", async () => {
    await requestSubscription(fresh.db, "a@example.com", SOURCE, t0)
    await requestSubscription(fresh.db, "b@example.com", SOURCE, t0)
    const [mailA] = await mails()
    const token = tokenFrom(mailA!.textBody, "/newsletter/confirm")
    const unsubscribeToken = tokenFrom(mailA!.textBody, "/newsletter/unsubscribe")
    const [id, expires, signature] = token.split(".")
    const otherId = Number(id) + 1
    for (const bad of [
      "",
      "garbage",
      `${id}.${expires}.${signature!.slice(0, -1)}${signature!.endsWith("A") ? "B" : "A"}`,
      `${otherId}.${expires}.${signature}`,
      `${id}.${Number(expires) + 1}.${signature}`,
      unsubscribeToken,
    ])
      expect(await confirmSubscription(fresh.db, bad, later(1000))).toEqual({
        ok: false,
        reason: "invalid",
      })
    expect(
      await confirmSubscription(
        fresh.db,
        token,
        later(config.retention.newsletterPendingDays * DAY + 1000),
      ),
    ).toEqual({ ok: false, reason: "expired" })
    expect((await listSubscribers(fresh.db)).every((row) => row.status === "pending")).toBe(true)
  })

  it("sends newsletters only to confirmed addresses, each with its own unsubscribe link and headers", async () => {
    await requestSubscription(fresh.db, "confirmed@example.com", SOURCE, t0)
    await requestSubscription(fresh.db, "pending@example.com", SOURCE, t0)
    await confirmFirstSignUp()
    expect(
      await queueNewsletter(fresh.db, { subject: "Whales are back", text: "Hello\n\nfriends" }),
    ).toBe(1)
    const issues = (await mails()).filter((mail) => mail.kind === "newsletter")
    expect(issues.map((mail) => mail.toAddress)).toEqual(["confirmed@example.com"])
    expect(issues[0]!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click")
    const link = tokenFrom(issues[0]!.textBody, "/newsletter/unsubscribe")
    expect(issues[0]!.headers?.["List-Unsubscribe"]).toContain(link)
  })

  it("unsubscribes with the link; no newsletter afterwards; a new sign-up asks for consent again", async () => {
    await requestSubscription(fresh.db, "seal@example.com", SOURCE, t0)
    const mail = await confirmFirstSignUp()
    const token = tokenFrom(mail.textBody, "/newsletter/unsubscribe")
    expect(await unsubscribe(fresh.db, token, later(2000))).toMatchObject({
      ok: true,
      already: false,
    })
    expect((await listSubscribers(fresh.db))[0]).toMatchObject({
      status: "unsubscribed",
      unsubscribedAt: later(2000),
    })
    expect(await unsubscribe(fresh.db, token, later(3000))).toMatchObject({
      ok: true,
      already: true,
    })
    expect(await queueNewsletter(fresh.db, { subject: "x", text: "y" })).toBe(0)
    expect(await requestSubscription(fresh.db, "seal@example.com", SOURCE, later(DAY))).toEqual({
      mailQueued: true,
    })
    expect((await listSubscribers(fresh.db))[0]!.status).toBe("pending")
  })

  it("erases a person's sign-up and newsletter mail, and nothing of anyone else", async () => {
    await requestSubscription(fresh.db, "gone@example.com", SOURCE, t0)
    await requestSubscription(fresh.db, "stays@example.com", SOURCE, t0)
    expect(await eraseSubscriber(fresh.db, "GONE@example.com")).toBe(true)
    expect((await listSubscribers(fresh.db)).map((row) => row.email)).toEqual(["stays@example.com"])
    expect((await mails()).map((mail) => mail.toAddress)).toEqual(["stays@example.com"])
    expect(await eraseSubscriber(fresh.db, "gone@example.com")).toBe(false)
  })

  it("purges sign-ups never confirmed within the pending period", async () => {
    await requestSubscription(fresh.db, "old@example.com", SOURCE, t0)
    await requestSubscription(fresh.db, "kept@example.com", SOURCE, t0)
    await confirmFirstSignUp()
    await requestSubscription(fresh.db, "new@example.com", SOURCE, later(6 * DAY))
    const days = config.retention.newsletterPendingDays
    expect(await purgePendingSignups(fresh.db, later(days * DAY + 1))).toBe(1)
    expect((await listSubscribers(fresh.db)).map((row) => row.email).sort()).toEqual([
      "new@example.com",
      "old@example.com",
    ])
  })

  it("signs links with a key kept in the database", async () => {
    const token = await signToken(fresh.db, { purpose: "unsubscribe", id: 1 }, "x@example.com")
    expect(token).toMatch(/^1\.\.[A-Za-z0-9_-]{43}$/)
    expect(await fresh.db.select().from(newsletterSubscribers)).toHaveLength(0)
  })
})
