// The newsletter with double opt-in, against the production build and a real
// SMTP server: sign-up, the confirmation mail and its link, the unsubscribe
// link and the one-click unsubscribe a mail program sends (RFC 8058).
import type { AppServer } from "./support/app-server"
import { expectNoAxeViolations } from "./support/axe"
import { expect, expectNoToast, openPage } from "./support/fixtures"
import { test as mailTest } from "./support/mail-app"
import type { ReceivedMail, TestSmtpServer } from "./support/smtp"

const test = mailTest

const CHECK_INBOX = (email: string) =>
  `Almost done: check the inbox of ${email} and open the link in our mail to confirm.`

async function mailTo(smtp: TestSmtpServer, email: string): Promise<ReceivedMail> {
  await expect.poll(() => smtp.messages.filter((m) => m.to.includes(email)).length).toBe(1)
  return smtp.messages.find((m) => m.to.includes(email))!
}

/** The link in the mail: absolute, on PUBLIC_ORIGIN (default http://localhost:$PORT). */
function linkIn(mail: ReceivedMail, app: AppServer, path: string): string {
  const port = new URL(app.url).port
  const match = new RegExp(`http://localhost:${port}${path}\\?token=[A-Za-z0-9._-]+`).exec(
    mail.text,
  )
  expect(match, `${path} link in the mail`).not.toBeNull()
  const url = new URL(match![0])
  return `${app.url}${url.pathname}${url.search}`
}

function header(mail: ReceivedMail, name: string): string | undefined {
  const unfolded = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ")
  const line = unfolded
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line?.slice(name.length + 1).trim()
}

test("sign-up answers the same for a known address and sends one confirmation mail", async ({
  page,
  smtp,
}) => {
  const email = `reef-${Date.now()}@example.com`
  await openPage(page, "/about")
  const footer = page.getByRole("contentinfo")
  const input = footer.getByPlaceholder("Your email")
  // Every toast that appears from now on, however briefly.
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { __toasts: string[] }).__toasts = [])
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll("[data-slot=toast]"))
        seen.push(toast.textContent ?? "")
    }).observe(document.body, { childList: true, subtree: true })
  })
  await input.fill(email)
  await footer.getByRole("button", { name: "Subscribe" }).click()
  await expect(footer.getByRole("status").first()).toHaveText(CHECK_INBOX(email))
  // One answer, beside the field (no toast saying it again), and the field is ready for another.
  await expectNoToast(page)
  expect(await page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts)).toEqual(
    [],
  )
  await expect(input).toHaveValue("")
  await mailTo(smtp, email)

  // The same address again: the same answer, and no second mail (a later sign-up's
  // mail arriving shows the outbox has moved past it).
  await input.fill(email.toUpperCase())
  await footer.getByRole("button", { name: "Subscribe" }).click()
  await expect(footer.getByRole("status").first()).toHaveText(CHECK_INBOX(email.toUpperCase()))
  const other = `other-${Date.now()}@example.com`
  await input.fill(other)
  await footer.getByRole("button", { name: "Subscribe" }).click()
  await mailTo(smtp, other)
  expect(
    smtp.messages.filter((m) => m.to.map((to) => to.toLowerCase()).includes(email)),
  ).toHaveLength(1)
})

test("the confirmation mail's link confirms, its unsubscribe link and the one-click POST unsubscribe", async ({
  page,
  playwright,
  smtp,
  app,
}) => {
  const email = `confirm-${Date.now()}@example.com`
  const request = await playwright.request.newContext({ baseURL: app.url })
  const signUp = await request.post("/newsletter", {
    form: { email },
    headers: { Origin: app.url },
  })
  expect(signUp.status()).toBe(200)
  const mail = await mailTo(smtp, email)
  expect(mail.subject).toBe("Please confirm your Cape Ocean Adventures newsletter subscription")
  const confirm = linkIn(mail, app, "/newsletter/confirm")
  const unsubscribe = linkIn(mail, app, "/newsletter/unsubscribe")
  expect(header(mail, "List-Unsubscribe")).toBe(
    `<${unsubscribe.replace(app.url, `http://localhost:${new URL(app.url).port}`)}>`,
  )
  expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click")

  // Opening the link only asks; the button confirms.
  await page.goto(confirm)
  await expect(
    page.getByText(`Subscribe ${email} to the Cape Ocean Adventures newsletter?`),
  ).toBeVisible()
  await expectNoAxeViolations(page, "confirm at 1280 px")
  await page.setViewportSize({ width: 360, height: 740 })
  await expectNoAxeViolations(page, "confirm at 360 px")
  await page.getByRole("button", { name: "Confirm subscription" }).focus()
  await page.keyboard.press("Enter")
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    `Thank you! ${email} is now subscribed to our newsletter.`,
  )
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscription confirmed")
  await page.goto(confirm)
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    `${email} is already confirmed.`,
  )

  // A mail program's one-click unsubscribe: a POST from its servers, no Origin.
  const oneClick = await request.post(unsubscribe, {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  })
  expect(oneClick.status()).toBe(200)
  await page.goto(unsubscribe)
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    `${email} is not subscribed. You will get no newsletter from us.`,
  )
  await request.dispose()
})

test("a tampered link answers 400 with a clear message", async ({ page, app }) => {
  const response = await page.goto(`${app.url}/newsletter/confirm?token=1.2.${"A".repeat(43)}`)
  expect(response?.status()).toBe(400)
  await expect(page.getByRole("main").getByRole("status")).toContainText("This link is not valid.")
})

test("the server refuses a malformed address, and a post from another site", async ({
  request,
  app,
}) => {
  const response = await request.post("/newsletter", {
    form: { email: "not-an-email" },
    headers: { Origin: app.url },
  })
  expect(response.status()).toBe(400)
  expect(await response.text()).toContain("Please enter a valid email address.")
  const foreign = await request.post("/newsletter", { form: { email: "a@example.com" } })
  expect(foreign.status()).toBe(403)
})

test("a bad address typed past the browser check gets the message next to the field", async ({
  page,
}) => {
  await openPage(page, "/")
  const footer = page.getByRole("contentinfo")
  // Remove the browser's own check to reach the server's.
  await footer.locator("form").evaluate((form) => form.setAttribute("novalidate", ""))
  await footer.getByPlaceholder("Your email").fill("seal@")
  await footer.getByRole("button", { name: "Subscribe" }).click()
  await expect(footer.getByRole("status").first()).toHaveText("Please enter a valid email address.")
  await expect(footer.getByPlaceholder("Your email")).toHaveAttribute("aria-invalid", "true")
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })
  test("sign-up, confirmation and unsubscribe all work as plain forms", async ({
    page,
    smtp,
    app,
  }) => {
    const email = `nojs-${Date.now()}@example.com`
    await page.goto("/")
    const footer = page.getByRole("contentinfo")
    await footer.getByPlaceholder("Your email").fill(email)
    await footer.getByRole("button", { name: "Subscribe" }).click()
    await expect(page).toHaveURL("/newsletter")
    await expect(page.getByRole("main").getByRole("status").first()).toHaveText(CHECK_INBOX(email))
    const mail = await mailTo(smtp, email)
    await page.goto(linkIn(mail, app, "/newsletter/confirm"))
    await page.getByRole("button", { name: "Confirm subscription" }).click()
    await expect(page.getByRole("main").getByRole("status")).toContainText("is now subscribed")
    await page.goto(linkIn(mail, app, "/newsletter/unsubscribe"))
    await page.getByRole("button", { name: "Unsubscribe" }).click()
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      `${email} is unsubscribed. You will get no more newsletters from us.`,
    )
  })
})
