// Signs a test browser in as a visitor through the real flow: /sign-in, the address, the
// code from the mail the test SMTP server received, and (for a new account) the welcome
// step. The server must run with SMTP_URL set to `smtp.url` (a short MAIL_POLL_MS helps).
import type { Page } from "@playwright/test"
import { expect, waitForHydration } from "./fixtures"
import type { ReceivedMail, TestSmtpServer } from "./smtp"

export const VISITOR_COOKIE = "coa_session"

/** The go-live alert mails `email` has received. */
export function alertMailsTo(smtp: TestSmtpServer, email: string): ReceivedMail[] {
  return smtp.messages.filter(
    (mail) => mail.to.includes(email) && / is live now$/.test(mail.subject),
  )
}

/** The code in a sign-in mail (its subject ends with it). */
export function codeOf(mail: ReceivedMail): string {
  const match = /sign-in code: (\d{6})$/.exec(mail.subject)
  if (!match) throw new Error(`no sign-in code in "${mail.subject}"`)
  return match[1]!
}

/** Waits for the next sign-in mail to `email` after the first `seen` mails, and returns it. */
export async function nextCodeMail(
  smtp: TestSmtpServer,
  email: string,
  seen: number,
): Promise<ReceivedMail> {
  const isCodeTo = (mail: ReceivedMail) =>
    mail.to.includes(email.toLowerCase()) && mail.subject.includes("sign-in code")
  await expect
    .poll(() => smtp.messages.slice(seen).filter(isCodeTo).length, { timeout: 15_000 })
    .toBeGreaterThan(0)
  return smtp.messages.slice(seen).filter(isCodeTo).at(-1)!
}

/** Fills the address step and waits for the code step. */
export async function askForCode(page: Page, email: string): Promise<void> {
  await page.getByRole("main").getByLabel("Email address").fill(email)
  await page.getByRole("main").getByRole("button", { name: "Email me a code" }).click()
  await expect(page.getByLabel(/Code from the mail/)).toBeVisible()
}

/** Opens the sign-in page (`path`: with its query), asks for a code and returns the mail. */
export async function requestCodeMail(
  page: Page,
  smtp: TestSmtpServer,
  email: string,
  path = "/sign-in",
): Promise<ReceivedMail> {
  await page.goto(path)
  await waitForHydration(page)
  const seen = smtp.messages.length
  await askForCode(page, email)
  return nextCodeMail(smtp, email, seen)
}

/** On the code step: asks for a new code and returns its mail. */
export async function resendCodeMail(
  page: Page,
  smtp: TestSmtpServer,
  email: string,
): Promise<ReceivedMail> {
  const seen = smtp.messages.length
  await page.getByRole("button", { name: "Send a new code" }).click()
  return nextCodeMail(smtp, email, seen)
}

/**
 * Signs `page` in as `email`. `next` is where the flow should return (a same-site path);
 * `alreadyOnSignIn`: the test is on /sign-in already (a signed-out action led there, with
 * its own ?next=), so the page is not opened. Ends on `next` (default /account), signed in.
 */
export async function signInAsVisitor(
  page: Page,
  smtp: TestSmtpServer,
  email: string,
  { next, alreadyOnSignIn = false }: { next?: string; alreadyOnSignIn?: boolean } = {},
): Promise<{ created: boolean }> {
  if (!alreadyOnSignIn) {
    await page.goto(next ? `/sign-in?next=${encodeURIComponent(next)}` : "/sign-in")
  }
  await expect(page).toHaveURL(/\/sign-in/)
  await waitForHydration(page)
  const seen = smtp.messages.length
  await askForCode(page, email)
  const code = codeOf(await nextCodeMail(smtp, email, seen))
  await page.getByLabel(/Code from the mail/).fill(code)
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page).not.toHaveURL(/\/sign-in(\?|$)/)
  let created = false
  if (new URL(page.url()).pathname === "/sign-in/welcome") {
    created = true
    await waitForHydration(page)
    await page.getByRole("button", { name: "Continue" }).click()
    await expect(page).not.toHaveURL(/\/sign-in\/welcome/)
  }
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === VISITOR_COOKIE))
    .toBe(true)
  return { created }
}
