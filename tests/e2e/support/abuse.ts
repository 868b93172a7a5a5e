// The abuse-limit specs' shared pieces: one server's lowered thresholds, a client network
// per test, and floods of posts.
import type { Page } from "@playwright/test"
import { PUBLIC_SHOP_SETTINGS } from "./public-settings"
import type { TestSmtpServer } from "./smtp"

export const OWNER = "owner@capeocean.example"
export const CHECKOUT_THRESHOLD = 20

export const ABUSE_SETTINGS = {
  ...PUBLIC_SHOP_SETTINGS,
  SHOP_EMAIL: OWNER,
  ADMIN_PASSWORD: "e2e-Abuse-password-5310",
  RATE_LIMIT_CHECKOUT_GLOBAL: String(CHECKOUT_THRESHOLD),
  RATE_LIMIT_ENQUIRY_GLOBAL: "2",
  RATE_LIMIT_NEWSLETTER_GLOBAL: "2",
  RATE_LIMIT_NEWSLETTER_PER_CLIENT: "1",
}

/** A client of its own: one address in a /24 no other test uses. */
export const client = (network: number, host = 1) => ({
  "X-Forwarded-For": `198.18.${network}.${host}`,
})

/** The statuses of the page's posts to `path`, in the order they come. */
export function postStatuses(page: Page, path: string): number[] {
  const statuses: number[] = []
  page.on("response", (response) => {
    if (response.request().method() === "POST" && new URL(response.url()).pathname === path)
      statuses.push(response.status())
  })
  return statuses
}

/** Posts `count` forms, a few at a time, and returns their statuses. */
export async function flood(
  count: number,
  send: (i: number) => Promise<number>,
): Promise<number[]> {
  const statuses: number[] = []
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, j) => send(start + j))
    statuses.push(...(await Promise.all(batch)))
  }
  return statuses
}

export const ownerAlerts = (smtp: TestSmtpServer, form: string) =>
  smtp.messages.filter(
    (mail) => mail.to.includes(OWNER) && mail.subject === `${form}: unusual traffic on the website`,
  )
