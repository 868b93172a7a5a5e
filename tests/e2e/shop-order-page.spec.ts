// The shop after the order: the customer's own order page (linked from the mail and the
// confirmation page), shipping with a tracking number, and unpaid orders reminded once and
// cancelled once, by one process and by two on one PostgreSQL.
import type { APIRequestContext, Page } from "@playwright/test"
import pg from "pg"
import { createTestDatabase } from "../support/postgres"
import { logInAsAdmin } from "./support/admin-session"
import { startAppServer, type AppServer } from "./support/app-server"
import { expectNoAxeViolationsAtWidths } from "./support/axe"
import { expect, openPage, test as base, toastWithTitle } from "./support/fixtures"
import { checkoutFields, fillCheckoutFromShop, postCheckout } from "./support/shop"
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "./support/smtp"

const PASSWORD = "e2e-order-page-password"
// A directory for full-page screenshots of the checked pages, to look at; none when unset.
const SHOTS = process.env.SHOP_ORDER_SCREENSHOTS
// A reminder after about 4 s and a cancellation after 9 s (the job looks every second):
// time enough to mark an order paid before its reminder, and to remind before cancelling.
const TIMED = { ORDER_REMINDER_HOURS: "0.0012", ORDER_CANCEL_HOURS: "0.0025" }

type Shop = { servers: AppServer[]; smtp: TestSmtpServer; databaseUrl?: string }

async function startShop(env: Record<string, string>, processes = 1): Promise<Shop> {
  const smtp = await startSmtpServer()
  const common = { ADMIN_PASSWORD: PASSWORD, SMTP_URL: smtp.url, MAIL_POLL_MS: "100", ...env }
  const servers: AppServer[] = []
  for (let i = 0; i < processes; i++) servers.push(await startAppServer(common))
  return { servers, smtp, databaseUrl: env.DATABASE_URL }
}

async function stopShop(shop: Shop) {
  await Promise.all(shop.servers.map((server) => server.stop()))
  await shop.smtp.stop()
}

const test = base.extend<object, { shop: Shop; timedShop: Shop; timedCluster: Shop }>({
  // Default settings: an order waits a week, so nothing is cancelled under a test's feet.
  shop: [
    async ({}, use) => {
      const shop = await startShop({})
      await use(shop)
      await stopShop(shop)
    },
    { scope: "worker", timeout: 180_000 },
  ],
  timedShop: [
    async ({}, use) => {
      const shop = await startShop(TIMED)
      await use(shop)
      await stopShop(shop)
    },
    { scope: "worker", timeout: 180_000 },
  ],
  timedCluster: [
    async ({}, use) => {
      const database = await createTestDatabase()
      const shop = await startShop({ ...TIMED, DATABASE_URL: database.url }, 2)
      await use(shop)
      await stopShop(shop)
      await database.drop()
    },
    { scope: "worker", timeout: 240_000 },
  ],
  baseURL: async ({ shop }, use) => use(shop.servers[0]!.url),
})

