// An enquiry from the Business Services page reaches a real SMTP server as two
// mails (business and visitor), and the owner follows it up in the admin:
// the count of new enquiries, the list, search, status changes with their
// times, notes, and the CSV export.
import { parse } from "csv-parse/sync"
import type { APIRequestContext, Locator, Page } from "@playwright/test"
import { logInAsAdmin } from "./support/admin-session"
import { expectNoAxeViolations } from "./support/axe"
import { downloadCsv } from "./support/csv"
import { enquiryForm } from "./support/enquiry"
import { expect, openPage, toastWithTitle } from "./support/fixtures"
import { test as mailTest } from "./support/mail-app"

const PASSWORD = "e2e-enquiries-admin-password"
const SHOP_EMAIL = "leads@capeocean.test"
const NAME = `Pieter "Surf" <b>van Wyk</b>`
const EMAIL = "pieter@brand.example"
const ORGANISATION = "=Surf Brand, Ltd"
const MESSAGE = "We'd like to sponsor the Hermanus whale camera,\nfrom June to October."

const test = mailTest
test.use({ appEnv: { ADMIN_PASSWORD: PASSWORD, SHOP_EMAIL } })
const logIn = (page: Page) => logInAsAdmin(page, PASSWORD)

/** Sends an enquiry as a browser without JavaScript would, and gives its reference. */
async function sendEnquiry(request: APIRequestContext, values: Record<string, string>) {
  const response = await request.post("/business/enquiry?service=sponsorship", {
    form: await enquiryForm(request, "sponsorship", values),
    headers: { Origin: new URL((await request.get("/")).url()).origin },
  })
  expect(response.status()).toBe(200)
  return /ENQ-\d{5}/.exec(await response.text())![0]
}

/** The count of new enquiries beside 'Enquiries' in the admin navigation. */
async function newCount(link: Locator): Promise<number> {
  const name = (await link.getAttribute("aria-label")) ?? (await link.innerText())
  return Number(/(\d+)/.exec(name.replace(/\s+/g, " "))?.[1] ?? 0)
}

