import { expect, test, waitForHydration } from "./support/fixtures"

test.describe("server-rendered content", () => {
  test("every public route answers 200 with its heading in the server HTML", async ({
    request,
  }) => {
    const expected: Record<string, string> = {
      "/": "Experience Cape Ocean Adventures",
      "/cameras": "Explore Live Cameras",
      "/highlights": "Highlights",
      "/merchandise": "",
      "/business": "Business Services",
      "/about": "How It Works",
      "/privacy": "Privacy Policy",
      "/terms": "Terms and Conditions",
      "/contact": "Contact Us",
      "/cart": "",
      "/checkout": "",
      "/order-confirmation": "",
      "/admin/cache": "Cache Admin",
    }
    for (const [path, heading] of Object.entries(expected)) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      expect(html, path).toContain("<h1")
      if (heading) expect(html, path).toContain(heading)
    }
  })

  test("each route has its own title and description", async ({ page }) => {
    const titles = new Set<string>()
    const paths = [
      "/",
      "/cameras",
      "/highlights",
      "/merchandise",
      "/business",
      "/about",
      "/privacy",
      "/terms",
      "/contact",
    ]
    for (const path of paths) {
      await page.goto(path)
      const title = await page.title()
      expect(title, path).toContain("Cape Ocean Adventures")
      titles.add(title)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{30,}/)
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title)
    }
    expect(titles.size).toBe(paths.length)
  })
})

test.describe("home", () => {
  test("hero, quote and buttons", async ({ page }) => {
    await page.goto("/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Experience Cape Ocean Adventures",
    )
    await expect(
      page.getByText(
        "Where the ocean comes alive—right at your fingertips! Livestreaming the breathtaking waters of Cape Town to screens around the world.",
      ),
    ).toBeVisible()
    await expect(
      page.getByText("Streaming the soul of the sea. Live. Unfiltered. Unstoppable."),
    ).toBeVisible()
    await expect(page.getByRole("link", { name: "View All Cameras" })).toHaveAttribute(
      "href",
      "/cameras",
    )
    await page.getByRole("link", { name: "Start Watching" }).click()
    await expect(page).toHaveURL("/cameras")
  })
})

test.describe("about", () => {
  test("mission, three steps and four offers", async ({ page }) => {
    await page.goto("/about")
    await expect(page.getByRole("heading", { name: "Our Mission / Why We Do It" })).toBeVisible()
    const steps = page
      .getByRole("region", { name: "How It Works" })
      .getByRole("heading", { level: 3 })
    await expect(steps).toHaveText([
      /We Install Cameras/,
      /You Watch & Enjoy/,
      /Join Our Community/,
    ])
    const offers = page
      .getByRole("region", { name: "What We Offer" })
      .getByRole("heading", { level: 3 })
    await expect(offers).toHaveText([
      "24/7 Live Ocean Feeds",
      "Wildlife Sightings",
      "Epic Sunrises & Sunsets",
      "Storm-Watching & Big Swells",
    ])
  })
})

test.describe("business services", () => {
  // The buttons are links to what they start (business-page.spec.ts clicks each one).
  test("three services with five features and their buttons", async ({ page }) => {
    await page.goto("/business")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Business Services")
    const cards = page.locator("[data-slot=card]")
    await expect(cards).toHaveCount(3)
    const expected = [
      ["Custom Camera Installation", "Get a Quote", "installation"],
      ["Maintenance & Support", "Learn More about maintenance and support", "maintenance"],
      ["Corporate Sponsorships", "Become a Sponsor", "sponsorship"],
    ]
    for (const [index, [title, button, service]] of expected.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole("heading")).toHaveText(title!)
      await expect(card.getByRole("listitem")).toHaveCount(5)
      // A vague label carries hidden words for screen readers and search engines.
      await expect(card.getByRole("link")).toHaveAccessibleName(button!)
      await expect(card.getByRole("link")).toHaveAttribute(
        "href",
        `/business/enquiry?service=${service}`,
      )
      // a long description, not a one-liner
      expect((await card.locator("p").first().textContent())!.length).toBeGreaterThan(150)
    }
    const consultation = page.getByRole("link", { name: "Schedule a Consultation" })
    await expect(consultation).toHaveCount(2)
    for (const link of await consultation.all())
      await expect(link).toHaveAttribute("href", "/business/enquiry?service=consultation")
    await expect(page.getByRole("link", { name: "Download Brochure" })).toHaveAttribute(
      "href",
      "/business/brochure.pdf",
    )
  })
})

