// The admin area on a phone: no page wider than the screen, the navigation on
// one row, the lists as cards that fit (no table scrolling inside its box), and
// none of the visitors' Login/Sign Up buttons (only 'Log out'). Every admin page
// is checked at 390 px, and with axe at 360 px.
import type { Page } from "@playwright/test"
import { startAppServer, type AppServer } from "./support/app-server"
import { logInAsAdmin } from "./support/admin-session"
import { expectNoAxeViolations } from "./support/axe"
import { expect, test as base, waitForHydration } from "./support/fixtures"
import { checkoutFields } from "./support/shop"

const PASSWORD = "e2e-admin-mobile-password"

const test = base.extend<object, { adminServer: AppServer }>({
  adminServer: [
    async ({}, use) => {
      const server = await startAppServer({ ADMIN_PASSWORD: PASSWORD })
      await use(server)
      await server.stop()
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ adminServer }, use) => use(adminServer.url),
})

const pages: string[] = []

async function post(server: AppServer, path: string, fields: Record<string, string>) {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  })
  expect(response.status, path).toBe(200)
  return response.text()
}

test.beforeAll(async ({ adminServer }) => {
  // Long names and addresses, as real ones can be: the cards must still fit.
  const order = await post(
    adminServer,
    "/checkout.data",
    checkoutFields({
      firstName: "Nomvula-Anne",
      lastName: "Vanderbijlpark-Mthembu",
      email: "nomvula.vanderbijlpark-mthembu@long-company-name.example.co.za",
    }),
  )
  const orderNumber = /COA-[\w-]+/.exec(order)![0]
  const enquiry = await post(adminServer, "/business/enquiry.data", {
    idempotencyKey: crypto.randomUUID(),
    service: "installation",
    name: "Sipho Dlamini",
    email: "sipho.dlamini@simonstown-dive-school.example.co.za",
    message: "A camera for our dive school in Simon's Town, looking over the harbour wall.",
  })
  const reference = /ENQ-\d+/.exec(enquiry)![0]
  await post(adminServer, "/newsletter.data", {
    email: "a.really.long.address.for.a.reader@example.co.za",
  })
  pages.push(
    "/admin/cache",
    "/admin/orders",
    `/admin/orders/${orderNumber}`,
    "/admin/enquiries",
    `/admin/enquiries/${reference}`,
    "/admin/subscribers",
    "/admin/outbox",
    "/admin/outbox?mail=1",
  )
})

const logIn = (page: Page) => logInAsAdmin(page, PASSWORD)

/** Widths that matter on a phone: the page's, and any box that scrolls sideways but the nav. */
function measure(page: Page) {
  return page.evaluate(() => {
    const nav = document.querySelector("nav[aria-label=Admin]")!
    const links = [...nav.querySelectorAll("a")].map((link) => link.getBoundingClientRect())
    const logout = [...document.querySelectorAll("button")].find(
      (button) => button.textContent?.trim() === "Log out",
    )
    const scrolling = [...document.querySelectorAll<HTMLElement>("main *")]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .filter((element) => ["auto", "scroll"].includes(getComputedStyle(element).overflowX))
      // The navigation may scroll sideways on one row; nothing else may.
      .filter((element) => element !== nav)
      // One order's items (five short columns and the totals) still scroll in their own box.
      .filter((element) => element.getAttribute("aria-label") !== "Items table")
      .map((element) => `${element.tagName} ${element.getAttribute("aria-label") ?? ""}`)
    return {
      scrollWidth: document.documentElement.scrollWidth,
      linkTops: [...new Set(links.map((box) => Math.round(box.top)))],
      logoutTop: logout ? Math.round(logout.getBoundingClientRect().top) : undefined,
      linkHeight: Math.round(links[0]!.height),
      scrolling,
      // Every button, hidden ones (a closed menu) included.
      visitorButtons: [...document.querySelectorAll("a, button")]
        .map((control) => control.textContent?.trim())
        .filter((text) => text === "Login" || text === "Sign Up"),
    }
  })
}

test("every admin page fits a 390 px phone: one-row navigation, cards, no visitor buttons", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 390, height: 844 })
  await logIn(page)
  for (const path of pages) {
    await page.goto(path)
    await waitForHydration(page)
    const m = await measure(page)
    expect(m.scrollWidth, `${path}: page width`).toBeLessThanOrEqual(390)
    expect(m.linkTops, `${path}: admin links on one row`).toHaveLength(1)
    expect(m.logoutTop, `${path}: 'Log out' on the same row`).toBeDefined()
    expect(Math.abs(m.logoutTop! - m.linkTops[0]!), `${path}: 'Log out' row`).toBeLessThan(
      m.linkHeight,
    )
    expect(m.scrolling, `${path}: boxes scrolling sideways`).toEqual([])
    expect(m.visitorButtons, `${path}: visitor buttons`).toEqual([])
  }
  // The lists are cards: each cell is labelled with its column's name.
  await page.goto("/admin/orders")
  const firstCell = page.locator("tbody tr").first().locator("td").first()
  await expect(firstCell).toHaveAttribute("data-label", "Order")
  expect(await firstCell.evaluate((cell) => getComputedStyle(cell, "::before").content)).toMatch(
    /Order|attr\(data-label\)/,
  )
  await expect(page.locator("thead").first()).toHaveClass(/sr-only/)
})

test("the admin pages pass axe at 360 px and keep the visitor buttons away at 1280 px", async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 360, height: 740 })
  await logIn(page)
  for (const path of pages) {
    await page.goto(path)
    await waitForHydration(page)
    expect((await measure(page)).scrollWidth, `${path}: page width`).toBeLessThanOrEqual(360)
    await expectNoAxeViolations(page, `${path} at 360 px`)
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  for (const path of ["/admin/orders", "/admin/outbox"]) {
    await page.goto(path)
    await waitForHydration(page)
    const m = await measure(page)
    expect(m.visitorButtons, `${path} at 1280 px`).toEqual([])
    expect(m.linkTops).toHaveLength(1)
    // From md up the lists are tables again.
    await expect(page.locator("thead").first()).toBeVisible()
  }
  // The visitors' pages keep theirs.
  await page.goto("/")
  await expect(page.getByRole("link", { name: "Sign Up" })).toBeVisible()
})
