// Secrets stay on the server (docs/runtime.md#observable-behaviour): neither the admin password nor
// its hash nor the video platform's key is in any built client asset or in anything the server
// sends, and a generated password is printed once to the log.
import fs from "node:fs"
import path from "node:path"
import { eq } from "drizzle-orm"
import { appSecrets } from "../../app/db/schema"
import { TEST_API_KEY, startVideoApp } from "../fakes/video-app"
import { withAdminDb } from "./support/admin-db"
import { newDataDir, startAppServer } from "./support/app-server"
// No page is used: the plain runner avoids starting the shared demo server.
import { expect, test } from "@playwright/test"
import { CONTENT_PAGES } from "../../app/lib/public-pages.js"

const CLIENT_DIR = path.resolve(
  import.meta.dirname,
  "../..",
  process.env.BUILD_DIR ?? "build",
  "client",
)

const PUBLIC_PAGES = [
  ...CONTENT_PAGES,
  "/cart",
  "/checkout",
  "/order-confirmation",
  "/not-a-page",
  "/healthz",
  "/robots.txt",
  "/sitemap.xml",
]
const ADMIN_PAGES = [
  "/admin/cache",
  "/admin/orders",
  "/admin/subscribers",
  "/admin/outbox",
  "/admin/orders.csv",
  "/admin/subscribers.csv",
]

function dataUrl(page: string) {
  return page === "/" ? "/_root.data" : `${page}.data`
}

function generatedPassword(output: string): string[] {
  return output
    .split("\n")
    .filter((line) => line.includes('"admin.password_generated"'))
    .map((line) => (JSON.parse(line) as { password: string }).password)
}

test("no built asset or served answer holds the admin password, its hash or the API key; the password is logged once", async ({}, testInfo) => {
  testInfo.setTimeout(180_000)
  const dataDir = await newDataDir()
  const video = await startVideoApp({ env: { DATA_DIR: dataDir, ADMIN_PASSWORD: undefined } })
  const served: { url: string; body: string }[] = []
  let password = ""
  try {
    // It is printed once the server listens, as the last thing it prints at start.
    await expect.poll(() => generatedPassword(video.app.output())).toHaveLength(1)
    const passwords = generatedPassword(video.app.output())
    password = passwords[0]!
    const origin = video.app.url

    const login = await fetch(`${origin}/admin/cache`, {
      method: "POST",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "login", password }),
      redirect: "manual",
    })
    expect(login.status).toBe(302)
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!

    for (const page of PUBLIC_PAGES) {
      for (const url of [page, dataUrl(page)]) {
        const response = await fetch(`${origin}${url}`)
        served.push({ url, body: `${[...response.headers].join("\n")}\n${await response.text()}` })
      }
    }
    for (const page of ADMIN_PAGES) {
      for (const url of page.endsWith(".csv") ? [page] : [page, dataUrl(page)]) {
        const response = await fetch(`${origin}${url}`, { headers: { Cookie: cookie } })
        expect(response.status, url).toBe(200)
        served.push({ url, body: `${[...response.headers].join("\n")}\n${await response.text()}` })
      }
    }
    // The admin's actions answer too.
    for (const intent of ["refresh", "clear"]) {
      const response = await fetch(`${origin}/admin/cache.data`, {
        method: "POST",
        headers: {
          Origin: origin,
          Cookie: cookie,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ intent }),
      })
      served.push({ url: `POST ${intent}`, body: await response.text() })
    }
    // The video pages really used the key (so its absence below means something).
    expect(video.fake.requests().length).toBeGreaterThan(0)
  } finally {
    await video.stop()
  }

  const [row] = await withAdminDb(dataDir, (db) =>
    db.select().from(appSecrets).where(eq(appSecrets.name, "admin_password_hash")),
  )
  const hash = row!.value
  const [, , , , salt, digest] = hash.split("$")
  const needles = { password, hash, salt: salt!, digest: digest!, apiKey: TEST_API_KEY }

  const assets = listFiles(CLIENT_DIR)
  expect(assets.some((file) => file.endsWith(".js"))).toBe(true)
  for (const file of assets) {
    const text = fs.readFileSync(file).toString("latin1")
    for (const [name, needle] of Object.entries(needles))
      expect(text.includes(needle), `${name} in ${file}`).toBe(false)
  }
  expect(served.length).toBeGreaterThan(30)
  for (const { url, body } of served) {
    for (const [name, needle] of Object.entries(needles))
      expect(body.includes(needle), `${name} in ${url}`).toBe(false)
  }

  // A restart on the same data keeps the password and does not print it again.
  const again = await startAppServer({ DATA_DIR: dataDir })
  try {
    expect(generatedPassword(again.output())).toEqual([])
    const login = await fetch(`${again.url}/admin/cache`, {
      method: "POST",
      headers: { Origin: again.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "login", password }),
      redirect: "manual",
    })
    expect(login.status).toBe(302)
  } finally {
    await again.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})

test("the generated password is printed last at start, framed, after the server listens", async () => {
  const app = await startAppServer({ ADMIN_PASSWORD: undefined })
  try {
    await expect.poll(() => app.output()).toMatch(/Set ADMIN_PASSWORD to choose your own\.[\s#]+$/)
    const output = app.output()
    const [password] = generatedPassword(output)
    expect(password).toMatch(/^[\w-]{20}$/)
    // The frame is the end of the output: an edge of '#', the lines, the same edge.
    const lines = output.trimEnd().split("\n").slice(-11)
    expect(lines[0]).toMatch(/^#{40,}$/)
    expect(lines.at(-1)).toBe(lines[0])
    for (const line of lines) {
      expect(line).toHaveLength(lines[0]!.length)
      expect(line).toMatch(/^#.*#$/)
    }
    // Nothing printed at start comes after it: the log event and the frame follow "listening".
    const frameStart = output.indexOf(lines[0]!)
    const listening = output.indexOf('"event":"server.listening"')
    const event = output.indexOf('"admin.password_generated"')
    expect(listening).toBeGreaterThan(-1)
    expect(event).toBeGreaterThan(listening)
    expect(frameStart).toBeGreaterThan(event)
    expect(lines.join("\n")).toContain(`#      ${password} `)
    expect(lines.join("\n")).toContain(
      `Log in at ${app.url.replace("127.0.0.1", "localhost")}/admin/cache`,
    )
  } finally {
    await app.stop()
  }
})

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? listFiles(full) : [full]
  })
}
