// The shop owner's side of the admin: orders placed in the shop, their
// status changes and 'payment received' mail, CSV export, subscribers, outbox.
// Customer-written text (script tags, quotes, emoji, commas) must stay inert and intact.
// Each test places the orders it looks at; the server runs on a database of the worker's
// own, where a test seeds what the app would only make in a week (a mail failed for good).
import { parse } from "csv-parse/sync"
import type { APIRequestContext, Page } from "@playwright/test"
import { logInAsAdmin } from "./support/admin-session"
import { expectNoAxeViolations } from "./support/axe"
import { downloadCsv } from "./support/csv"
import { expect, test as base, toastWithTitle } from "./support/fixtures"
import { fillCheckoutFromShop, placeOrder, siteOrigin } from "./support/shop"
import { onPostgres, type TestDatabase } from "./support/test-database"

const PASSWORD = "e2e-orders-admin-password"
const FIRST = `Zoë "The Whale" <script>window.__pwned=1</script>`
const LAST = `O'Neil, 🐋 <img src=x onerror="window.__pwned=2">`
const EMAIL = "zoe.whale@example.com"
const FAILED_ERROR = "connect ECONNREFUSED 127.0.0.1:2525"

const test = base.extend<object, { database: TestDatabase }>(onPostgres)
// Each test places its own orders from this one machine: a test load, not abuse.
test.use({ appEnv: { ADMIN_PASSWORD: PASSWORD, RATE_LIMIT_CHECKOUT_PER_CLIENT: "1000" } })

/** Zoë's order of two M and one L (R897 and R350 shipping), as the checkout action takes it. */
const zoesOrder = (request: APIRequestContext, email = EMAIL) =>
  placeOrder(request, {
    firstName: FIRST,
    lastName: LAST,
    email,
    items: JSON.stringify([
      { id: 1, size: "M", quantity: 2 },
      { id: 1, size: "L", quantity: 1 },
    ]),
  })

/** Letters of its own for a test's addresses (no digits: searches for a number skip them). */
const tag = () => crypto.randomUUID().replace(/[^a-f]/g, "")

async function expectNotExecuted(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined()
}

