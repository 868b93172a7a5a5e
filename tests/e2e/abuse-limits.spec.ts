// The abuse limits from the outside (docs/decisions/proof-of-work-over-refusal.md):
// past a threshold the forms stay open for real visitors (their browser solves a proof
// of work instead), the owner is told once, every 429 says when to try again, and the
// brochure ignores the Host a client names. The checkout flood has a file of its own
// (checkout-flood.spec.ts): it counts everything its server has seen.
// One server for the file, its overall thresholds lowered through RATE_LIMIT_*;
// each test speaks from client networks of its own (the server believes the
// loopback proxy's X-Forwarded-For).
import http from "node:http"
import type { AppServer } from "./support/app-server"
import { expect, openPage } from "./support/fixtures"
import { test as mailTest } from "./support/mail-app"
import { pdfPageTexts } from "./support/pdf"
import { ABUSE_SETTINGS, CHECKOUT_THRESHOLD, client, flood, postStatuses } from "./support/abuse"
import { PUBLIC_ORIGIN } from "./support/public-settings"
import { checkoutFields } from "./support/shop"

const test = mailTest
test.use({ appEnv: ABUSE_SETTINGS })

test("past the threshold, a visitor without JavaScript gets the clear refusal with Retry-After", async ({
  request,
  app,
}) => {
  // Enough checkouts to pass the threshold, whatever came before.
  await flood(CHECKOUT_THRESHOLD, (i) =>
    request
      .post("/checkout.data", {
        form: checkoutFields(),
        headers: { Origin: app.url, "X-Forwarded-For": `10.9.${i}.7` },
      })
      .then((response) => response.status()),
  )
  const refused = await request.post("/checkout", {
    form: checkoutFields(),
    headers: { Origin: app.url, ...client(2) },
  })
  expect(refused.status()).toBe(429)
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0)
  expect(await refused.text()).toContain("We are receiving an unusual number of requests.")
})

test("a business enquiry past the threshold is sent after the browser solves the challenge", async ({
  page,
  request,
  app,
}) => {
  for (const network of [3, 4]) {
    await request.post("/business/enquiry.data", {
      form: {
        idempotencyKey: crypto.randomUUID(),
        service: "installation",
        name: "Busy Bot",
        email: "bot@example.com",
        message: "Filling the enquiry form for the threshold.",
      },
      headers: { Origin: app.url, ...client(network) },
    })
  }
  await page.setExtraHTTPHeaders(client(5))
  const answers = postStatuses(page, "/business/enquiry.data")
  await openPage(page, "/business/enquiry?service=maintenance")
  await page.getByLabel("Your name").fill("Lindiwe Khumalo")
  await page.getByLabel("Email", { exact: true }).fill("lindiwe@example.com")
  await page
    .getByRole("textbox", { name: /message|discuss/i })
    .fill("Please look after our two cameras in Kalk Bay.")
  await page.getByRole("button", { name: "Send Enquiry" }).click()
  await expect(
    page.getByRole("heading", { level: 1, name: "Thank you, Lindiwe Khumalo!" }),
  ).toBeVisible({
    timeout: 60_000,
  })
  expect(answers).toEqual([429, 200])
})

test("a newsletter sign-up past the threshold goes through after the browser solves the challenge", async ({
  page,
  request,
  app,
}) => {
  for (const network of [6, 7]) {
    await request.post("/newsletter.data", {
      form: { email: `reader${network}@example.com` },
      headers: { Origin: app.url, ...client(network) },
    })
  }
  await page.setExtraHTTPHeaders(client(8))
  const answers = postStatuses(page, "/newsletter.data")
  await openPage(page, "/about")
  const footer = page.getByRole("contentinfo")
  await footer.getByLabel("Email address").fill("new.reader@example.com")
  await footer.getByRole("button", { name: "Subscribe" }).click()
  await expect(footer.getByRole("status").first()).toHaveText(
    "Almost done: check the inbox of new.reader@example.com and open the link in our mail to confirm.",
    { timeout: 60_000 },
  )
  expect(answers).toEqual([429, 200])
})

test.describe("every 429 says when to try again", () => {
  async function lastOf(
    count: number,
    send: () => Promise<{ status(): number; headers(): Record<string, string> }>,
  ) {
    let last
    for (let i = 0; i < count; i++) last = await send()
    return last!
  }
  const expectRetryAfter = (response: { status(): number; headers(): Record<string, string> }) => {
    expect(response.status()).toBe(429)
    expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0)
  }

  for (const path of ["/checkout", "/checkout.data"]) {
    test(`checkout (${path})`, async ({ request, app }) => {
      const network = path === "/checkout" ? 10 : 11
      const send = () =>
        request.post(path, {
          form: checkoutFields(),
          headers: { Origin: app.url, ...client(network) },
        })
      expectRetryAfter(await lastOf(6, send))
    })
  }

  for (const path of ["/newsletter", "/newsletter.data"]) {
    test(`newsletter (${path})`, async ({ request, app }) => {
      const network = path === "/newsletter" ? 12 : 13
      const send = () =>
        request.post(path, {
          form: { email: `limit${network}@example.com` },
          headers: { Origin: app.url, ...client(network) },
        })
      expectRetryAfter(await lastOf(2, send))
    })
  }

  for (const path of ["/admin/cache", "/admin/cache.data"]) {
    test(`admin login (${path})`, async ({ request, app }) => {
      const network = path === "/admin/cache" ? 14 : 15
      const send = () =>
        request.post(path, {
          form: { intent: "login", password: "not-the-password" },
          headers: { Origin: app.url, ...client(network) },
        })
      expectRetryAfter(await lastOf(6, send))
    })
  }
})

/** GET with a Host (and X-Forwarded-Host) of the client's choosing. */
function getWithHost(app: AppServer, path: string, host: string): Promise<Buffer> {
  const { port } = new URL(app.url)
  return new Promise((resolve, reject) => {
    http
      .get(
        { host: "127.0.0.1", port, path, headers: { Host: host, "X-Forwarded-Host": host } },
        (response) => {
          const chunks: Buffer[] = []
          response.on("data", (chunk: Buffer) => chunks.push(chunk))
          response.on("end", () =>
            response.statusCode === 200
              ? resolve(Buffer.concat(chunks))
              : reject(new Error(`${path}: ${response.statusCode}`)),
          )
        },
      )
      .on("error", reject)
  })
}

test("the brochure is one PDF with links on PUBLIC_ORIGIN, whatever Host a request names", async ({
  app,
}) => {
  const a = await getWithHost(app, "/business/brochure.pdf", "evil.example")
  const b = await getWithHost(app, "/business/brochure.pdf", "other.example:8443")
  expect(a.equals(b)).toBe(true)
  const text = (await pdfPageTexts(new Uint8Array(a))).join(" ")
  expect(text).toContain(`${PUBLIC_ORIGIN}/business/enquiry?service=installation`)
  expect(text).toContain(`Enquiries and consultations: ${PUBLIC_ORIGIN}/business`)
  expect(text).not.toContain("evil.example")
  expect(text).not.toContain("other.example")
})
