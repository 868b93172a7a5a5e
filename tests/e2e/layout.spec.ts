import { expect, test, waitForHydration } from "./support/fixtures"
import { CONTENT_PAGES } from "../../app/lib/public-pages.js"

test.describe("shared layout", () => {
  test("top bar links go to every section and the cart", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    const nav = page.getByRole("navigation", { name: "Main" })
    for (const [label, path] of [
      ["Live Cameras", "/cameras"],
      ["Highlights", "/highlights"],
      ["Merchandise", "/merchandise"],
      ["Business Services", "/business"],
      ["About Us", "/about"],
      ["Home", "/"],
    ] as const) {
      await nav.getByRole("link", { name: label, exact: true }).click()
      await expect(page).toHaveURL(path)
    }
    await page.getByRole("link", { name: /^Cart/ }).click()
    await expect(page).toHaveURL("/cart")
  })

  test("the top bar stays visible while scrolling", async ({ page }) => {
    await page.goto("/about")
    await page.mouse.wheel(0, 2000)
    await expect(page.getByRole("banner")).toBeInViewport()
  })

  test("Login and Sign Up lead to the code sign-in, Sign Up with a welcome line", async ({
    page,
  }) => {
    await page.goto("/")
    await waitForHydration(page)
    const banner = page.getByRole("banner")
    await banner.getByRole("link", { name: "Login" }).click()
    await expect(page).toHaveURL(/\/sign-in$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in")
    await banner.getByRole("link", { name: "Sign Up" }).click()
    await expect(page).toHaveURL(/\/sign-in\?welcome=1$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account")
  })

  test("footer has quick links, social links, newsletter box and the current year", async ({
    page,
  }) => {
    await page.goto("/")
    const footer = page.getByRole("contentinfo")
    const quick = footer.getByRole("navigation", { name: "Quick Links" })
    await expect(quick.getByRole("link")).toHaveText([
      "Home",
      "Live Cameras",
      "Business Services",
      "About Us",
    ])
    for (const name of ["Facebook", "Instagram", "Twitter"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", "#")
    }
    const youtube = footer.getByRole("link", { name: /YouTube/ })
    await expect(youtube).toHaveAttribute("href", /youtube\.com/)
    await expect(youtube).toHaveAttribute("target", "_blank")
    await expect(youtube).toHaveAttribute("rel", /noopener/)
    const email = footer.getByPlaceholder("Your email")
    await expect(email).toHaveAttribute("type", "email")
    await expect(footer.getByRole("button", { name: "Subscribe" })).toBeVisible()
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Cape Ocean Adventures`)
  })
})

test.describe("phone width", () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test("the links collapse into a menu that closes when a link is chosen", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    const toggle = page.getByRole("button", { name: "Open menu" })
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(page.getByRole("link", { name: "Highlights", exact: true })).toBeHidden()
    await toggle.click()
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    )
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Highlights" })
      .click()
    await expect(page).toHaveURL("/highlights")
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    )
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden()
  })

  test("the menu works by keyboard and Escape closes it", async ({ page }) => {
    await page.goto("/")
    await waitForHydration(page)
    await page.getByRole("button", { name: "Open menu" }).focus()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden()
  })

  test("no page scrolls sideways", async ({ page }) => {
    for (const path of [...CONTENT_PAGES, "/cart", "/nope"]) {
      await page.goto(path)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })
})
