// The CSV exports of the admin, downloaded as the browser saves them.
import fs from "node:fs"
import type { Locator, Page } from "@playwright/test"
import { expect } from "./fixtures"

/**
 * Clicks `link` and reads the file it downloads: its suggested name and its text, which
 * must start with a byte order mark (spreadsheets then read it as UTF-8), left out here.
 */
export async function downloadCsv(page: Page, link: Locator) {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()])
  const text = fs.readFileSync((await download.path())!, "utf8")
  expect(text.startsWith("\uFEFF"), "the CSV starts with a byte order mark").toBe(true)
  return { filename: download.suggestedFilename(), text: text.slice(1) }
}