const ORDER_LINK = /https?:\/\/[^\s"<>]+\/orders\/COA-\d+\?key=[\w-]{22}/

function mailsTo(smtp: TestSmtpServer, email: string, subject: RegExp): ReceivedMail[] {
  return smtp.messages.filter((mail) => mail.to.includes(email) && subject.test(mail.subject))
}

async function mailTo(smtp: TestSmtpServer, email: string, subject: RegExp) {
  await expect.poll(() => mailsTo(smtp, email, subject).length, { timeout: 30_000 }).toBe(1)
  return mailsTo(smtp, email, subject)[0]!
}

function uniqueEmail(label: string) {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`
}

async function placeOrder(request: APIRequestContext, email: string) {
  const { status, body } = await postCheckout(request, checkoutFields({ email }))
  expect(status).toBe(200)
  return (body as { order: { orderNumber: string } }).order.orderNumber
}

/** Posts an admin status change as the order page's form does. */
function postStatus(
  page: Page,
  baseUrl: string,
  orderNumber: string,
  form: Record<string, string>,
) {
  return page.request.post(`${baseUrl}/admin/orders/${orderNumber}`, {
    form,
    headers: { Origin: baseUrl },
  })
}

const checkAxeAt = (page: Page, name: string) =>
  expectNoAxeViolationsAtWidths(page, name, { widths: [360, 1280], shots: SHOTS })

test("the order mail's link opens the order page with the EFT details; a wrong key is the 404 page", async ({
  page,
  request,
  shop,
}) => {
  const email = uniqueEmail("page")
  const orderNumber = await placeOrder(request, email)
  const mail = await mailTo(shop.smtp, email, /bank details for your EFT payment/)
  expect(mail.text).toContain("Please pay within 7 days of placing the order to keep it")
  const link = ORDER_LINK.exec(mail.text)![0]
  expect(mail.html).toContain(link)
  expect(new URL(link).origin).toBe(
    new URL(shop.servers[0]!.url.replace("127.0.0.1", "localhost")).origin,
  )

  // The link names localhost (PUBLIC_ORIGIN's default); the test opens the same path here.
  const path = new URL(link).pathname + new URL(link).search
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  expect(response?.headers()["cache-control"]).toBe("no-store")
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${orderNumber}`)
  await expect(page.getByRole("main").getByText("Awaiting Payment").first()).toBeVisible()
  await expect(page.getByRole("heading", { name: "Pay by EFT" })).toBeVisible()
  const eft = page.locator("dl").filter({ hasText: "Branch code" })
  await expect(eft).toContainText(`Reference${orderNumber}`)
  await expect(eft).toContainText("AmountR649.00")
  await expect(
    page.getByText(/Please pay within 7 days, by \d{1,2} \w+ \d{4} at \d{2}:\d{2}/),
  ).toBeVisible()
  await expect(page.getByRole("list", { name: "Ordered items" })).toContainText("Size: M")
  await expect(page.getByText("12 Beach Road")).toBeVisible()
  await checkAxeAt(page, "order-page-unpaid")

  const key = new URL(link).searchParams.get("key")!
  const otherKey = key.replace(/^./, (c) => (c === "A" ? "B" : "A"))
  for (const wrong of [
    `/orders/${orderNumber}?key=${otherKey}`,
    `/orders/${orderNumber}`,
    `/orders/${orderNumber}?key=${key}x`,
    `/orders/${orderNumber}?key=`,
    `/orders/COA-1?key=${key}`,
    `/orders/not-an-order?key=${key}`,
  ]) {
    const answer = await page.goto(wrong)
    expect(answer?.status(), wrong).toBe(404)
    expect(answer?.headers()["cache-control"], wrong).toBe("no-store")
    await expect(page.getByText("Oops! Page not found")).toBeVisible()
    await expect(page.getByText(orderNumber)).toHaveCount(0)
  }
  // The key never reaches the server's log.
  expect(shop.servers[0]!.output()).not.toContain(key)
})

test("the confirmation page shows the EFT details and reference and links to the order page", async ({
  page,
}) => {
  await fillCheckoutFromShop(page, ["L"], { email: uniqueEmail("confirm") })
  await page.getByRole("button", { name: "Confirm Order" }).click()
  await expect(page).toHaveURL("/order-confirmation")
  const orderNumber = /COA-\d+/.exec(
    (await toastWithTitle(page, "Order Placed Successfully!").textContent()) ?? "",
  )![0]
  await expect(page.getByRole("heading", { name: "Pay by EFT" })).toBeVisible()
  await expect(page.locator("dl").filter({ hasText: "Branch code" })).toContainText(
    `Reference${orderNumber}`,
  )
  await expect(page.getByText(/Please pay within 7 days, to keep your order/)).toBeVisible()
  await page.getByRole("link", { name: /Your order's page/ }).click()
  await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}\\?key=[\\w-]{22}$`))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${orderNumber}`)
})

