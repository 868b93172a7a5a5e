// The shop's legal pages (Privacy, Terms, Contact): server-rendered with the
// business details from the settings, placeholders marked as such, linked from
// every page's footer, from checkout and from the newsletter form; link previews
// and the sitemap use absolute URLs from PUBLIC_ORIGIN.
import type { Page } from "@playwright/test"
import { startAppServer, type AppServer } from "./support/app-server"
import { expect, openPage, test } from "./support/fixtures"
import { PUBLIC_ORIGIN, PUBLIC_SHOP_SETTINGS } from "./support/public-settings"
import { seedCart } from "./support/shop"

const LEGAL_PAGES = [
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/terms", heading: "Terms and Conditions" },
  { path: "/contact", heading: "Contact Us" },
]

/** Opens a page and finds each of these statements in its main text. */
async function expectStatements(page: Page, path: string, statements: string[]) {
  await page.goto(path)
  const main = page.locator("main")
  for (const statement of statements) await expect(main).toContainText(statement)
}

test.describe("with the default settings", () => {
  test("each page renders on the server with one h1, its title, and every detail a placeholder", async ({
    request,
  }) => {
    for (const { path, heading } of LEGAL_PAGES) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      expect(html.match(/<h1[\s>]/g), path).toHaveLength(1)
      expect(html, path).toContain(`<title>${heading} | Cape Ocean Adventures</title>`)
      expect(html, path).toMatch(/<meta name="description" content=".{60,}"/)
      expect(html, path).toContain("(placeholder – set BUSINESS_LEGAL_NAME)")
      expect(html, path).toContain('data-placeholder="true"')
    }
    const contact = await (await request.get("/contact")).text()
    for (const setting of [
      "BUSINESS_LEGAL_STATUS",
      "BUSINESS_REGISTRATION_NUMBER",
      "BUSINESS_DIRECTORS",
      "BUSINESS_PHYSICAL_ADDRESS",
      "BUSINESS_POSTAL_ADDRESS",
      "BUSINESS_PHONE",
      "SHOP_EMAIL",
      "PUBLIC_ORIGIN",
      "BUSINESS_INFORMATION_OFFICER",
    ])
      expect(contact).toContain(`(placeholder – set ${setting})`)
  })

  test("Terms state the shop's prices, shipping, EFT, unpaid orders, cooling-off and refunds", async ({
    page,
  }) => {
    await expectStatements(page, "/terms", [
      "Cape Ocean Adventures T-Shirt: R299.00 each",
      "a flat R350.00 per order",
      "R299.00 + R350.00 shipping = R649.00 in all",
      "by EFT (bank transfer) only",
      "7 days after you placed the order",
      "section 44 of the Electronic Communications",
      "within 7 days after you receive the goods",
      "within 30 days of your cancellation",
      "within 6 months of delivery",
    ])
    // Its table of contents works by keyboard.
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link").first().focus()
    await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/terms#goods-and-prices$/)
    await expect(
      page.getByRole("heading", { name: "What we sell and what it costs" }),
    ).toBeInViewport()
  })

  test("Privacy states the configured retention periods and the person's rights", async ({
    page,
  }) => {
    await expectStatements(page, "/privacy", [
      "An address never confirmed is deleted after 7 days.",
      "90 days after the e-mail was sent",
      "Failed staff logins",
      "24 hours.",
      "Information Regulator",
    ])
    await expect(
      page.getByRole("link", { name: "POPIAComplaints@inforegulator.org.za" }),
    ).toHaveAttribute("href", "mailto:POPIAComplaints@inforegulator.org.za")
    await expect(
      page.getByRole("main").getByRole("link", { name: "info@localhost" }).first(),
    ).toHaveAttribute("href", "mailto:info@localhost")
  })

  // axe at 1280 and 360 px: accessibility.spec.ts, with every other page.
  test("nothing is wider than a 360 px phone screen", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    for (const { path } of LEGAL_PAGES) {
      await openPage(page, path)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(360)
    }
  })

  test("every page's footer links the three pages, and they are reachable by keyboard", async ({
    page,
  }) => {
    for (const path of ["/", "/cameras", "/merchandise", "/business", "/cart", "/no-such-page"]) {
      await page.goto(path)
      const legal = page.getByRole("contentinfo").getByRole("navigation", { name: "Legal" })
      for (const { path: target, heading } of LEGAL_PAGES)
        await expect(legal.getByRole("link", { name: heading }), path).toHaveAttribute(
          "href",
          target,
        )
    }
    await openPage(page, "/about")
    const privacy = page.getByRole("navigation", { name: "Legal" }).getByRole("link", {
      name: "Privacy Policy",
    })
    // Tab from the top of the page until the footer's link has focus, then follow it.
    let reached = false
    for (let presses = 0; presses < 80 && !reached; presses++) {
      await page.keyboard.press("Tab")
      reached = await privacy.evaluate((link) => link === document.activeElement)
    }
    expect(reached, "Privacy Policy reached with Tab").toBe(true)
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/privacy$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy")
  })

  test("the newsletter form links the Privacy Policy", async ({ page }) => {
    await page.goto("/")
    const form = page.getByRole("contentinfo").locator("form")
    await form.getByRole("link", { name: "Privacy Policy" }).click()
    await expect(page).toHaveURL(/\/privacy$/)
  })

  test("checkout says the order is placed on the Terms, with links to Terms and Privacy", async ({
    page,
  }) => {
    await seedCart(page, [{ size: "M", quantity: 1 }])
    await openPage(page, "/checkout")
    const note = page.getByText("You place your order on our")
    await expect(note).toBeVisible()
    const terms = note.getByRole("link", { name: /Terms and Conditions/ })
    await expect(terms).toHaveAttribute("href", "/terms")
    await expect(note.getByRole("link", { name: /Privacy Policy/ })).toHaveAttribute(
      "href",
      "/privacy",
    )
    // A new tab, so what was typed into the form stays.
    const [popup] = await Promise.all([page.waitForEvent("popup"), terms.click()])
    await expect(popup.getByRole("heading", { level: 1 })).toHaveText("Terms and Conditions")
    await popup.close()
    await expect(page.getByRole("button", { name: "Confirm Order" })).toBeVisible()
  })
})

