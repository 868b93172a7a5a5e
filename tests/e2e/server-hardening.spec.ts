// The production server against what a scanner or a careless start tries: a public start
// with placeholder settings, request targets that are not paths, a forged Host on the
// https redirect, a client that holds its connection, CSP reports posted by anyone, and
// who may read the database's files.
import fs from "node:fs"
import http from "node:http"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { CSP_REPORTS_PER_MINUTE } from "../../server/csp-report.js"
import { KEEP_ALIVE_TIMEOUT_MS } from "../../server/http-server.js"
import { startAppServer, type AppServer } from "./support/app-server"
import {
  PUBLIC_ORIGIN,
  PUBLIC_SETTING_NAMES,
  PUBLIC_SHOP_SETTINGS,
} from "./support/public-settings"

/** The lines the server printed that are not one JSON object each. */
function nonJsonLines(output: string): string[] {
  return output
    .split("\n")
    .filter((line) => line.trim() !== "")
    .filter((line) => {
      try {
        const value: unknown = JSON.parse(line)
        return typeof value !== "object" || value === null || Array.isArray(value)
      } catch {
        return true
      }
    })
}

/** The log lines of one event, parsed. */
function events(output: string, event: string): Record<string, unknown>[] {
  return output
    .split("\n")
    .filter((line) => line.includes(`"event":"${event}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

let marks = 0
/**
 * Resolves once everything the server logged before now has reached `app.output()`: a
 * POST to a page without an action logs one line, which comes through the pipe after
 * every earlier one.
 */
async function logCaughtUp(app: AppServer) {
  const mark = `/log-mark-${++marks}`
  const response = await fetch(`${app.url}${mark}`, {
    method: "POST",
    // Over HTTPS (as the proxy says), from the site's own page, as a browser posts.
    headers: { "X-Forwarded-Proto": "https", Origin: app.url.replace(/^http:/, "https:") },
  })
  expect(response.status).toBe(405)
  await expect.poll(() => app.output()).toContain(`"path":"${mark}"`)
}

/** Sends `head` (request line and headers) as it is and resolves with the whole answer. */
function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () =>
      socket.write(`${head}\r\nConnection: close\r\n\r\n`),
    )
    let answer = ""
    socket.on("data", (chunk) => (answer += chunk))
    socket.on("close", () => resolve(answer))
    socket.on("error", reject)
  })
}

test("a public start with placeholder settings refuses before it listens, naming each", async () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), "coa-e2e-public-"))
  const dataDir = path.join(parent, "data")
  try {
    const error = await startAppServer({ DATA_DIR: dataDir, PUBLIC_ORIGIN }).then(
      // A server that started anyway is stopped before the test fails.
      async (app) => void (await app.stop()),
      (failure: Error) => failure,
    )
    expect(error, "the server started").toBeInstanceOf(Error)
    if (!error) return
    expect(error.message).toMatch(/^server exited \(1\)/)
    const output = error.message.replace(/^server exited \(1\):\n/, "")
    const failures = events(output, "server.start_failed")
    expect(failures).toHaveLength(1)
    for (const name of PUBLIC_SETTING_NAMES) expect(String(failures[0]!.error)).toContain(name)
    expect(nonJsonLines(output)).toEqual([])
    // Refused before it opened anything.
    expect(fs.existsSync(dataDir)).toBe(false)
  } finally {
    fs.rmSync(parent, { recursive: true, force: true })
  }
})

test.describe("a public start with every setting of its own", () => {
  let app: AppServer
  let port: number
  let parent: string
  test.beforeAll(async () => {
    // A first start: a while on a busy machine.
    test.setTimeout(180_000)
    parent = fs.mkdtempSync(path.join(os.tmpdir(), "coa-e2e-hardening-"))
    app = await startAppServer({
      ...PUBLIC_SHOP_SETTINGS,
      // A first start on a directory it creates itself.
      DATA_DIR: path.join(parent, "data"),
      FORCE_HTTPS: "1",
      // No generated password: its framed copy is the one log text that is not JSON.
      ADMIN_PASSWORD: "hardening-test-password",
    })
    port = Number(new URL(app.url).port)
  })
  test.afterAll(async () => {
    await app?.stop()
    if (parent) fs.rmSync(parent, { recursive: true, force: true })
  })

  /** As a TLS proxy on this machine forwards a request (TRUST_PROXY's default trusts it). */
  const overTls = { "X-Forwarded-Proto": "https" }

  test("the database's files are its user's alone", () => {
    const entries: string[] = []
    const walk = (dir: string) => {
      entries.push(dir)
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const entryPath = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(entryPath)
        else entries.push(entryPath)
      }
    }
    walk(app.dataDir)
    expect(entries.length).toBeGreaterThan(100)
    const open = entries
      .map((entry) => {
        const stat = fs.statSync(entry)
        return { entry, mode: stat.mode & 0o777, wanted: stat.isDirectory() ? 0o700 : 0o600 }
      })
      .filter(({ mode, wanted }) => mode !== wanted)
      .map(({ entry, mode }) => `${mode.toString(8)} ${entry}`)
    expect(open).toEqual([])
  })

  test("a target that is not a path answers 400, and the log stays JSON", async () => {
    // Over "TLS", so no https redirect answers first.
    const host = `Host: 127.0.0.1:${port}\r\nX-Forwarded-Proto: https`
    for (const line of [
      "GET http://evil.example/ HTTP/1.1",
      `GET http://127.0.0.1:${port}/cart HTTP/1.1`,
      "OPTIONS * HTTP/1.1",
      "GET * HTTP/1.1",
      "POST * HTTP/1.1",
    ]) {
      const answer = await rawRequest(port, `${line}\r\n${host}`)
      expect(answer, line).toMatch(/^HTTP\/1\.1 400 /)
    }
    // Nothing the server printed is anything but one JSON object a line.
    await logCaughtUp(app)
    expect(nonJsonLines(app.output())).toEqual([])
  })

  test("the https redirect goes to PUBLIC_ORIGIN, whatever Host the request names", async () => {
    const answer = await rawRequest(port, "GET /cart?step=1 HTTP/1.1\r\nHost: evil.example")
    expect(answer).toMatch(/^HTTP\/1\.1 301 /)
    expect(answer).toMatch(new RegExp(`\r\nLocation: ${PUBLIC_ORIGIN}/cart\\?step=1\r\n`, "i"))
    const post = await rawRequest(
      port,
      "POST /checkout HTTP/1.1\r\nHost: evil.example\r\nContent-Length: 0",
    )
    expect(post).toMatch(/^HTTP\/1\.1 308 /)
    expect(post).toMatch(new RegExp(`\r\nLocation: ${PUBLIC_ORIGIN}/checkout\r\n`, "i"))
  })

  test("an idle keep-alive connection outlives a proxy's", async () => {
    const agent = new http.Agent({ keepAlive: true })
    try {
      const keepAlive = await new Promise<string>((resolve, reject) => {
        http
          .get(`${app.url}/healthz`, { agent }, (response) => {
            response.resume()
            resolve(String(response.headers["keep-alive"]))
          })
          .on("error", reject)
      })
      // Node's own default is far shorter than a proxy's.
      expect(keepAlive).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`)
    } finally {
      agent.destroy()
    }
  })

  test("pages name the CSP report endpoint", async ({ request }) => {
    const response = await request.get(`${app.url}/about`, { headers: overTls })
    expect(response.status()).toBe(200)
    const csp = response.headers()["content-security-policy"]
    expect(csp).toContain("report-uri /csp-report")
    expect(csp).toContain("report-to csp-endpoint")
    expect(response.headers()["reporting-endpoints"]).toBe('csp-endpoint="/csp-report"')
  })

  test("a CSP report, from any origin, becomes one log line; too large is 413", async ({
    request,
  }) => {
    const legacy = await request.post(`${app.url}/csp-report`, {
      headers: { ...overTls, "Content-Type": "application/csp-report", Origin: "null" },
      data: JSON.stringify({
        "csp-report": {
          "document-uri": `${PUBLIC_ORIGIN}/about`,
          "blocked-uri": "https://legacy.example/script.js",
          "effective-directive": "script-src-elem",
        },
      }),
    })
    expect(legacy.status()).toBe(204)
    const modern = await request.post(`${app.url}/csp-report`, {
      headers: {
        ...overTls,
        "Content-Type": "application/reports+json",
        Origin: "https://elsewhere.example",
      },
      data: JSON.stringify([
        {
          type: "csp-violation",
          url: `${PUBLIC_ORIGIN}/cart`,
          body: {
            documentURL: `${PUBLIC_ORIGIN}/cart`,
            blockedURL: "https://modern.example/frame",
            effectiveDirective: "frame-src",
            disposition: "enforce",
          },
        },
      ]),
    })
    expect(modern.status()).toBe(204)
    await expect
      .poll(() =>
        events(app.output(), "csp.violation")
          .map((line) => line.blockedURL)
          .filter(
            (url) => String(url).includes("legacy.example") || String(url).includes("modern"),
          ),
      )
      .toEqual(["https://legacy.example/script.js", "https://modern.example/frame"])

    const tooLarge = await request.post(`${app.url}/csp-report`, {
      headers: { ...overTls, "Content-Type": "application/csp-report" },
      data: JSON.stringify({ "csp-report": { "blocked-uri": "x".repeat(9 * 1024) } }),
    })
    expect(tooLarge.status()).toBe(413)
    await logCaughtUp(app)
    expect(nonJsonLines(app.output())).toEqual([])
  })

  test("a flood of CSP reports is answered but logged only up to the limit", async ({
    request,
  }) => {
    // One body, read at once: every report in it falls in one minute's count.
    const reports = Array.from({ length: CSP_REPORTS_PER_MINUTE * 2 }, (_, index) => ({
      type: "csp-violation",
      body: { blockedURL: `https://flood.example/${index}`, effectiveDirective: "img-src" },
    }))
    const flood = await request.post(`${app.url}/csp-report`, {
      headers: { ...overTls, "Content-Type": "application/reports+json" },
      data: JSON.stringify(reports),
    })
    expect(flood.status()).toBe(204)
    await logCaughtUp(app)
    const logged = events(app.output(), "csp.violation").filter((line) =>
      String(line.blockedURL).startsWith("https://flood.example/"),
    )
    expect(logged.length).toBeGreaterThan(0)
    expect(logged.length).toBeLessThanOrEqual(CSP_REPORTS_PER_MINUTE)
  })
})
