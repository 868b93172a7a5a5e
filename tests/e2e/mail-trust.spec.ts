// Mail that its receivers can trust, through the production server, PostgreSQL and a
// real SMTP server: an address with a control character in it is refused by every
// form (not cleaned into another address and mailed), the enquiry acknowledgement
// carries no one's text but ours to the address typed, and every automatic mail says
// so in its headers.
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test"
import pg from "pg"
import { expect, test as base } from "@playwright/test"
import { createTestDatabase } from "../support/postgres"
import { startAppServer, type AppServer } from "./support/app-server"
import { checkoutFields, postCheckout } from "./support/shop"
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "./support/smtp"

const SHOP_EMAIL = "leads@capeocean.test"
const NUL_ADDRESS = "fuzz\u0000@example.org"
const REFUSED = "Please enter a valid email address: it contains a control or invisible character"

type Site = { app: AppServer; api: APIRequestContext; db: pg.Pool; smtp: TestSmtpServer }

const test = base.extend<object, { site: Site }>({
  site: [
    async ({}, use) => {
      const database = await createTestDatabase()
      const smtp = await startSmtpServer()
      const app = await startAppServer({
        DATABASE_URL: database.url,
        SMTP_URL: smtp.url,
        SHOP_EMAIL,
        MAIL_POLL_MS: "100",
      })
      const api = await playwrightRequest.newContext({ baseURL: app.url })
      const db = new pg.Pool({ connectionString: database.url, max: 2 })
      await use({ app, api, db, smtp })
      await db.end()
      await api.dispose()
      await app.stop()
      await smtp.stop()
      await database.drop()
    },
    { scope: "worker", timeout: 180_000 },
  ],
})

const TABLES = ["orders", "enquiries", "newsletter_subscribers", "mail_outbox", "rate_limit_hits"]

async function rowCounts(db: pg.Pool): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of TABLES) {
    const { rows } = await db.query<{ n: string }>(`select count(*) as n from ${table}`)
    counts[table] = Number(rows[0]!.n)
  }
  return counts
}

function enquiryForm(fields: Record<string, string>) {
  return {
    idempotencyKey: crypto.randomUUID(),
    service: "installation",
    name: "Sipho Dlamini",
    email: "sipho@example.com",
    message: "A camera for our dive school in Simon's Town.",
    ...fields,
  }
}

/** The value of a header in a raw message, unfolded. */
function header(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ")
  return new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1]?.trim()
}

async function mailTo(smtp: TestSmtpServer, address: string): Promise<ReceivedMail> {
  await expect.poll(() => smtp.messages.some((mail) => mail.to.includes(address))).toBe(true)
  return smtp.messages.find((mail) => mail.to.includes(address))!
}

test("an address with a NUL in it is refused by checkout, newsletter and enquiry: 400 with the field's message, nothing stored, nothing mailed", async ({
  site,
}) => {
  const { app, api, db } = site
  const before = await rowCounts(db)

  const checkout = await postCheckout(api, checkoutFields({ email: NUL_ADDRESS }))
  expect(checkout.status).toBe(400)
  expect(checkout.body).toEqual({ ok: false, fieldErrors: { email: REFUSED } })

  const newsletter = await api.post("/newsletter", {
    form: { email: NUL_ADDRESS },
    headers: { Origin: app.url },
  })
  expect(newsletter.status()).toBe(400)
  expect(await newsletter.text()).toContain(`${REFUSED}.`)

  const enquiry = await api.post("/business/enquiry?service=installation", {
    form: enquiryForm({ email: NUL_ADDRESS }),
    headers: { Origin: app.url },
  })
  expect(enquiry.status()).toBe(400)
  expect(await enquiry.text()).toContain(REFUSED)

  // The mail of an order or enquiry is queued with it: an empty outbox is no mail.
  expect(await rowCounts(db)).toEqual(before)
})

test("a phishing text sent as an enquiry to someone else's address: the acknowledgement repeats no link and only the message's beginning", async ({
  site,
}) => {
  const { app, api, smtp } = site
  const victim = "victim@example.com"
  const lure =
    "Dear client, your First National Bank account is locked.\n" +
    "Unlock it today at https://fnb-secure.example/login or www.fnb-unlock.example,\n" +
    "or write to security@fnb-help.example.\n\n" +
    "Kind regards, the security team. ".repeat(30) +
    "THE-END-OF-THE-LURE"
  const response = await api.post("/business/enquiry?service=installation", {
    form: enquiryForm({ email: victim, name: "FNB Security, fnb-verify.example", message: lure }),
    headers: { Origin: app.url },
  })
  expect(response.status()).toBe(200)

  const acknowledgement = await mailTo(smtp, victim)
  for (const part of [acknowledgement.text, acknowledgement.html, acknowledgement.subject]) {
    for (const planted of ["fnb-secure", "fnb-unlock", "fnb-help", "fnb-verify", "THE-END"])
      expect(part).not.toContain(planted)
  }
  expect(acknowledgement.subject).toMatch(
    /^We received your enquiry about Custom Camera Installation \(ENQ-\d{5}\)$/,
  )
  expect(acknowledgement.text).toContain(
    "Dear client, your First National Bank account is locked.\nUnlock it today at [link removed]",
  )
  expect(header(acknowledgement, "Auto-Submitted")).toBe("auto-generated")

  // The business reads the whole text.
  const business = await mailTo(smtp, SHOP_EMAIL)
  expect(business.text).toContain("https://fnb-secure.example/login")
  expect(business.text).toContain("THE-END-OF-THE-LURE")
  expect(header(business, "Auto-Submitted")).toBe("auto-generated")
})

test("the newsletter confirmation names its list, offers one-click unsubscribe and is marked automatic", async ({
  site,
}) => {
  const { app, api, smtp } = site
  const response = await api.post("/newsletter", {
    form: { email: "reader@example.com" },
    headers: { Origin: app.url },
  })
  expect(response.status()).toBe(200)
  const mail = await mailTo(smtp, "reader@example.com")
  const unsubscribe = /^<(http:\/\/[^>]+\/newsletter\/unsubscribe\?token=[^>]+)>$/.exec(
    header(mail, "List-Unsubscribe") ?? "",
  )?.[1]
  expect(unsubscribe).toBeDefined()
  // The list is named after the site's host (PUBLIC_ORIGIN, here its default).
  expect(header(mail, "List-Id")).toBe(
    `Cape Ocean Adventures newsletter <newsletter.${new URL(unsubscribe!).hostname}>`,
  )
  expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click")
  expect(header(mail, "Auto-Submitted")).toBe("auto-generated")
})
