// CSP reports in either browser format become one log line each, within a size cap
// and a per-minute count.
import http from "node:http"
import express from "express"
import { afterEach, describe, expect, it } from "vitest"
import { cspReports } from "./csp-report.js"

let server

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve())
  server = undefined
})

/** An app with only the endpoint; its log lines and clock are the test's. */
async function startEndpoint(options = {}) {
  const lines = []
  const clock = { now: 0 }
  const app = express()
  app.post(
    "/csp-report",
    cspReports({
      log: { warn: (...line) => lines.push(["warn", ...line]) },
      now: () => new Date(clock.now),
      ...options,
    }),
  )
  server = app.listen(0, "127.0.0.1")
  await new Promise((resolve) => server.once("listening", resolve))
  const post = (body, type = "application/csp-report") =>
    new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: "127.0.0.1",
          port: server.address().port,
          method: "POST",
          path: "/csp-report",
          headers: { "Content-Type": type },
        },
        (response) => {
          response.resume()
          response.on("end", () => resolve(response.statusCode))
        },
      )
      request.on("error", reject)
      request.end(body)
    })
  return { lines, clock, post }
}

const legacy = (blocked) =>
  JSON.stringify({ "csp-report": { "blocked-uri": blocked, "effective-directive": "img-src" } })

describe("CSP reports", () => {
  it("logs a report of either format as one line with its known fields", async () => {
    const { lines, post } = await startEndpoint()
    expect(await post(legacy("https://a.example/x.png"))).toBe(204)
    const modern = [
      { type: "csp-violation", body: { blockedURL: "inline", effectiveDirective: "style-src" } },
      { type: "deprecation", body: { id: "x" } },
    ]
    expect(await post(JSON.stringify(modern), "application/reports+json")).toBe(204)
    expect(lines).toEqual([
      [
        "warn",
        "csp.violation",
        { blockedURL: "https://a.example/x.png", effectiveDirective: "img-src" },
      ],
      ["warn", "csp.violation", { blockedURL: "inline", effectiveDirective: "style-src" }],
    ])
  })

  it("refuses what is not a report, and a report over the cap, logging nothing", async () => {
    const { lines, post } = await startEndpoint({ maxBytes: 200 })
    expect(await post(legacy("x".repeat(300)))).toBe(413)
    expect(await post("not json")).toBe(400)
    expect(await post(JSON.stringify({ other: 1 }))).toBe(400)
    expect(await post(legacy("https://a.example/"), "text/plain")).toBe(415)
    expect(lines).toEqual([])
  })

  it("logs at most the limit a minute, answers the rest 204, and counts again a minute on", async () => {
    const { lines, clock, post } = await startEndpoint({ perMinute: 3 })
    for (let index = 0; index < 5; index += 1)
      expect(await post(legacy(`https://a.example/${index}`))).toBe(204)
    expect(lines).toHaveLength(3)
    clock.now = 59_999
    expect(await post(legacy("https://a.example/late"))).toBe(204)
    expect(lines).toHaveLength(3)
    clock.now = 60_000
    expect(await post(legacy("https://a.example/next"))).toBe(204)
    expect(lines).toHaveLength(4)
  })
})