test.describe("with the business's own settings", () => {
  let app: AppServer
  const ORIGIN = PUBLIC_ORIGIN
  test.beforeAll(async () => {
    // Starting a server takes a while on a busy machine.
    test.setTimeout(180_000)
    // A public start with every setting of its own; the pages show the business's details.
    app = await startAppServer(PUBLIC_SHOP_SETTINGS)
  })
  test.afterAll(async () => app?.stop())

  test("the pages show the configured details, with no placeholder left", async ({ request }) => {
    for (const { path } of LEGAL_PAGES) {
      const html = await (await request.get(`${app.url}${path}`)).text()
      expect(html, path).not.toContain("(placeholder –")
      expect(html, path).not.toContain("data-placeholder")
      expect(html, path).toContain("hello@capeocean.example")
    }
    const contact = await (await request.get(`${app.url}/contact`)).text()
    for (const value of [
      "Cape Ocean Adventures (Pty) Ltd",
      "private company",
      "2021/123456/07",
      "Sipho Dlamini, Anna Botha",
      "14 Harbour Road, Kalk Bay, Cape Town, 7975",
      "PO Box 77, Kalk Bay, 7990",
      "+27 21 555 0142",
      ORIGIN,
    ])
      expect(contact).toContain(value)
    expect(contact).toContain('href="tel:+27215550142"')
    expect(contact).toContain('href="mailto:hello@capeocean.example"')
  })

  test("link previews, sitemap and robots.txt use absolute URLs on PUBLIC_ORIGIN", async ({
    request,
    browser,
  }) => {
    const html = await (await request.get(`${app.url}/business`)).text()
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/og-image.jpg"/>`)
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/business"/>`)
    expect(html).not.toMatch(/content="\/og-image/)
    const sitemap = await (await request.get(`${app.url}/sitemap.xml`)).text()
    for (const path of ["/", "/cameras", "/privacy", "/terms", "/contact"])
      expect(sitemap).toContain(`<loc>${ORIGIN}${path}</loc>`)
    expect(await (await request.get(`${app.url}/robots.txt`)).text()).toContain(
      `Sitemap: ${ORIGIN}/sitemap.xml`,
    )
    // After a client-side navigation the tags follow the page.
    const page = await browser.newPage()
    await openPage(page, `${app.url}/`)
    await page
      .getByRole("navigation", { name: "Legal" })
      .getByRole("link", { name: "Terms and Conditions" })
      .click()
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      "content",
      `${ORIGIN}/terms`,
    )
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      `${ORIGIN}/og-image.jpg`,
    )
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(1)
    await page.close()
  })
})
