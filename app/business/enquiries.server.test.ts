// Storing enquiries and their two mails, against a real database, and the
// mail reaching a real SMTP server with the right Reply-To.
import { eq, sql } from "drizzle-orm"
import { afterEach, describe, expect, it } from "vitest"
import { createEnquiry } from "~/business/enquiries.server"
import type { EnquiryInput } from "~/business/enquiry-schema"
import { enquiries, enquiryStatusEvents, mailOutbox } from "~/db/schema"
import { createMailWorker } from "~/mail/sender.server"
import { startSmtpServer, type TestSmtpServer } from "../../tests/e2e/support/smtp"
import { databaseForEachTest, databases } from "../../tests/support/databases"

const SHOP = "leads@capeocean.test"
const KEY = "aaaaaaaa-2222-4333-8444-555555555555"

const input = (overrides: Partial<EnquiryInput> = {}): EnquiryInput => ({
  service: "consultation",
  name: "Thandi <b>Nkosi</b>",
  email: "thandi@example.com",
  phone: "+27 21 555 0100",
  organisation: "Camps Bay Hotel",
  message: "We'd like a camera on the roof.\n\nCan you visit next week?",
  preferredDate: "2026-12-01",
  preferredTime: "morning",
  idempotencyKey: KEY,
  ...overrides,
})

describe.each(databases)("createEnquiry ($name)", { timeout: 90_000 }, ({ open }) => {
  const fresh = databaseForEachTest(open)
  let smtp: TestSmtpServer | undefined
  afterEach(async () => {
    await smtp?.stop()
    smtp = undefined
  })

  it("stores the enquiry, its first status and both mails", async () => {
    const now = new Date(Date.UTC(2026, 10, 23, 12, 5))
    const { receipt, created } = await createEnquiry(fresh.db, input(), {
      now: () => now,
      shopEmail: SHOP,
    })
    expect(created).toBe(true)
    expect(receipt).toEqual({
      reference: "ENQ-00001",
      service: "consultation",
      name: "Thandi <b>Nkosi</b>",
      email: "thandi@example.com",
      preferredDate: "2026-12-01",
      preferredTime: "morning",
    })
    const [row] = await fresh.db.select().from(enquiries)
    expect(row).toMatchObject({ status: "new", organisation: "Camps Bay Hotel", createdAt: now })
    expect(await fresh.db.select().from(enquiryStatusEvents)).toMatchObject([
      { enquiryId: row!.id, status: "new", createdAt: now },
    ])

    const mails = await fresh.db.select().from(mailOutbox).orderBy(mailOutbox.id)
    expect(mails.map((mail) => [mail.kind, mail.toAddress, mail.replyTo, mail.enquiryId])).toEqual([
      ["enquiry_business", SHOP, "thandi@example.com", row!.id],
      ["enquiry_visitor", "thandi@example.com", SHOP, row!.id],
    ])
    const [business, visitor] = mails
    expect(business!.subject).toBe(
      "New enquiry ENQ-00001: Consultation from Thandi <b>Nkosi</b> (Camps Bay Hotel)",
    )
    for (const text of [
      "New enquiry ENQ-00001 about Consultation, received 23 November 2026 at 14:05.",
      "Phone: +27 21 555 0100",
      "Organisation: Camps Bay Hotel",
      "Preferred time: Tuesday, 1 December 2026, morning (08:00–12:00), Cape Town time",
      "Can you visit next week?",
    ])
      expect(business!.textBody).toContain(text)
    expect(business!.htmlBody).toContain("Thandi &lt;b&gt;Nkosi&lt;/b&gt;")
    expect(business!.htmlBody).not.toContain("<b>Nkosi")

    expect(visitor!.subject).toBe("We received your enquiry about Consultation (ENQ-00001)")
    for (const text of [
      "Hi Thandi <b>Nkosi</b>,",
      "What happens next:",
      `We read your enquiry and reply within one business day, from ${SHOP}.`,
      "We confirm a consultation time on or near Tuesday, 1 December 2026",
    ])
      expect(visitor!.textBody).toContain(text)
  })

  it("makes one enquiry of a repeated or concurrent submit with the same key", async () => {
    const [first, second] = await Promise.all([
      createEnquiry(fresh.db, input(), { shopEmail: SHOP }),
      createEnquiry(fresh.db, input(), { shopEmail: SHOP }),
    ])
    const again = await createEnquiry(fresh.db, input({ message: "A different text this time" }))
    expect([first.created, second.created].sort()).toEqual([false, true])
    expect(again).toEqual({ receipt: first.receipt, created: false })
    expect(await fresh.db.select().from(enquiries)).toHaveLength(1)
    expect(await fresh.db.select().from(mailOutbox)).toHaveLength(2)

    await createEnquiry(fresh.db, input({ idempotencyKey: "bbbbbbbb-2222-4333-8444-555555555555" }))
    expect(await fresh.db.select().from(enquiries)).toHaveLength(2)
  })

  it("stores nothing when queuing the mail fails", async () => {
    // The visitor's mail, written last, is refused: the enquiry and the first mail roll back.
    await fresh.db.execute(
      sql`alter table mail_outbox add constraint refuse_visitor_mail check (kind <> 'enquiry_visitor')`,
    )
    await expect(createEnquiry(fresh.db, input(), { shopEmail: SHOP })).rejects.toThrow()
    expect(await fresh.db.select().from(enquiries)).toEqual([])
    expect(await fresh.db.select().from(enquiryStatusEvents)).toEqual([])
    expect(await fresh.db.select().from(mailOutbox)).toEqual([])
  })

  it("delivers both mails, each with the Reply-To that lets the reader answer", async () => {
    smtp = await startSmtpServer()
    await createEnquiry(fresh.db, input({ service: "sponsorship", preferredDate: undefined }), {
      shopEmail: SHOP,
    })
    const worker = createMailWorker({
      db: fresh.db,
      now: () => new Date(),
      smtpUrl: smtp.url,
      from: "Cape Ocean Adventures <no-reply@capeocean.test>",
    })
    try {
      expect(await worker.runOnce()).toBe(2)
    } finally {
      await worker.stop()
    }
    const business = smtp.messages.find((m) => m.to.includes(SHOP))!
    const visitor = smtp.messages.find((m) => m.to.includes("thandi@example.com"))!
    expect(business.raw).toMatch(/^Reply-To: thandi@example\.com\r?$/m)
    expect(business.subject).toBe(
      "New enquiry ENQ-00001: Corporate Sponsorships from Thandi <b>Nkosi</b> (Camps Bay Hotel)",
    )
    expect(visitor.raw).toMatch(/^Reply-To: leads@capeocean\.test\r?$/m)
    expect(visitor.text).toContain("Thank you for your enquiry about Corporate Sponsorships.")
    const [row] = await fresh.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "enquiry_visitor"))
    expect(row!.status).toBe("sent")
  })
})
