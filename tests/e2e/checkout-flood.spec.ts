// 200 checkouts from 200 addresses against the overall checkout threshold. It counts every
// accepted checkout, owner alert and mail since its server started, so it has a server of its
// own (a file of its own) and no other test's checkouts count.
import { expect, openPage, toastWithTitle } from "./support/fixtures"
import { test as mailTest } from "./support/mail-app"
import {
  ABUSE_SETTINGS,
  CHECKOUT_THRESHOLD,
  client,
  flood,
  ownerAlerts,
  postStatuses,
} from "./support/abuse"
import { checkoutFields, fillCheckout, seedCart } from "./support/shop"

const test = mailTest
test.use({ appEnv: ABUSE_SETTINGS })

test("200 checkouts from 200 addresses leave a new customer able to order, by a proof of work their browser solves", async ({
  page,
  request,
  app,
  smtp,
}) => {
  test.setTimeout(180_000)
  const statuses = await flood(200, async (i) => {
    const response = await request.post("/checkout.data", {
      form: checkoutFields({ email: `bot${i}@example.com` }),
      headers: { Origin: app.url, "X-Forwarded-For": `10.${i >> 8}.${i & 255}.7` },
    })
    return response.status()
  })
  expect(statuses.filter((status) => status === 200)).toHaveLength(CHECKOUT_THRESHOLD)
  expect(statuses.filter((status) => status === 429)).toHaveLength(200 - CHECKOUT_THRESHOLD)

  // A new customer, in Chromium: the first answer is a challenge, the browser solves it
  // and sends the order again by itself.
  await page.setExtraHTTPHeaders(client(1))
  await seedCart(page, [{ size: "M", quantity: 1 }])
  const answers = postStatuses(page, "/checkout.data")
  await openPage(page, "/checkout")
  await fillCheckout(page, { email: "real.customer@example.com" })
  await page.getByRole("button", { name: "Confirm Order" }).click()
  await expect(page).toHaveURL("/order-confirmation", { timeout: 60_000 })
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible()
  await expect(toastWithTitle(page, "Order Placed Successfully!")).toBeVisible()
  expect(answers).toEqual([429, 200])

  // The owner heard of it once, however many requests crossed the threshold.
  await expect.poll(() => ownerAlerts(smtp, "Checkout").length).toBe(1)
  await smtp.waitForMessages(2 * CHECKOUT_THRESHOLD + 3)
  await expect
    .poll(() => smtp.messages.filter((mail) => mail.to.includes("real.customer@example.com")))
    .toHaveLength(1)
  expect(ownerAlerts(smtp, "Checkout")).toHaveLength(1)
})
