// Stock per size, never oversold: the owner sets counts in the admin, the shop marks sold-out
// sizes, twenty checkouts at once for the last three units make three orders, and a cancelled
// order gives its units back. Two server processes on one PostgreSQL, with a real SMTP server;
// the browser talks to the first, the concurrent checkouts go to both.
import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test"
import pg from "pg"
import { createTestDatabase } from "../support/postgres"
import { logInAsAdmin } from "./support/admin-session"
import { startAppServer, type AppServer } from "./support/app-server"
import { expectNoAxeViolations } from "./support/axe"
import {
  expect,
  openPage,
  test as base,
  toastWithTitle,
  waitForHydration,
} from "./support/fixtures"
import { checkoutFields, fillCheckout, postCheckout, seedCart } from "./support/shop"
import { startSmtpServer, type TestSmtpServer } from "./support/smtp"

const PASSWORD = "e2e-stock-admin-password"
const SHOTS = "/tmp/shots-shop-stock"

type Shop = { servers: AppServer[]; apis: APIRequestContext[]; db: pg.Pool; smtp: TestSmtpServer }

const test = base.extend<object, { shop: Shop }>({
  shop: [
    async ({}, use) => {
      const database = await createTestDatabase()
      const smtp = await startSmtpServer()
      const env = {
        DATABASE_URL: database.url,
        ADMIN_PASSWORD: PASSWORD,
        SMTP_URL: smtp.url,
        MAIL_POLL_MS: "100",
        // Twenty checkouts from one test client are a load test, not abuse.
        RATE_LIMIT_CHECKOUT_PER_CLIENT: "1000",
      }
      // One after the other: the first migrates the new database.
      const first = await startAppServer(env)
      const servers = [first, await startAppServer(env)]
      const apis = await Promise.all(
        servers.map((server) => playwrightRequest.newContext({ baseURL: server.url })),
      )
      const db = new pg.Pool({ connectionString: database.url, max: 2 })
      await use({ servers, apis, db, smtp })
      await db.end()
      await Promise.all(apis.map((api) => api.dispose()))
      await Promise.all(servers.map((server) => server.stop()))
      await smtp.stop()
      await database.drop()
    },
    { scope: "worker", timeout: 240_000 },
  ],
  baseURL: async ({ shop }, use) => use(shop.servers[0]!.url),
})

async function count(db: pg.Pool, query: string, values: unknown[] = []) {
  return (await db.query(query, values)).rowCount ?? 0
}

/** Sets sizes' counts in the Stock admin ("" for unlimited) and waits for the saved toast. */
async function setStock(page: Page, counts: Record<string, string>) {
  await openPage(page, "/admin/stock")
  for (const [size, value] of Object.entries(counts))
    await page.getByLabel(size, { exact: true }).fill(value)
  await page.getByRole("button", { name: "Save stock" }).click()
  await expect(toastWithTitle(page, "Stock saved")).toBeVisible()
}

/** The size select's option, read from a fresh page (the public page cache lasts a second). */
async function sizeOption(page: Page, label: string) {
  await page.goto("/merchandise")
  return page
    .getByRole("combobox", { name: "Size" })
    .getByRole("option", { name: label, exact: true })
}