test.describe("signed in", () => {
  test.beforeEach(({ page }) => logInAsAdmin(page, PASSWORD))

  test("an order placed in the shop appears in the list with its items and total", async ({
    page,
  }) => {
    await fillCheckoutFromShop(page, ["M", "M", "L"], {
      firstName: FIRST,
      lastName: LAST,
      email: EMAIL,
    })
    await page.getByRole("button", { name: "Confirm Order" }).click()
    await expect(page).toHaveURL("/order-confirmation")
    const placed = toastWithTitle(page, "Order Placed Successfully!")
    await expect(placed).toBeVisible()
    const orderNumber = /COA-\d{13}/.exec((await placed.textContent()) ?? "")![0]

    await page.goto("/admin/cache")
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Orders" })
      .click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Orders")
    const row = page.getByRole("row").filter({ hasText: orderNumber })
    await expect(row).toHaveCount(1)
    await expect(row.getByRole("cell").nth(2)).toHaveText(`${FIRST} ${LAST}${EMAIL}`)
    await expect(row.getByRole("listitem")).toHaveText([
      "2 × Cape Ocean Adventures T-Shirt (M)",
      "1 × Cape Ocean Adventures T-Shirt (L)",
    ])
    await expect(row.getByRole("cell").nth(4)).toHaveText("R1,247.00")
    await expect(row.getByRole("cell").nth(5)).toHaveText("Awaiting Payment")
    await expectNotExecuted(page)
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 360, height: 740 })
    await expectNoAxeViolations(page, "/admin/orders at 360 px")
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0)
  })

  test("search finds orders by order number or e-mail, newest first", async ({ page, request }) => {
    const mark = tag()
    const first = await zoesOrder(request, `zoe.${mark}@example.com`)
    const second = await placeOrder(request, {
      email: `second.${mark}@example.com`,
      firstName: "Sipho",
      lastName: "Dlamini",
    })
    await page.goto("/admin/orders")
    const numbers = page.getByRole("row").getByRole("link", { name: /^COA-/ })
    const search = async (text: string) => {
      await page.getByLabel("Search by order number or e-mail").fill(text)
      await page.getByRole("button", { name: "Search" }).click()
    }
    await search(mark)
    await expect(page).toHaveURL(new RegExp(`q=${mark}`))
    await expect(numbers).toHaveText([second, first])
    await search(`ZOE.${mark.toUpperCase()}`)
    await expect(numbers).toHaveText([first])
    await search(first.slice(-7))
    await expect(numbers).toHaveText([first])
    await search("nobody@nowhere")
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "No orders match “nobody@nowhere”.",
    )
  })

  test("marking it paid, then shipped, shows in its detail and queues the 'payment received' mail", async ({
    page,
    request,
  }) => {
    const orderNumber = await zoesOrder(request)
    await page.goto("/admin/orders")
    await page.getByRole("link", { name: orderNumber }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${orderNumber}`)
    await expect(page.getByText(`${FIRST} ${LAST}`, { exact: true })).toBeVisible()
    await expect(page.getByRole("button", { name: "Mark shipped" })).toHaveCount(0)
    await expectNoAxeViolations(page)

    await page.getByRole("button", { name: "Mark paid" }).click()
    await expect(toastWithTitle(page, `Order ${orderNumber} is now Paid`)).toBeVisible()
    const history = page.getByRole("listitem").filter({ has: page.locator("[data-slot=badge]") })
    await expect(history).toHaveText([
      /^Awaiting Payment\d{1,2} \w+ \d{4} at \d{2}:\d{2}$/,
      /^Paid\d{1,2} \w+ \d{4} at \d{2}:\d{2}$/,
    ])
    const paymentMail = page.getByRole("link", {
      name: `Payment received for your order ${orderNumber}`,
    })
    await expect(paymentMail).toBeVisible()

    await page.getByRole("button", { name: "Mark shipped" }).click()
    await expect(toastWithTitle(page, `Order ${orderNumber} is now Shipped`)).toBeVisible()
    await expect(history).toHaveCount(3)
    await expect(history.nth(2)).toContainText("Shipped")
    await expect(page.getByRole("button", { name: /^Mark|^Cancel/ })).toHaveCount(0)
    await page.reload()
    await expect(history).toHaveCount(3)
    await expectNotExecuted(page)
    await page.setViewportSize({ width: 360, height: 740 })
    await expectNoAxeViolations(page, "order detail at 360 px")

    // The mail's text, with the customer's name intact and inert.
    await paymentMail.click()
    await expect(page).toHaveURL(/\/admin\/outbox\?mail=\d+/)
    const text = page.locator("pre")
    await expect(text).toContainText(`Hi ${FIRST},`)
    await expect(text).toContainText(
      `We have received your payment of R1,247.00 for order ${orderNumber}`,
    )
    await expectNotExecuted(page)
  })

  test("an unknown order number answers 404 inside the admin", async ({ page }) => {
    const response = await page.goto("/admin/orders/COA-0")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not found")
    await expect(page.getByRole("link", { name: "Back to admin" })).toHaveAttribute(
      "href",
      "/admin/cache",
    )
  })

  test("the CSV opens in a spreadsheet: one row per order, commas and quotes intact", async ({
    page,
    request,
  }) => {
    const orderNumber = await zoesOrder(request)
    await placeOrder(request)
    await page.goto("/admin/orders")
    const csv = await downloadCsv(page, page.getByRole("link", { name: "Export CSV" }))
    expect(csv.filename).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/)
    const rows = parse(csv.text) as string[][]
    expect(rows[0]!.slice(0, 6)).toEqual([
      "Order number",
      "Date",
      "Status",
      "First name",
      "Last name",
      "Email",
    ])
    // Every row one order: a line break inside a cell starts no row of its own.
    const numbers = rows.slice(1).map((row) => row[0])
    expect(numbers.length).toBeGreaterThanOrEqual(2)
    for (const number of numbers) expect(number).toMatch(/^COA-\d{13}$/)
    expect(new Set(numbers).size).toBe(numbers.length)
    const zoe = rows.find((row) => row[0] === orderNumber)!
    expect(zoe.slice(2, 6)).toEqual(["Awaiting Payment", FIRST, LAST, EMAIL])
    expect(zoe[10]).toBe(
      "2 x Cape Ocean Adventures T-Shirt (M)\n1 x Cape Ocean Adventures T-Shirt (L)",
    )
    expect(zoe.slice(11)).toEqual(["897.00", "350.00", "1247.00"])
    expect(rows.every((row) => row.length === rows[0]!.length)).toBe(true)
  })

  test("the outbox shows failed mail with its attempts and error, and retries it", async ({
    page,
    request,
    database,
  }) => {
    // A mail that failed for good, as the worker leaves it after its last attempt.
    const subject = `Stuck mail from last week ${tag()}`
    await database.pool.query(
      `insert into mail_outbox (kind, to_address, subject, text_body, html_body, status, attempts, last_error)
       values ('order_business', 'orders@shop.test', $1, 'This one never left.', '<p>This one never left.</p>', 'failed', 8, $2)`,
      [subject, FAILED_ERROR],
    )
    const orderNumber = await placeOrder(request)
    await page.goto("/admin/outbox")
    const stuck = page.getByRole("row").filter({ hasText: subject })
    await expect(stuck.getByRole("cell").nth(2)).toHaveText("failed")
    await expect(stuck.getByRole("cell").nth(3)).toHaveText("8")
    await expect(stuck.getByRole("cell").nth(4)).toHaveText(FAILED_ERROR)
    // Queued mail of the orders is there too (no SMTP_URL in this suite).
    const orderMails = page.getByRole("row").filter({ hasText: orderNumber })
    await expect(orderMails).toHaveCount(2)
    await expect(orderMails.getByRole("cell", { name: "queued", exact: true })).toHaveCount(2)
    await expectNoAxeViolations(page)

    const id = /#(\d+)/.exec((await stuck.getByRole("link").textContent()) ?? "")![1]
    await stuck.getByRole("button", { name: `Retry now: mail #${id}` }).click()
    await expect(toastWithTitle(page, `Mail #${id} is queued again`)).toBeVisible()
    await expect(stuck.getByRole("cell").nth(2)).toHaveText("queued")
    await expect(stuck.getByRole("button", { name: /^Retry now/ })).toHaveCount(0)

    await stuck.getByRole("link").click()
    await expect(page.locator("pre")).toHaveText("This one never left.")
    await page.setViewportSize({ width: 360, height: 740 })
    await expectNoAxeViolations(page, "outbox at 360 px")
  })

  test("subscribers are listed with their sign-up date and status, and exported", async ({
    page,
    request,
  }) => {
    const email = `reader.${tag()}@example.com`
    expect(
      (
        await request.post("/newsletter", {
          form: { email },
          headers: { Origin: await siteOrigin(request) },
        })
      ).status(),
    ).toBe(200)
    await page.goto("/admin/subscribers")
    const row = page.getByRole("row").filter({ hasText: email })
    await expect(row.getByRole("cell").nth(1)).toHaveText(/^\d{1,2} \w+ \d{4} at \d{2}:\d{2}$/)
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 360, height: 740 })
    await expectNoAxeViolations(page, "subscribers at 360 px")
    const response = await page.request.get("/admin/subscribers.csv")
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8")
    const rows = parse((await response.text()).replace(/^\uFEFF/, "")) as string[][]
    expect(rows[0]).toEqual([
      "Email",
      "Status",
      "Signed up",
      "Confirmed",
      "Unsubscribed",
      "Consent given through",
    ])
    expect(rows.find((r) => r[0] === email)?.[1]).toBe("Pending")
    await expect(row.getByRole("cell").nth(2)).toHaveText("Pending")
  })
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("a status change posts as a plain form", async ({ page, request }) => {
    const orderNumber = await placeOrder(request)
    await page.goto("/admin/cache")
    await page.getByLabel("Password").fill(PASSWORD)
    await page.getByRole("main").getByRole("button", { name: "Login" }).click()
    await page.goto(`/admin/orders?q=${orderNumber}`)
    await page.getByRole("link", { name: orderNumber }).click()
    await page.getByRole("button", { name: "Cancel order" }).click()
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      `${orderNumber} is now Cancelled`,
    )
    await expect(page.getByRole("main").locator("[data-slot=badge]").first()).toHaveText(
      "Cancelled",
    )
  })
})
