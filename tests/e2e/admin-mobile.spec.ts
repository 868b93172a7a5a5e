// The admin area on a phone: no page wider than the screen, the navigation on
// one row, the lists as cards that fit (no table scrolling inside its box), and
// none of the visitors' Login/Sign Up buttons (only 'Log out'). Every admin page
// is checked at 390 px, and with axe at 360 px.
import type { Page } from "@playwright/test"
import type { AppServer } from "./support/app-server"
import { logInAsAdmin } from "./support/admin-session"
import { expectNoAxeViolations } from "./support/axe"
import { expect, openPage, test as base } from "./support/fixtures"
import { checkoutFields } from "./support/shop"

const PASSWORD = "e2e-admin-mobile-password"

/** The admin pages, with an order, an enquiry and a subscriber of long names to show. */
const test = base.extend<object, { adminPages: string[] }>({
  adminPages: [
    async ({ app }, use) => {
      // Long names and addresses, as real ones can be: the cards must still fit.
      const order = await post(
        app,
        "/checkout.data",
        checkoutFields({
          firstName: "Nomvula-Anne",
          lastName: "Vanderbijlpark-Mthembu",
          email: "nomvula.vanderbijlpark-mthembu@long-company-name.example.co.za",
        }),
      )
      const orderNumber = /COA-[\w-]+/.exec(order)![0]
      const enquiry = await post(app, "/business/enquiry.data", {
        idempotencyKey: crypto.randomUUID(),
        service: "installation",
        name: "Sipho Dlamini",
        email: "sipho.dlamini@simonstown-dive-school.example.co.za",
        message: "A camera for our dive school in Simon's Town, looking over the harbour wall.",
      })
      const reference = /ENQ-\d+/.exec(enquiry)![0]
      await post(app, "/newsletter.data", {
        email: "a.really.long.address.for.a.reader@example.co.za",
      })
      await use([
        "/admin/cache",
        "/admin/orders",
        `/admin/orders/${orderNumber}`,
        "/admin/enquiries",
        `/admin/enquiries/${reference}`,
        "/admin/subscribers",
        "/admin/outbox",
        "/admin/outbox?mail=1",
      ])
    },
    { scope: "worker" },
  ],
})
test.use({ appEnv: { ADMIN_PASSWORD: PASSWORD } })

async function post(server: AppServer, path: string, fields: Record<string, string>) {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  })
  expect(response.status, path).toBe(200)
  return response.text()
}

/** Signs in on a screen this wide and opens each page in turn, for `check` to look at. */
async function onEachPage(
  page: Page,
  paths: string[],
  viewport: { width: number; height: number },
  check: (path: string, measured: Measured) => Promise<void>,
) {
  await page.setViewportSize(viewport)
  await logInAsAdmin(page, PASSWORD)
  for (const path of paths) {
    await openPage(page, path)
    await check(path, await measure(page))
  }
}

/** Widths that matter on a phone: the page's, and any box that scrolls sideways but the nav. */
type Measured = Awaited<ReturnType<typeof measure>>

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
  adminPages,
}) => {
  test.setTimeout(120_000)
  await onEachPage(page, adminPages, { width: 390, height: 844 }, async (path, m) => {
    expect(m.scrollWidth, `${path}: page width`).toBeLessThanOrEqual(390)
    expect(m.linkTops, `${path}: admin links on one row`).toHaveLength(1)
    expect(m.logoutTop, `${path}: 'Log out' on the same row`).toBeDefined()
    expect(Math.abs(m.logoutTop! - m.linkTops[0]!), `${path}: 'Log out' row`).toBeLessThan(
      m.linkHeight,
    )
    expect(m.scrolling, `${path}: boxes scrolling sideways`).toEqual([])
    expect(m.visitorButtons, `${path}: visitor buttons`).toEqual([])
  })
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
  adminPages,
}) => {
  test.setTimeout(180_000)
  await onEachPage(page, adminPages, { width: 360, height: 740 }, async (path, m) => {
    expect(m.scrollWidth, `${path}: page width`).toBeLessThanOrEqual(360)
    await expectNoAxeViolations(page, `${path} at 360 px`)
  })
  await page.setViewportSize({ width: 1280, height: 800 })
  for (const path of ["/admin/orders", "/admin/outbox"]) {
    await openPage(page, path)
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
