import { parse } from "csv-parse/sync"
import { describe, expect, it } from "vitest"
import {
  changeEnquiryStatus,
  countNewEnquiries,
  eraseEnquiriesOf,
  exportEnquiriesCsv,
  getEnquiryDetail,
  listEnquiries,
  saveEnquiryNotes,
} from "~/business/enquiries-admin.server"
import { createEnquiry } from "~/business/enquiries.server"
import type { EnquiryInput } from "~/business/enquiry-schema"
import { enquiryStatusEvents, mailOutbox } from "~/db/schema"
import { databaseForEachTest, databases } from "../../tests/support/databases"

let counter = 0
const input = (overrides: Partial<EnquiryInput> = {}): EnquiryInput => ({
  service: "installation",
  name: "Thandi Nkosi",
  email: "thandi@example.com",
  message: "A roof camera for our hotel in Camps Bay.",
  idempotencyKey: `key-${String(++counter).padStart(16, "0")}`,
  ...overrides,
})

const at = (hour: number, minute = 0) => new Date(Date.UTC(2026, 10, 23, hour, minute))

describe.each(databases)("enquiries admin ($name)", { timeout: 90_000 }, ({ open }) => {
  const fresh = databaseForEachTest(open)

  async function seed() {
    await createEnquiry(fresh.db, input(), { now: () => at(8) })
    await createEnquiry(
      fresh.db,
      input({
        service: "sponsorship",
        name: "Pieter van Wyk",
        email: "pieter@brand.example",
        organisation: "=Surf Brand, Ltd",
        message: 'Sponsor the "whale cam"\nfor winter.',
      }),
      { now: () => at(9) },
    )
    await createEnquiry(
      fresh.db,
      input({
        service: "consultation",
        name: "Aisha Adams",
        email: "aisha@harbour.example",
        phone: "021 555 0199",
        preferredDate: "2026-12-02",
        preferredTime: "afternoon",
      }),
      { now: () => at(10) },
    )
  }

  it("lists newest first and finds by name, e-mail, organisation, message or reference", async () => {
    await seed()
    const names = async (query: string) =>
      (await listEnquiries(fresh.db, { query })).map((enquiry) => enquiry.name)
    expect(await names("")).toEqual(["Aisha Adams", "Pieter van Wyk", "Thandi Nkosi"])
    expect(await names("PIETER@")).toEqual(["Pieter van Wyk"])
    expect(await names("surf brand")).toEqual(["Pieter van Wyk"])
    expect(await names("camps bay")).toEqual(["Aisha Adams", "Thandi Nkosi"])
    expect(await names("ENQ-00003")).toEqual(["Aisha Adams"])
    expect(await names("100%_")).toEqual([])
    const [aisha] = await listEnquiries(fresh.db, { query: "aisha" })
    expect(aisha).toMatchObject({
      reference: "ENQ-00003",
      serviceTitle: "Consultation",
      statusLabel: "New",
      receivedAt: "23 November 2026 at 12:00",
      events: [{ status: "new", statusLabel: "New", at: "23 November 2026 at 12:00" }],
    })
  })

  it("records each status change with its time and refuses a skipped step", async () => {
    await seed()
    expect(await countNewEnquiries(fresh.db)).toBe(3)
    expect(await changeEnquiryStatus(fresh.db, 1, "won", at(11))).toEqual({
      ok: false,
      reason: "not-allowed",
      from: "new",
    })
    expect(await changeEnquiryStatus(fresh.db, 1, "contacted", at(11, 15))).toMatchObject({
      ok: true,
    })
    expect(await changeEnquiryStatus(fresh.db, 1, "won", at(12, 30))).toMatchObject({ ok: true })
    expect(await changeEnquiryStatus(fresh.db, 2, "lost", at(13))).toMatchObject({ ok: true })
    expect(await changeEnquiryStatus(fresh.db, 99, "contacted")).toEqual({
      ok: false,
      reason: "not-found",
    })
    expect(await countNewEnquiries(fresh.db)).toBe(1)

    const detail = await getEnquiryDetail(fresh.db, 1)
    expect(detail?.events).toEqual([
      { status: "new", statusLabel: "New", at: "23 November 2026 at 10:00" },
      { status: "contacted", statusLabel: "Contacted", at: "23 November 2026 at 13:15" },
      { status: "won", statusLabel: "Won", at: "23 November 2026 at 14:30" },
    ])
    expect(detail?.mails.map((mail) => mail.kind)).toEqual(["enquiry_business", "enquiry_visitor"])
    expect((await listEnquiries(fresh.db, { status: "new" })).map((e) => e.reference)).toEqual([
      "ENQ-00003",
    ])
  })

  it("erases a person's enquiries with their history and mails, and nobody else's", async () => {
    await seed()
    await createEnquiry(
      fresh.db,
      input({ email: "Pieter@Brand.example", message: "A second idea." }),
      {
        now: () => at(10),
      },
    )
    await changeEnquiryStatus(fresh.db, 2, "contacted", at(11))
    expect(await eraseEnquiriesOf(fresh.db, "PIETER@brand.example")).toBe(2)
    expect(await eraseEnquiriesOf(fresh.db, "pieter@brand.example")).toBe(0)
    expect((await listEnquiries(fresh.db)).map((e) => e.email).sort()).toEqual([
      "aisha@harbour.example",
      "thandi@example.com",
    ])
    const mails = await fresh.db.select().from(mailOutbox)
    expect(mails).toHaveLength(4)
    expect(mails.map((mail) => mail.textBody).join("\n")).not.toMatch(/pieter/i)
    const events = await fresh.db.select().from(enquiryStatusEvents)
    expect(events.map((event) => event.enquiryId).sort()).toEqual([1, 3])
  })

  it("keeps notes and exports every enquiry as CSV, formulas defused", async () => {
    await seed()
    await changeEnquiryStatus(fresh.db, 2, "contacted", at(11))
    expect(await saveEnquiryNotes(fresh.db, 2, "Called Pieter; send a proposal.")).toBe(true)
    expect(await saveEnquiryNotes(fresh.db, 99, "nobody")).toBe(false)
    expect((await getEnquiryDetail(fresh.db, 2))?.notes).toBe("Called Pieter; send a proposal.")

    const rows = parse((await exportEnquiriesCsv(fresh.db)).replace(/^\uFEFF/, ""), {
      columns: true,
    }) as Record<string, string>[]
    expect(rows.map((row) => row.Reference)).toEqual(["ENQ-00003", "ENQ-00002", "ENQ-00001"])
    expect(rows[1]).toEqual({
      Reference: "ENQ-00002",
      Received: "2026-11-23 11:00",
      Service: "Corporate Sponsorships",
      Status: "Contacted",
      "Status changed": "2026-11-23 13:00",
      "Status history": "New 2026-11-23 11:00\nContacted 2026-11-23 13:00",
      Name: "Pieter van Wyk",
      Email: "pieter@brand.example",
      Phone: "",
      Organisation: "'=Surf Brand, Ltd",
      "Preferred time": "",
      Message: 'Sponsor the "whale cam"\nfor winter.',
      Notes: "Called Pieter; send a proposal.",
    })
    expect(rows[0]!["Preferred time"]).toBe(
      "Wednesday, 2 December 2026, afternoon (12:00–17:00), Cape Town time",
    )
    const filtered = parse(
      (await exportEnquiriesCsv(fresh.db, { status: "contacted" })).replace(/^\uFEFF/, ""),
      { columns: true },
    ) as Record<string, string>[]
    expect(filtered.map((row) => row.Reference)).toEqual(["ENQ-00002"])
  })
})
