// Every route's HTML, as the server sends it and as the browser holds it after
// hydration, passes the W3C Nu HTML Checker (npm vnu-jar) with no error and no warning.
import { execFile } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import vnuJar from "vnu-jar"
import { expect, test, waitForHydration } from "./support/fixtures"
import { CART_KEY, savedCart } from "./support/shop"
import { CONTENT_PAGES } from "../../app/lib/public-pages.js"

const ROUTES = [
  ...CONTENT_PAGES,
  "/cameras/table-mountain-view",
  "/business/enquiry?service=consultation",
  "/privacy",
  "/terms",
  "/contact",
  "/newsletter",
  "/newsletter/confirm?token=not-a-valid-token",
  "/newsletter/unsubscribe?token=not-a-valid-token",
  "/cart",
  "/checkout",
  "/order-confirmation",
  "/admin/cache",
  "/no-such-page",
]

type NuMessage = { type: string; subType?: string; message: string; url: string; extract?: string }

test("every route's raw and hydrated HTML has no Nu checker error or warning", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "coa-nu-"))
  const file = (route: string, kind: string) =>
    path.join(dir, `${kind}${route.replace(/[^A-Za-z0-9-]/g, "_") || "_"}.html`)

  // A cart, so /cart and /checkout hydrate into their full forms.
  await page.addInitScript(
    ([key, cart]) => localStorage.setItem(key!, cart!),
    [CART_KEY, savedCart([{ size: "M", quantity: 2 }])],
  )
  for (const route of ROUTES) {
    const raw = await request.get(route)
    fs.writeFileSync(file(route, "raw"), await raw.text())
    await page.goto(route)
    await waitForHydration(page)
    fs.writeFileSync(file(route, "hydrated"), await page.content())
  }

  const { stdout } = await promisify(execFile)(
    "java",
    ["-jar", vnuJar, "--format", "json", "--exit-zero-always", "--stdout", dir],
    { maxBuffer: 64 * 1024 * 1024 },
  )
  fs.rmSync(dir, { recursive: true, force: true })
  const messages = (JSON.parse(stdout) as { messages: NuMessage[] }).messages
  // "info" is advice (React writes void elements as <img />); warnings and errors count.
  const problems = messages
    .filter((m) => m.type === "error" || m.subType === "warning" || m.type === "non-document-error")
    .map(
      (m) =>
        `${path.basename(m.url)}: ${m.type}${m.subType ? `/${m.subType}` : ""}: ${m.message} ${m.extract ?? ""}`,
    )
  console.log(
    `Nu HTML Checker: ${ROUTES.length * 2} documents, ${problems.length} errors or warnings`,
  )
  expect(problems).toEqual([])
})