test.describe("not found", () => {
  test("an unknown path answers 404 with the not-found page and logs the path", async ({
    page,
  }) => {
    const messages: string[] = []
    page.on("console", (message) => messages.push(message.text()))
    const response = await page.goto("/no/such/page")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible()
    await expect(page.getByText("Oops! Page not found")).toBeVisible()
    await waitForHydration(page)
    await expect.poll(() => messages.join("\n")).toContain("/no/such/page")
    await page.getByRole("link", { name: "Return to Home" }).click()
    await expect(page).toHaveURL("/")
  })
})

test.describe("site files and health", () => {
  test("healthz, robots, sitemap and favicon", async ({ request }) => {
    const health = await request.get("/healthz")
    expect(health.status()).toBe(200)
    expect(await health.json()).toEqual({ ok: true })
    const robots = await request.get("/robots.txt")
    expect(robots.headers()["content-type"]).toContain("text/plain")
    expect(await robots.text()).toContain("Sitemap:")
    const sitemap = await request.get("/sitemap.xml")
    expect(await sitemap.text()).toContain("/cameras</loc>")
    const favicon = await request.get("/favicon.ico")
    expect(favicon.status()).toBe(200)
    expect(favicon.headers()["content-type"]).toContain("image")
  })

  test("security headers on every page and long caching for hashed assets", async ({ request }) => {
    const response = await request.get("/about")
    const headers = response.headers()
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/)
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'")
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    expect(headers["permissions-policy"]).toContain("camera=()")
    expect(headers["x-powered-by"]).toBeUndefined()

    // Every inline script carries this response's nonce, so the CSP lets exactly them run.
    const html = await response.text()
    const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"]!)![1]
    const inlineScripts = html.match(/<script[^>]*>/g) ?? []
    expect(inlineScripts.length).toBeGreaterThan(0)
    for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`)

    const asset = /<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/.exec(html)?.[1]
    expect(asset).toMatch(/^\/assets\//)
    const assetResponse = await request.get(asset!, { headers: { "accept-encoding": "br" } })
    const assetHeaders = assetResponse.headers()
    expect(assetHeaders["cache-control"]).toContain("max-age=31536000")
    expect(assetHeaders["cache-control"]).toContain("immutable")
    // The build's brotli copy, and only the headers a file needs (the document policy is the page's).
    expect(assetHeaders["content-encoding"]).toBe("br")
    expect(assetHeaders["x-content-type-options"]).toBe("nosniff")
    expect(assetHeaders["cross-origin-resource-policy"]).toBe("same-origin")
    expect(assetHeaders["content-security-policy"]).toBeUndefined()
    expect(assetHeaders["permissions-policy"]).toBeUndefined()
  })

  test("a public page served again within its second gets its own nonce", async ({ request }) => {
    const pages = [await request.get("/about"), await request.get("/about")]
    const nonces = pages.map(
      (page) => /'nonce-([^']+)'/.exec(page.headers()["content-security-policy"]!)![1],
    )
    expect(nonces[0]).not.toBe(nonces[1])
    for (const [i, page] of pages.entries()) {
      const html = await page.text()
      for (const tag of html.match(/<script[^>]*>/g) ?? [])
        expect(tag).toContain(`nonce="${nonces[i]}"`)
    }
  })

  test("oversized request bodies are refused", async ({ request }) => {
    const response = await request.post("/newsletter", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: "email=" + "a".repeat(70_000),
    })
    expect(response.status()).toBe(413)
  })
})
