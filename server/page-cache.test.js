// The one-second cache of public pages: one render serves the second that follows,
// every answer carries its own nonce, and only whole public pages are kept.
import express from "express"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { pageCache } from "./page-cache.js"
import { securityHeaders } from "./security.js"

let server
let base
let clock = 0
let renders = 0
let gate = Promise.resolve()

beforeAll(async () => {
  const app = express()
  app.use(securityHeaders({ isProduction: true }))
  app.use(pageCache({ pages: ["/", "/cameras"], ttlMs: 1000, now: () => clock }))
  // A stand-in for React Router: the page carries its nonce in a script, like ours.
  app.get(["/", "/cameras", "/cameras/:slug"], async (req, res) => {
    renders++
    await gate
    if (req.headers["x-test-cookie"]) res.setHeader("Set-Cookie", "a=b")
    res.setHeader("Cache-Control", "public, max-age=0, s-maxage=60")
    res.type("html")
    res.write(`<!doctype html><h1>${req.path} render ${renders}</h1>`)
    res.end(`<script nonce="${res.locals.nonce}">window.x = 1</script>`)
  })
  await new Promise((resolve) => (server = app.listen(0, "127.0.0.1", resolve)))
  base = `http://127.0.0.1:${server.address().port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => {
  clock += 60_000
  gate = Promise.resolve()
})

async function get(path, headers = {}) {
  const response = await fetch(`${base}${path}`, { headers })
  const html = await response.text()
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy"))[1]
  return { response, html, nonce }
}

describe("page cache", () => {
  it("serves a render for a second, each answer with its own nonce in the header and the page", async () => {
    const first = await get("/")
    const before = renders
    const second = await get("/")
    expect(renders).toBe(before)
    expect(second.response.headers.get("x-page-cache")).toBe("hit")
    expect(second.html.replace(second.nonce, "N")).toBe(first.html.replace(first.nonce, "N"))
    expect(second.nonce).not.toBe(first.nonce)
    expect(second.html).toContain(`<script nonce="${second.nonce}">`)
    expect(second.html).not.toContain(first.nonce)
    expect(second.response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60")
    expect(second.response.headers.get("x-frame-options")).toBe("DENY")

    clock += 999
    await get("/")
    expect(renders).toBe(before)
    clock += 1
    const later = await get("/")
    expect(renders).toBe(before + 1)
    expect(later.response.headers.get("x-page-cache")).toBeNull()
  })

  it("renders once for the requests that arrive while a render is under way", async () => {
    let open
    gate = new Promise((resolve) => (open = resolve))
    const before = renders
    const answers = Array.from({ length: 5 }, () => get("/cameras"))
    await expect.poll(() => renders).toBe(before + 1)
    open()
    const pages = await Promise.all(answers)
    expect(renders).toBe(before + 1)
    expect(new Set(pages.map((p) => p.nonce)).size).toBe(5)
    for (const page of pages) expect(page.html).toContain(`nonce="${page.nonce}"`)
  })

  it("keeps no page with a query, a cookie being set, another path or another method", async () => {
    let before = renders
    await get("/?page=2")
    await get("/?page=2")
    expect(renders).toBe(before + 2)

    before = renders
    await get("/", { "x-test-cookie": "1" })
    await get("/", { "x-test-cookie": "1" })
    expect(renders).toBe(before + 2)

    before = renders
    const head = await fetch(`${base}/`, { method: "HEAD" })
    expect(head.headers.get("x-page-cache")).toBeNull()
    expect(renders).toBe(before + 1)
  })

  it("renders afresh for a visitor whose cart mirror cookie holds a cart", async () => {
    await get("/cameras")
    const before = renders
    await get("/cameras", { cookie: "coa_cart=1.M.2" })
    await get("/cameras", { cookie: "other=1; coa_cart=1.L.1" })
    expect(renders).toBe(before + 2)
    // An empty mirror shows no badge: the shared render serves it.
    const empty = await get("/cameras", { cookie: "coa_cart=" })
    expect(empty.response.headers.get("x-page-cache")).toBe("hit")
  })

  it("shares camera pages the same way, but not an address that is no camera's", async () => {
    await get("/cameras/hermanus-whale-watching")
    const before = renders
    const again = await get("/cameras/hermanus-whale-watching")
    expect(again.response.headers.get("x-page-cache")).toBe("hit")
    expect(renders).toBe(before)

    await get("/cameras/Not_A_Slug")
    await get("/cameras/Not_A_Slug")
    await get("/cameras/-")
    await get("/cameras/-")
    expect(renders).toBe(before + 4)
  })

  it("neither serves nor keeps a page for a request with the visitor session cookie", async () => {
    await get("/cameras")
    let before = renders
    const signedIn = await get("/cameras", { cookie: "other=1; coa_session=abc" })
    expect(signedIn.response.headers.get("x-page-cache")).toBeNull()
    expect(renders).toBe(before + 1)
    // A signed-in render is not kept for the next visitor either.
    clock += 60_000
    before = renders
    await get("/cameras", { cookie: "coa_session=abc" })
    const next = await get("/cameras")
    expect(next.response.headers.get("x-page-cache")).toBeNull()
    expect(renders).toBe(before + 2)
  })

  it("keeps crawlers' whole pages apart from people's streamed ones", async () => {
    const before = renders
    await get("/", { "user-agent": "Mozilla/5.0 Chrome/130" })
    await get("/", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" })
    expect(renders).toBe(before + 2)
    await get("/", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" })
    expect(renders).toBe(before + 2)
  })
})

describe("PAGE_CACHE_MS", () => {
  it("0 renders every request", async () => {
    const app = express()
    let count = 0
    app.use(securityHeaders({ isProduction: true }))
    app.use(pageCache({ pages: ["/"], ttlMs: 0, now: () => 0 }))
    app.get("/", (req, res) => res.type("html").send(`<p>render ${++count}</p>`))
    const other = await new Promise((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening))
    })
    try {
      const url = `http://127.0.0.1:${other.address().port}/`
      const first = await fetch(url)
      expect(await first.text()).toContain("render 1")
      const second = await fetch(url)
      expect(second.headers.get("x-page-cache")).toBeNull()
      expect(await second.text()).toContain("render 2")
    } finally {
      await new Promise((resolve) => other.close(resolve))
    }
  })
})