test("'Mark shipped' with a tracking number mails the customer and shows the tracking on the order page", async ({
  page,
  request,
  shop,
}) => {
  const baseUrl = shop.servers[0]!.url
  const email = uniqueEmail("ship")
  const orderNumber = await placeOrder(request, email)
  const link = ORDER_LINK.exec((await mailTo(shop.smtp, email, /bank details/)).text)![0]
  const orderPage = new URL(link).pathname + new URL(link).search
  await logInAsAdmin(page, PASSWORD)

  // Not before it is paid: 409, nothing changed, no mail.
  const early = await postStatus(page, baseUrl, orderNumber, { status: "shipped" })
  expect(early.status()).toBe(409)

  await openPage(page, `/admin/orders/${orderNumber}`)
  await page.getByRole("button", { name: "Mark paid" }).click()
  await expect(toastWithTitle(page, `Order ${orderNumber} is now Paid`)).toBeVisible()
  await expect(page.getByRole("link", { name: /^Orders, \d+ to ship$/ })).toBeVisible()

  // Bad tracking input: 400 with a message, nothing changed.
  for (const [trackingNumber, message] of [
    ["ABC\u0000123", "control characters"],
    ["ABC\r\nBcc: x@example.com", "control characters"],
    ["9".repeat(61), "at most 60 characters"],
  ] as const) {
    const refused = await postStatus(page, baseUrl, orderNumber, {
      status: "shipped",
      carrier: "aramex",
      trackingNumber,
    })
    expect(refused.status()).toBe(400)
    expect(await refused.text()).toContain(message)
  }
  const unknownCarrier = await postStatus(page, baseUrl, orderNumber, {
    status: "shipped",
    carrier: "dhl",
  })
  expect(unknownCarrier.status()).toBe(400)
  await page.reload()
  await expect(page.getByText("Status:").locator("..")).toContainText("Paid")

  await page.getByLabel("Carrier (optional)").selectOption({ label: "Aramex" })
  await page.getByLabel("Tracking number (optional)").fill("ARX-778899")
  await page.getByRole("button", { name: "Mark shipped" }).click()
  await expect(toastWithTitle(page, `Order ${orderNumber} is now Shipped`)).toBeVisible()
  await expect(page.getByRole("main").getByText("ARX-778899")).toBeVisible()
  const shipped = await mailTo(shop.smtp, email, /has shipped/)
  expect(shipped.subject).toBe(`Your order ${orderNumber} has shipped`)
  expect(shipped.text).toContain("Carrier: Aramex")
  expect(shipped.text).toContain("Tracking number: ARX-778899")
  expect(shipped.text).toContain(link)
  expect(mailsTo(shop.smtp, email, /has shipped/)).toHaveLength(1)
  await page.reload()
  await checkAxeAt(page, "admin-order-shipped")

  // The admin list filters by status.
  await page.goto("/admin/orders?status=shipped")
  await expect(page.getByRole("link", { name: /^Shipped\W*\d+$/ })).toHaveAttribute(
    "aria-current",
    "page",
  )
  await expect(page.getByRole("link", { name: orderNumber })).toBeVisible()
  await page.goto("/admin/orders?status=awaiting_payment")
  await expect(page.getByRole("link", { name: orderNumber })).toHaveCount(0)

  await page.goto(orderPage)
  await expect(page.getByRole("heading", { name: "Your order is on its way" })).toBeVisible()
  await expect(page.getByText("ARX-778899")).toBeVisible()
  await expect(page.getByRole("link", { name: /Track your parcel at Aramex/ })).toHaveAttribute(
    "href",
    "https://www.aramex.com/track/results?ShipmentNumber=ARX-778899",
  )
  await expect(page.getByRole("heading", { name: "Pay by EFT" })).toHaveCount(0)
  await checkAxeAt(page, "order-page-shipped")
})