test("an enquiry sent from the page arrives as two mails with the right content", async ({
  page,
  smtp,
}) => {
  await openPage(page, "/business")
  await page.getByRole("link", { name: "Become a Sponsor" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Become a sponsor")
  await page.getByLabel("Your name").fill(NAME)
  await page.getByLabel("Email", { exact: true }).fill(EMAIL)
  await page.getByLabel("Phone (optional)").fill("+27 82 555 0123")
  await page.getByLabel("Organisation (optional)").fill(ORGANISATION)
  await page.getByLabel("Your message").fill(MESSAGE)
  await page.getByRole("button", { name: "Send Enquiry" }).click()

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Thank you, ${NAME}!`)
  const status = page.getByRole("status").filter({ hasText: "has reached our team" })
  const reference = /ENQ-\d{5}/.exec((await status.textContent()) ?? "")![0]
  await expect(status).toContainText(`A copy is on its way to ${EMAIL}`)
  await expect(toastWithTitle(page, "Enquiry sent")).toBeVisible()

  // The worker's mail server also holds the mail of the file's other tests.
  const ofThisEnquiry = () => smtp.messages.filter((mail) => mail.subject.includes(reference))
  await expect.poll(() => ofThisEnquiry().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2)
  const mails = ofThisEnquiry()
  const business = mails.find((mail) => mail.to.includes(SHOP_EMAIL))!
  const visitor = mails.find((mail) => mail.to.includes(EMAIL))!
  expect(mails).toHaveLength(2)

  expect(business.subject).toBe(
    `New enquiry ${reference}: Corporate Sponsorships from ${NAME} (${ORGANISATION})`,
  )
  expect(business.raw).toMatch(new RegExp(`^Reply-To: ${EMAIL.replace(".", "\\.")}\\r?$`, "m"))
  for (const text of [
    `New enquiry ${reference} about Corporate Sponsorships`,
    `Name: ${NAME}`,
    `Email: ${EMAIL}`,
    "Phone: +27 82 555 0123",
    `Organisation: ${ORGANISATION}`,
    MESSAGE,
  ])
    expect(business.text).toContain(text)
  expect(business.html).toContain("Pieter &quot;Surf&quot; &lt;b&gt;van Wyk&lt;/b&gt;")
  expect(business.html).not.toContain("<b>van Wyk")

  expect(visitor.subject).toBe(
    `We received your enquiry about Corporate Sponsorships (${reference})`,
  )
  expect(visitor.raw).toMatch(/^Reply-To: leads@capeocean\.test\r?$/m)
  for (const text of [
    `Hi ${NAME},`,
    `its reference is ${reference}`,
    "What happens next:",
    `We read your enquiry and reply within one business day, from ${SHOP_EMAIL}.`,
    MESSAGE,
  ])
    expect(visitor.text).toContain(text)
})

test("the owner sees the new enquiry, changes its status, keeps notes and exports it", async ({
  page,
}) => {
  const reference = await sendEnquiry(page.request, {
    name: NAME,
    email: EMAIL,
    phone: "+27 82 555 0123",
    organisation: ORGANISATION,
    message: MESSAGE,
  })
  await logIn(page)
  const nav = page.getByRole("navigation", { name: "Admin" })
  const enquiriesLink = nav.getByRole("link", { name: /^Enquiries/ })
  await expect(enquiriesLink).toHaveAccessibleName(/^Enquiries \d+ new$/)
  const waiting = await newCount(enquiriesLink)
  await enquiriesLink.click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enquiries")

  const row = page.getByRole("row").filter({ hasText: reference })
  await expect(row).toHaveCount(1)
  await expect(row.getByRole("cell").nth(1)).toContainText(NAME)
  await expect(row.getByRole("cell").nth(1)).toContainText(ORGANISATION)
  await expect(row.getByRole("cell").nth(2)).toHaveText("Corporate Sponsorships")
  await expect(row.getByRole("listitem")).toHaveText([/^New\d{1,2} \w+ \d{4} at \d{2}:\d{2}$/])
  await expectNoAxeViolations(page, "/admin/enquiries at 1280 px")
  await page.setViewportSize({ width: 360, height: 740 })
  await expectNoAxeViolations(page, "/admin/enquiries at 360 px")
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
  await page.setViewportSize({ width: 1280, height: 800 })

  const search = page.getByLabel("Search name, e-mail, organisation or message")
  await search.fill("HERMANUS WHALE")
  await page.getByRole("button", { name: "Search" }).click()
  await expect(page).toHaveURL(/q=HERMANUS\+WHALE/)
  await expect(page.getByRole("row").filter({ hasText: reference })).toHaveCount(1)
  await search.fill("nobody@nowhere")
  await page.getByRole("button", { name: "Search" }).click()
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "No enquiries match this search.",
  )

  await page.goto("/admin/enquiries")
  await page.getByRole("link", { name: reference }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Enquiry ${reference}`)
  await expect(page.getByText(MESSAGE.split("\n")[0]!)).toBeVisible()
  await expect(page.getByRole("link", { name: EMAIL })).toHaveAttribute("href", `mailto:${EMAIL}`)
  await expect(page.getByRole("button", { name: "Mark won" })).toHaveCount(0)
  await expectNoAxeViolations(page, "enquiry detail at 1280 px")

  await page.getByRole("button", { name: "Mark contacted" }).click()
  await expect(toastWithTitle(page, "Enquiry is now Contacted")).toBeVisible()
  const history = page.getByRole("listitem").filter({ has: page.locator("[data-slot=badge]") })
  await expect(history).toHaveText([
    /^New\d{1,2} \w+ \d{4} at \d{2}:\d{2}$/,
    /^Contacted\d{1,2} \w+ \d{4} at \d{2}:\d{2}$/,
  ])
  // This one waits for an answer no more: the navigation's count goes down by one.
  await expect(enquiriesLink).toHaveAccessibleName(
    waiting === 1 ? "Enquiries" : `Enquiries ${waiting - 1} new`,
  )

  await page.getByLabel("Your notes (only visible here)").fill("Called Pieter; proposal sent.")
  await page.getByRole("button", { name: "Save notes" }).click()
  await expect(toastWithTitle(page, "Notes saved")).toBeVisible()
  await page.getByRole("button", { name: "Mark won" }).click()
  await expect(toastWithTitle(page, "Enquiry is now Won")).toBeVisible()
  await expect(history).toHaveCount(3)
  await page.reload()
  await expect(history).toHaveCount(3)
  await expect(page.getByLabel("Your notes (only visible here)")).toHaveValue(
    "Called Pieter; proposal sent.",
  )
  await expect(page.getByRole("button", { name: /^Mark/ })).toHaveCount(0)
  await page.setViewportSize({ width: 360, height: 740 })
  await expectNoAxeViolations(page, "enquiry detail at 360 px")
  await page.setViewportSize({ width: 1280, height: 800 })

  await page.goto("/admin/enquiries")
  const csv = await downloadCsv(page, page.getByRole("link", { name: "Export CSV" }))
  expect(csv.filename).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/)
  const rows = (parse(csv.text, { columns: true }) as Record<string, string>[]).filter(
    (row) => row.Reference === reference,
  )
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    Reference: reference,
    Service: "Corporate Sponsorships",
    Status: "Won",
    Name: NAME,
    Email: EMAIL,
    // A leading + would make a spreadsheet read the number as a formula.
    Phone: "'+27 82 555 0123",
    Organisation: `'${ORGANISATION}`,
    Message: MESSAGE,
    Notes: "Called Pieter; proposal sent.",
  })
  expect(rows[0]!["Status history"]!.split("\n").map((line) => line.split(" ")[0])).toEqual([
    "New",
    "Contacted",
    "Won",
  ])
})

test("the admin's enquiry pages need the session", async ({ request }) => {
  const list = await request.get("/admin/enquiries", { maxRedirects: 0 })
  expect(list.status()).toBe(302)
  expect(list.headers().location).toBe("/admin/cache?next=%2Fadmin%2Fenquiries")
  expect((await request.get("/admin/enquiries.csv")).status()).toBe(401)
  const change = await request.post("/admin/enquiries/1", {
    form: { intent: "status", status: "lost" },
    headers: { Origin: new URL(list.url()).origin },
  })
  expect(change.status()).toBe(401)
})
