// The Business Services page's six buttons, the enquiry form (with and without
// JavaScript, by keyboard, with every message beside its field) and the brochure.
import fs from "node:fs"
import type { Page } from "@playwright/test"
import { expectNoAxeViolations } from "./support/axe"
import { enquiryForm } from "./support/enquiry"
import { expect, openPage, test, toastWithTitle } from "./support/fixtures"
import { pdfPageTexts } from "./support/pdf"

const SERVICE_NAMES = [
  "Custom Camera Installation",
  "Maintenance & Support",
  "Corporate Sponsorships",
]

function consoleLines(page: Page) {
  const lines: string[] = []
  page.on("console", (message) => {
    if (message.type() === "log") lines.push(message.text())
  })
  return lines
}

async function fillEnquiry(
  page: Page,
  values: { name: string; email: string; message: string; organisation?: string; phone?: string },
) {
  await page.getByLabel("Your name").fill(values.name)
  await page.getByLabel("Email", { exact: true }).fill(values.email)
  if (values.phone) await page.getByLabel("Phone (optional)").fill(values.phone)
  if (values.organisation)
    await page.getByLabel("Organisation (optional)").fill(values.organisation)
  await page.getByRole("textbox", { name: /message|discuss/i }).fill(values.message)
}

/** The field's message, found through its aria-describedby like a screen reader does. */
async function expectFieldError(page: Page, label: string | RegExp, message: string) {
  const field = page.getByLabel(label, { exact: typeof label === "string" })
  await expect(field).toHaveAttribute("aria-invalid", "true")
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)))
  const ids = (await field.getAttribute("aria-describedby"))!.split(" ")
  await expect(page.locator(`[id="${ids[0]}"]`)).toHaveText(message)
}

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}

