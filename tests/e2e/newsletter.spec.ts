import { expect, test, toastWithTitle, waitForHydration } from "./support/fixtures"

test.describe("newsletter", () => {
  test("subscribes once, says so, and refuses a bad address", async ({ page }) => {
    const email = `reef-${Date.now()}@example.com`
    await page.goto("/about")
    await waitForHydration(page)
    const footer = page.getByRole("contentinfo")
    const input = footer.getByPlaceholder("Your email")

    await input.fill(email)
    await footer.getByRole("button", { name: "Subscribe" }).click()
    await expect(footer.getByRole("status")).toHaveText(
      `Thanks for subscribing! Ocean news will reach ${email}.`,
    )
    await expect(toastWithTitle(page, "Thanks for subscribing!")).toBeVisible()

    await input.fill(email.toUpperCase())
    await footer.getByRole("button", { name: "Subscribe" }).click()
    await expect(footer.getByRole("status")).toHaveText(
      `${email.toUpperCase()} is already subscribed. Nothing more to do.`,
    )
    await expect(toastWithTitle(page, "You're already subscribed")).toBeVisible()
  })

  test("the server refuses a malformed address with a clear message", async ({ request }) => {
    const response = await request.post("/newsletter", { form: { email: "not-an-email" } })
    expect(response.status()).toBe(400)
    expect(await response.text()).toContain("Please enter a valid email address.")
  })

  test("a bad address typed past the browser check gets the message next to the field", async ({
    page,
  }) => {
    await page.goto("/")
    await waitForHydration(page)
    const footer = page.getByRole("contentinfo")
    // Remove the browser's own check to reach the server's.
    await footer.locator("form").evaluate((form) => form.setAttribute("novalidate", ""))
    await footer.getByPlaceholder("Your email").fill("seal@")
    await footer.getByRole("button", { name: "Subscribe" }).click()
    await expect(footer.getByRole("status")).toHaveText("Please enter a valid email address.")
    await expect(footer.getByPlaceholder("Your email")).toHaveAttribute("aria-invalid", "true")
  })

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false })
    test("the form still subscribes and shows the answer", async ({ page }) => {
      const email = `nojs-${Date.now()}@example.com`
      await page.goto("/")
      const footer = page.getByRole("contentinfo")
      await footer.getByPlaceholder("Your email").fill(email)
      await footer.getByRole("button", { name: "Subscribe" }).click()
      await expect(page).toHaveURL("/newsletter")
      await expect(page.getByRole("main").getByRole("status").first()).toContainText(
        `Ocean news will reach ${email}`,
      )
    })
  })
})