/** One unpaid and one paid order; the unpaid one gets one reminder, then one cancellation. */
async function remindThenCancel(page: Page, shop: Shop) {
  const [first, second] = [shop.servers[0]!, shop.servers.at(-1)!]
  await logInAsAdmin(page, PASSWORD)
  const unpaid = uniqueEmail("unpaid")
  const paid = uniqueEmail("paid")
  const unpaidNumber = await placeOrder(page.request, unpaid)
  const paidNumber = await placeOrder(page.request, paid)
  expect((await postStatus(page, first.url, paidNumber, { status: "paid" })).status()).toBe(200)

  const reminder = await mailTo(shop.smtp, unpaid, /^Reminder: your order/)
  expect(reminder.text).toContain(`Reference: ${unpaidNumber}`)
  expect(reminder.text).toContain("Branch code:")
  const cancelled = await mailTo(shop.smtp, unpaid, /was cancelled$/)
  expect(cancelled.subject).toBe(`Your order ${unpaidNumber} was cancelled`)

  // The order page (on the other process, if there are two) shows it and its history.
  const link = ORDER_LINK.exec(cancelled.text)![0]
  await page.goto(`${second.url}${new URL(link).pathname}${new URL(link).search}`)
  await expect(page.getByText("Status:").locator("..")).toContainText("Cancelled")
  await expect(page.getByText("Payment reminder sent")).toBeVisible()
  await expect(page.getByText("Not paid in time")).toBeVisible()
  await expect(page.getByRole("heading", { name: "Pay by EFT" })).toHaveCount(0)

  // Both processes look several more times: still one of each, and nothing for the paid order.
  await page.goto(`${first.url}/admin/orders/${unpaidNumber}`)
  await expect(page.getByText("Payment reminder sent")).toBeVisible()
  return { unpaid, paid, unpaidNumber, paidNumber }
}

async function expectOnceEach(shop: Shop, unpaid: string, paid: string) {
  for (const [email, subject, count] of [
    [unpaid, /^Reminder: your order/, 1],
    [unpaid, /was cancelled$/, 1],
    [paid, /^Reminder: your order/, 0],
    [paid, /was cancelled$/, 0],
  ] as const)
    expect(mailsTo(shop.smtp, email, subject), `${email} ${subject}`).toHaveLength(count)
}

// These tests talk to their own servers, not the default shop.
const timedTest = test.extend<object>({
  baseURL: async ({ timedShop }, use) => use(timedShop.servers[0]!.url),
})
const clusterTest = test.extend<object>({
  baseURL: async ({ timedCluster }, use) => use(timedCluster.servers[0]!.url),
})

timedTest(
  "an unpaid order gets one reminder, then one cancellation; a paid order neither",
  async ({ page, timedShop }) => {
    const { unpaid, paid } = await remindThenCancel(page, timedShop)
    // The paid order was placed with the unpaid one: its cancel time has passed too.
    await expect.poll(() => mailsTo(timedShop.smtp, paid, /Payment received/).length).toBe(1)
    await expectOnceEach(timedShop, unpaid, paid)
  },
)

clusterTest(
  "two processes on one PostgreSQL still send one reminder and one cancellation",
  async ({ page, timedCluster }) => {
    const { unpaid, paid, unpaidNumber, paidNumber } = await remindThenCancel(page, timedCluster)
    const db = new pg.Pool({ connectionString: timedCluster.databaseUrl, max: 1 })
    try {
      const kinds = async (orderNumber: string) =>
        (
          await db.query<{ kind: string }>(
            `select m.kind from mail_outbox m join orders o on o.id = m.order_id
           where o.order_number = $1 order by m.id`,
            [orderNumber],
          )
        ).rows.map((row) => row.kind)
      // Every mail is queued in the transaction that claims the work: the outbox is the record.
      expect(await kinds(unpaidNumber)).toEqual([
        "order_customer",
        "order_business",
        "order_payment_reminder",
        "order_unpaid_cancelled",
      ])
      expect(await kinds(paidNumber)).toEqual([
        "order_customer",
        "order_business",
        "payment_received",
      ])
    } finally {
      await db.end()
    }
    await expectOnceEach(timedCluster, unpaid, paid)
  },
)