test("each of the six buttons starts the conversation it names and writes to the console", async ({
  page,
}) => {
  const lines = consoleLines(page)
  const cases = [
    {
      name: "Schedule a Consultation",
      nth: 0,
      service: "consultation",
      heading: "Schedule a consultation",
    },
    {
      name: "Get a Quote",
      nth: 0,
      service: "installation",
      heading: "Get a quote for a camera installation",
    },
    {
      name: "Learn More",
      nth: 0,
      service: "maintenance",
      heading: "Ask about maintenance and support plans",
    },
    { name: "Become a Sponsor", nth: 0, service: "sponsorship", heading: "Become a sponsor" },
    {
      name: "Schedule a Consultation",
      nth: 1,
      service: "consultation",
      heading: "Schedule a consultation",
    },
  ]
  for (const { name, nth, service, heading } of cases) {
    await openPage(page, "/business")
    await page.getByRole("link", { name }).nth(nth).click()
    await expect(page).toHaveURL(`/business/enquiry?service=${service}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
    await expect(page.getByLabel("What is your enquiry about?")).toHaveValue(service)
    await expect
      .poll(() => lines.at(-1))
      .toMatch(new RegExp(`^Business Services: '${name}' clicked`))
  }
  expect(lines.filter((line) => line.includes("for Custom Camera Installation"))).toHaveLength(1)

  await openPage(page, "/business")
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download Brochure" }).click(),
  ])
  expect(download.suggestedFilename()).toBe("cape-ocean-adventures-business-services.pdf")
  await expect.poll(() => lines.at(-1)).toBe("Business Services: 'Download Brochure' clicked")
  const pdf = fs.readFileSync((await download.path())!)
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-")
  const text = (await pdfPageTexts(new Uint8Array(pdf))).join(" ")
  for (const name of SERVICE_NAMES) expect(text).toContain(name)
})

test("the brochure is a cached PDF download with a file name", async ({ request }) => {
  const response = await request.get("/business/brochure.pdf")
  expect(response.status()).toBe(200)
  const headers = response.headers()
  expect(headers["content-type"]).toBe("application/pdf")
  expect(headers["content-disposition"]).toBe(
    'attachment; filename="cape-ocean-adventures-business-services.pdf"',
  )
  expect(headers["cache-control"]).toBe("public, max-age=86400")
  const pages = await pdfPageTexts(new Uint8Array(await response.body()))
  expect(pages).toHaveLength(4)
  SERVICE_NAMES.forEach((name, index) => expect(pages[index + 1]).toContain(name))
  expect(pages[0]).toContain("E-mail: info@localhost")

  const again = await request.get("/business/brochure.pdf", {
    headers: { "If-None-Match": headers.etag! },
  })
  expect(again.status()).toBe(304)
})

test("invalid input is refused with a message beside each field; fixing it clears the message", async ({
  page,
}) => {
  await openPage(page, "/business/enquiry?service=installation")
  await page.getByRole("button", { name: "Send Enquiry" }).click()
  await expectFieldError(page, "Your name", "Name is required")
  await expectFieldError(page, "Email", "Email is required")
  await expectFieldError(page, "Your message", "Message is required")
  await expect(page.getByLabel("Your name")).toBeFocused()

  await fillEnquiry(page, { name: "Thandi", email: "thandi@", message: "Hi", phone: "call me" })
  await page.getByRole("button", { name: "Send Enquiry" }).click()
  await expect(page.getByLabel("Your name")).not.toHaveAttribute("aria-invalid")
  await expectFieldError(page, "Email", "Please enter a valid email address")
  await expectFieldError(
    page,
    "Phone (optional)",
    "Please enter a phone number with at least 7 digits, or leave it empty",
  )
  await expectFieldError(
    page,
    "Your message",
    "Please tell us a little more (at least 10 characters)",
  )
  await expectNoAxeViolations(page, "enquiry form with errors at 1280 px")

  await page.getByLabel("Email", { exact: true }).fill("thandi@example.com")
  await expect(page.getByLabel("Email", { exact: true })).not.toHaveAttribute("aria-invalid")

  // A consultation also needs a day and a time window.
  await page.getByLabel("What is your enquiry about?").selectOption("consultation")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schedule a consultation")
  await page.getByLabel("Phone (optional)").fill("")
  await page
    .getByRole("textbox", { name: "What would you like to discuss?" })
    .fill("Our hotel would like a roof camera.")
  await page.getByRole("button", { name: "Send Enquiry" }).click()
  await expectFieldError(
    page,
    "Preferred day",
    "Please choose a preferred day for the consultation",
  )
  await expectFieldError(
    page,
    "Preferred time window",
    "Please choose a time window for the consultation",
  )
  await page.setViewportSize({ width: 360, height: 740 })
  await expectNoAxeViolations(page, "enquiry form with errors at 360 px")
})

test("the server refuses what the browser would, with 400 and the messages", async ({
  request,
}) => {
  const page = await request.get("/business/enquiry?service=maintenance")
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(await page.text())![1]!
  const response = await request.post("/business/enquiry?service=maintenance", {
    headers: { Origin: new URL(page.url()).origin },
    form: {
      idempotencyKey: key,
      service: "maintenance",
      name: "x".repeat(101),
      email: "nobody",
      message: "Hello there, please call me back.",
    },
  })
  expect(response.status()).toBe(400)
  const html = await response.text()
  expect(html).toContain("Name must be at most 100 characters")
  expect(html).toContain("Please enter a valid email address")
  expect(html).not.toContain("Thank you")

  // Like checkout: only a same-origin form body is read.
  const json = await request.post("/business/enquiry?service=maintenance", {
    headers: { Origin: new URL(page.url()).origin },
    data: { idempotencyKey: key, service: "maintenance" },
  })
  expect(json.status()).toBe(415)
  const noOrigin = await request.post("/business/enquiry?service=maintenance", {
    form: { idempotencyKey: key },
  })
  expect(noOrigin.status()).toBe(403)
})

test("a double submit makes one enquiry", async ({ request }) => {
  const origin = async () => new URL((await request.get("/healthz")).url()).origin
  const form = () =>
    enquiryForm(request, "installation", {
      name: "Sipho Dlamini",
      email: "sipho@example.com",
      message: "A camera for our dive school in Simon's Town.",
    })
  const reference = async (values: Record<string, string>) => {
    const response = await request.post("/business/enquiry?service=installation", {
      form: values,
      // Its own client address, so these enquiries do not count against the other tests.
      headers: { Origin: await origin(), "X-Forwarded-For": "198.51.100.20" },
    })
    expect(response.status()).toBe(200)
    return /ENQ-\d{5}/.exec(await response.text())![0]
  }
  const first = await form()
  const [a, b] = await Promise.all([reference(first), reference(first)])
  expect(b).toBe(a)
  expect(await reference(first)).toBe(a)
  const next = await reference(await form())
  expect(Number(next.slice(4))).toBe(Number(a.slice(4)) + 1)
})

test("a sixth enquiry within a minute from one connection is refused with 429 and a wait", async ({
  page,
  request,
}) => {
  // Express believes X-Forwarded-For from a local proxy, so this is another visitor's address.
  const client = { "X-Forwarded-For": "203.0.113.50" }
  // The browser's form is filled first, so all six enquiries fall within the limit's minute.
  await page.setExtraHTTPHeaders(client)
  await openPage(page, "/business/enquiry?service=maintenance")
  await fillEnquiry(page, {
    name: "Busy Bee",
    email: "bee@example.com",
    message: "One more question about our cameras.",
  })
  const headers = { ...client, Origin: new URL(page.url()).origin }
  const form = () =>
    enquiryForm(
      request,
      "maintenance",
      {
        name: "Busy Bee",
        email: "bee@example.com",
        message: "Please look after our three cameras in Hout Bay.",
      },
      headers,
    )
  const post = (values: Record<string, string>) =>
    request.post("/business/enquiry?service=maintenance", { form: values, headers })
  let first: Record<string, string> | undefined
  for (let i = 0; i < 5; i++) {
    const values = await form()
    first ??= values
    expect((await post(values)).status()).toBe(200)
  }
  await page.getByRole("button", { name: "Send Enquiry" }).click()
  await expect(page.getByRole("alert").filter({ hasText: "Too many requests" })).toHaveText(
    /^Too many requests from your connection\. Please try again in (\d+ seconds|1 second|1 minute)\.$/,
  )
  await expect(page.getByLabel("Your name")).toHaveValue("Busy Bee")

  const refused = await post(await form())
  expect(refused.status()).toBe(429)
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0)
  const html = await refused.text()
  expect(html).toContain("Too many requests from your connection.")
  expect(html).not.toMatch(/ENQ-\d{5}/)
  // A repeat of an enquiry already sent still gets its answer.
  expect((await post(first!)).status()).toBe(200)
})

test("the whole enquiry works by keyboard", async ({ page }) => {
  await openPage(page, "/business")
  const quote = page.getByRole("link", { name: "Get a Quote" })
  await quote.focus()
  await expect(quote).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL("/business/enquiry?service=installation")

  await page.getByLabel("What is your enquiry about?").focus()
  await page.keyboard.press("Tab")
  await expect(page.getByLabel("Your name")).toBeFocused()
  await page.keyboard.type("Lerato Mokoena")
  await page.keyboard.press("Tab")
  await page.keyboard.type("lerato@example.com")
  await page.keyboard.press("Tab")
  await page.keyboard.press("Tab")
  await page.keyboard.type("Kalk Bay Harbour Café")
  await page.keyboard.press("Tab")
  await expect(page.getByLabel("Your message")).toBeFocused()
  await page.keyboard.type("A camera over the harbour wall for our guests.")
  await page.keyboard.press("Tab")
  await expect(page.getByRole("button", { name: "Send Enquiry" })).toBeFocused()
  await page.keyboard.press("Enter")

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, Lerato Mokoena!")
  await expect(page.getByRole("status").filter({ hasText: "has reached our team" })).toContainText(
    /Your enquiry about Custom Camera Installation has reached our team\. Its reference is ENQ-\d{5}\./,
  )
  await expect(toastWithTitle(page, "Enquiry sent")).toBeVisible()
  await expectNoAxeViolations(page, "enquiry sent at 1280 px")
  await page.setViewportSize({ width: 360, height: 740 })
  await expectNoAxeViolations(page, "enquiry sent at 360 px")
})

test("the page and the form have no axe violations at 1280 and 360 px", async ({ page }) => {
  for (const path of ["/business", "/business/enquiry?service=consultation"]) {
    await page.setViewportSize({ width: 1280, height: 800 })
    await openPage(page, path)
    await expectNoAxeViolations(page, `${path} at 1280 px`)
    await page.setViewportSize({ width: 360, height: 740 })
    await expectNoAxeViolations(page, `${path} at 360 px`)
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0)
  }
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the buttons are links, the form keeps what was typed, and a consultation is sent", async ({
    page,
  }) => {
    await page.goto("/business")
    await page.getByRole("link", { name: "Learn More" }).click()
    await expect(page).toHaveURL("/business/enquiry?service=maintenance")
    await expect(page.getByRole("link", { name: "Business Services" }).first()).toBeVisible()

    // Switching to a consultation without JavaScript: the server asks for the day and window.
    await page.getByLabel("What is your enquiry about?").selectOption("consultation")
    await fillEnquiry(page, {
      name: "Aisha Adams",
      email: "aisha@example.com",
      organisation: "Harbour Tours",
      message: "Could we talk about a sponsorship of the whale camera?",
    })
    await page.getByRole("button", { name: "Send Enquiry" }).click()
    await expectFieldError(
      page,
      "Preferred day",
      "Please choose a preferred day for the consultation",
    )
    await expect(page.getByLabel("Your name")).toHaveValue("Aisha Adams")
    await expect(page.getByLabel("Organisation (optional)")).toHaveValue("Harbour Tours")

    const min = (await page.getByLabel("Preferred day").getAttribute("min"))!
    await page.getByLabel("Preferred day").fill(min)
    await page.getByLabel("Preferred time window").selectOption("afternoon")
    await page.getByRole("button", { name: "Send Enquiry" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, Aisha Adams!")
    await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toContainText(
      "afternoon (12:00–17:00), Cape Town time",
    )
  })

  test("the brochure link downloads without JavaScript", async ({ page }) => {
    await page.goto("/business")
    const link = page.getByRole("link", { name: "Download Brochure" })
    await expect(link).toHaveAttribute("href", "/business/brochure.pdf")
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()])
    expect(download.suggestedFilename()).toBe("cape-ocean-adventures-business-services.pdf")
  })
})