test("three M left and XL sold out: twenty checkouts at once make three orders, a cancel gives one back", async ({
  page,
  shop,
}) => {
  test.setTimeout(180_000)
  // A visitor put an XL into the cart before it sold out.
  await seedCart(page, [{ size: "XL", quantity: 1 }])
  await logInAsAdmin(page, PASSWORD)
  await setStock(page, { M: "3", XL: "0" })
  await expect(page.getByTestId("left-M")).toHaveText("3 left")
  await expect(page.getByTestId("left-XL")).toHaveText("0 left (sold out)")
  await expect(page.getByTestId("left-L")).toHaveText("Unlimited")

  // The shop: XL is marked sold out and cannot be chosen.
  await expect(async () => {
    await expect(await sizeOption(page, "XL — sold out")).toBeDisabled({ timeout: 1000 })
  }).toPass()
  await expect(page.getByRole("option", { name: "M", exact: true })).toBeEnabled()
  await waitForHydration(page)
  await expect(
    page.getByRole("combobox", { name: "Size" }).selectOption("XL", { timeout: 1000 }),
  ).rejects.toThrow()
  await expect(page.getByTestId("cart-count")).toHaveText("1")

  // The cart line that sold out since it was added says so, and the checkout refuses it.
  await page.goto("/cart")
  await expect(page.getByTestId("line-stock-note")).toHaveText(
    "Size XL has sold out since you added it. Please remove it to order the rest.",
  )
  await expectNoAxeViolations(page, "cart with a sold-out line")
  await page.screenshot({ path: `${SHOTS}/cart-sold-out-line.png`, fullPage: true })
  await openPage(page, "/checkout")
  await fillCheckout(page)
  const refused = page.waitForResponse(
    (r) => r.url().includes("/checkout.data") && r.request().method() === "POST",
  )
  await page.getByRole("button", { name: "Confirm Order" }).click()
  expect((await refused).status()).toBe(409)
  await expect(
    page.getByRole("list", { name: "Order items" }).getByTestId("line-stock-note"),
  ).toHaveText("Only 0 left in size XL")
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Nothing was ordered")
  await expectNoAxeViolations(page, "checkout refused for stock")
  await page.screenshot({ path: `${SHOTS}/checkout-refused.png`, fullPage: true })

  // Twenty checkouts of one M at once, spread over both processes.
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      postCheckout(shop.apis[i % 2]!, checkoutFields({ email: `buyer${i}@example.com` })),
    ),
  )
  const placed = answers.filter((answer) => answer.status === 200)
  const refusals = answers.filter((answer) => answer.status === 409)
  expect(placed).toHaveLength(3)
  expect(refusals).toHaveLength(17)
  for (const refusal of refusals)
    expect(refusal.body).toMatchObject({
      ok: false,
      lineErrors: { "1:M": "Only 0 left in size M" },
    })
  expect(await count(shop.db, "select 1 from orders")).toBe(3)
  // Three orders' two mails each reach the SMTP server, and nothing else is ever sent.
  const numbers = placed.map((answer) => (answer.body.order as { orderNumber: string }).orderNumber)
  await expect
    .poll(() => count(shop.db, "select 1 from mail_outbox where status <> 'sent'"), {
      timeout: 30_000,
    })
    .toBe(0)
  await shop.smtp.waitForMessages(6)
  expect(shop.smtp.messages).toHaveLength(6)
  expect(shop.smtp.messages.every((mail) => numbers.some((n) => mail.subject.includes(n)))).toBe(
    true,
  )

  await page.goto("/admin/stock")
  await expect(page.getByTestId("left-M")).toHaveText("0 left (sold out)")
  await expect(page.getByTestId("held-M")).toHaveText("3 units")

  // Cancelling one order puts its M back, once.
  await openPage(page, `/admin/orders/${numbers[0]}`)
  await page.getByRole("button", { name: "Cancel order" }).click()
  await expect(page.getByRole("main").getByRole("status")).toContainText("is now Cancelled")
  await page.goto("/admin/stock")
  await expect(page.getByTestId("left-M")).toHaveText("1 left")
  await expect(page.getByTestId("held-M")).toHaveText("2 units")
  await expect(async () => {
    await expect(await sizeOption(page, "M")).toBeEnabled({ timeout: 1000 })
  }).toPass()
  const again = await postCheckout(shop.apis[1]!, checkoutFields())
  expect(again.status).toBe(200)
  const last = await postCheckout(shop.apis[0]!, checkoutFields())
  expect(last.status).toBe(409)
})

test("a bad count is refused beside its field and changes nothing", async ({ page, shop }) => {
  await logInAsAdmin(page, PASSWORD)
  await openPage(page, "/admin/stock")
  const before = await shop.db.query("select * from product_stock order by size")
  for (const [value, message] of [
    ["-2", "Stock cannot be negative"],
    ["1.5", "Enter a whole number of units"],
    ["5000000", "At most 100,000 units"],
    ["lots", "Enter a whole number of units, or leave it empty for unlimited"],
  ] as const) {
    await page.getByLabel("S", { exact: true }).fill(value)
    // The action's answer, not the reload of the page's data that follows each one.
    const answer = page.waitForResponse(
      (r) => r.url().includes("/admin/stock.data") && r.request().method() === "POST",
    )
    await page.getByRole("button", { name: "Save stock" }).click()
    expect((await answer).status()).toBe(400)
    const field = page.getByLabel("S", { exact: true })
    await expect(field).toHaveAttribute("aria-invalid", "true")
    await expect(field).toHaveAccessibleDescription(message)
    await expect(field).toHaveValue(value)
  }
  expect((await shop.db.query("select * from product_stock order by size")).rows).toEqual(
    before.rows,
  )
})

test("the Stock page and a sold-out size on /merchandise are accessible at 360 and 1280 px", async ({
  page,
}) => {
  await logInAsAdmin(page, PASSWORD)
  await setStock(page, { XXL: "0" })
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await openPage(page, "/admin/stock")
    await expectNoAxeViolations(page, `stock admin at ${width}px`)
    await page.screenshot({ path: `${SHOTS}/stock-admin-${width}.png`, fullPage: true })
    await expect(async () => {
      await expect(await sizeOption(page, "XXL — sold out")).toBeDisabled({ timeout: 1000 })
    }).toPass()
    await waitForHydration(page)
    await expectNoAxeViolations(page, `merchandise at ${width}px`)
    await page.screenshot({ path: `${SHOTS}/merchandise-${width}.png`, fullPage: true })
  }
})
