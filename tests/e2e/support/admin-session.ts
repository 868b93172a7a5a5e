// The admin session cookie as the server writes it, for tests that need a session
// of a given age without waiting for it to grow old: read one, change its times and
// sign it again with the test server's SESSION_SECRET.
import crypto from "node:crypto"
import type { Page } from "@playwright/test"
import { expect, waitForHydration } from "./fixtures"

export const ADMIN_COOKIE = "coa_admin"

/** React Router's cookie format: base64 JSON, '.', unpadded base64 HMAC-SHA256. */
export function signSessionValue(data: Record<string, unknown>, secret: string): string {
  const value = Buffer.from(JSON.stringify(data), "utf8").toString("base64")
  const signature = crypto
    .createHmac("sha256", secret)
    .update(value)
    .digest("base64")
    .replace(/=+$/, "")
  return encodeURIComponent(`${value}.${signature}`)
}

/** A whole Cookie header for the admin session holding `data`. */
export function signedCookie(data: Record<string, unknown>, secret: string): string {
  return `${ADMIN_COOKIE}=${signSessionValue(data, secret)}`
}

/** What a session cookie's value holds (its signature is not checked here). */
export function readSessionValue(value: string): Record<string, unknown> {
  const [data] = decodeURIComponent(value).split(".")
  return JSON.parse(Buffer.from(data!, "base64").toString("utf8")) as Record<string, unknown>
}

/** Signs in through the login form and waits for the first admin page. */
export async function logInAsAdmin(page: Page, password: string) {
  await page.goto("/admin/cache")
  await waitForHydration(page)
  await page.getByLabel("Password").fill(password)
  await page.getByRole("main").getByRole("button", { name: "Login" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cache Management")
}
