// Malformed requests to every action and resource route of the production
// server: wrong content types, JSON instead of a form, broken multipart bodies,
// missing, repeated and array-style fields, NUL bytes and other control
// characters, overlong values, invalid UTF-8 and percent-encoding, huge bodies,
// missing or foreign Origins. Every answer must be a 4xx (or a harmless 2xx/3xx)
// without a stack trace; afterwards no order, sign-up or mail may exist and the
// SMTP server must have received nothing. It prints how many requests each
// route got.
import http from "node:http"
import path from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { expect, test } from "@playwright/test"
import { startAppServer, type AppServer } from "./support/app-server"
import { startSmtpServer, type TestSmtpServer } from "./support/smtp"

test.describe.configure({ mode: "serial" })

const PASSWORD = "e2e-fuzz-admin-password"
const PER_ROUTE = 200
const STACK_TRACE = /\n\s+at [^\n]+:\d+:\d+|node_modules|\.server\.ts/

let app: AppServer
let smtp: TestSmtpServer

test.beforeAll(async () => {
  // Starting a server takes a while on a busy machine.
  test.setTimeout(180_000)
  smtp = await startSmtpServer()
  app = await startAppServer({ ADMIN_PASSWORD: PASSWORD, SMTP_URL: smtp.url, MAIL_POLL_MS: "200" })
})

test.afterAll(async () => {
  await app?.stop()
  await smtp?.stop()
})

type Sent = { status: number; body: string; headers: http.IncomingHttpHeaders }

/** A raw HTTP request: fetch would refuse or repair much of what is sent here. */
function send(
  method: string,
  pathAndQuery: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<Sent> {
  const url = new URL(pathAndQuery, app.url)
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        headers: { ...headers, ...(body ? { "Content-Length": String(body.length) } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            headers: response.headers,
          }),
        )
      },
    )
    request.on("error", reject)
    request.end(body)
  })
}

// A small seeded generator, so a failure can be replayed.
function random(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  }
}

// Values that stay invalid whatever cleaning does to them (so nothing valid is ever sent).
const BAD_VALUES = [
  "",
  "\u0000",
  "a\u0000@",
  "not-an-email",
  "@example",
  "x".repeat(5000),
  "y".repeat(70_000),
  "a\r\nBcc: victim@example.com",
  "\u202Egpj.exe",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "{",
  "[]",
  '[{"id":1}]',
  '[{"id":1,"size":"M","quantity":0}]',
  '{"__proto__":{"admin":true}}',
  "%zz%",
  "\uD800",
  "🐋".repeat(300),
]
const RAW_BYTES = [
  Buffer.from([0xff, 0xfe, 0xfd]),
  Buffer.from([0xc3, 0x28]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0x00, 0x00]),
]
const CONTENT_TYPES = [
  undefined,
  "text/plain",
  "application/json",
  "application/xml",
  "multipart/form-data",
  "multipart/form-data; boundary=fuzz",
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=utf-16",
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded",
]

// A lone surrogate cannot be percent-encoded: send the bytes it would have had (invalid UTF-8).
function encode(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return "%ED%A0%80"
  }
}

type Target = {
  label: string
  method: "POST" | "GET"
  path: string
  fields: string[]
  cookie?: boolean
}

function malformedRequest(target: Target, seed: number, cookie: string) {
  const r = random(seed)
  const headers: Record<string, string> = {}
  if (target.cookie) headers.Cookie = cookie
  const origin = r.chance(0.8) ? app.url : r.pick(["", "https://evil.example", "null"])
  if (origin) headers.Origin = origin
  let query = ""
  if (r.chance(0.4)) {
    query = r.pick([
      `token=${encode(r.pick(BAD_VALUES))}`,
      "token=1.2.AAAA",
      `token=${"9".repeat(20)}..${"A".repeat(43)}`,
      "token=%00",
      "page=-1",
      "page=1e309",
      "page=abc",
      "q=%ff%fe",
      "q=" + "z".repeat(5000),
      "token=a&token=b",
      "index",
      "_data=root",
    ])
  }
  const pathAndQuery = query
    ? `${target.path}${target.path.includes("?") ? "&" : "?"}${query}`
    : target.path
  if (target.method === "GET") return { method: "GET", pathAndQuery, headers, body: undefined }

  const type = r.pick(CONTENT_TYPES)
  if (type) headers["Content-Type"] = type
  const fields: [string, string][] = []
  for (const name of target.fields) {
    if (r.chance(0.2)) continue // missing
    const key = r.chance(0.1) ? `${name}[]` : r.chance(0.05) ? `${name}[a]` : name
    fields.push([key, r.pick(BAD_VALUES)])
    if (r.chance(0.15)) fields.push([name, r.pick(BAD_VALUES)]) // repeated
  }
  if (r.chance(0.1)) fields.push([r.pick(["intent", "status", "id"]), r.pick(BAD_VALUES)])
  let body: Buffer
  const shape = r.pick(["form", "form", "form", "json", "multipart", "bytes", "huge", "empty"])
  if (shape === "json") body = Buffer.from(JSON.stringify(Object.fromEntries(fields)))
  else if (shape === "multipart") {
    const parts = fields.map(
      ([name, value]) =>
        `--fuzz\r\nContent-Disposition: form-data; name="${name}"${r.chance(0.3) ? '; filename="x.txt"' : ""}\r\n\r\n${value}\r\n`,
    )
    body = Buffer.from(parts.join("") + (r.chance(0.5) ? "--fuzz--\r\n" : ""))
  } else if (shape === "bytes") {
    body = Buffer.concat([Buffer.from(`${target.fields[0] ?? "x"}=`), r.pick(RAW_BYTES)])
  } else if (shape === "huge") body = Buffer.alloc(70 * 1024, "a")
  else if (shape === "empty") body = Buffer.alloc(0)
  else
    body = Buffer.from(
      fields.map(([k, v]) => `${encode(k)}=${r.chance(0.1) ? v : encode(v)}`).join("&"),
    )
  return { method: "POST", pathAndQuery, headers, body }
}

const CHECKOUT = [
  "email",
  "firstName",
  "lastName",
  "address",
  "city",
  "postalCode",
  "country",
  "items",
  "idempotencyKey",
]

const TARGETS: Target[] = [
  { label: "POST /checkout", method: "POST", path: "/checkout", fields: CHECKOUT },
  { label: "POST /checkout.data", method: "POST", path: "/checkout.data", fields: CHECKOUT },
  { label: "POST /newsletter", method: "POST", path: "/newsletter", fields: ["email"] },
  { label: "POST /newsletter.data", method: "POST", path: "/newsletter.data", fields: ["email"] },
  { label: "GET /newsletter/confirm", method: "GET", path: "/newsletter/confirm", fields: [] },
  {
    label: "POST /newsletter/confirm",
    method: "POST",
    path: "/newsletter/confirm",
    fields: ["List-Unsubscribe"],
  },
  {
    label: "GET /newsletter/unsubscribe",
    method: "GET",
    path: "/newsletter/unsubscribe",
    fields: [],
  },
  {
    label: "POST /newsletter/unsubscribe",
    method: "POST",
    path: "/newsletter/unsubscribe",
    fields: ["List-Unsubscribe"],
  },
  {
    label: "POST /admin/cache (login)",
    method: "POST",
    path: "/admin/cache",
    fields: ["intent", "password", "next"],
  },
  {
    label: "POST /admin/cache (signed in)",
    method: "POST",
    path: "/admin/cache",
    fields: ["intent"],
    cookie: true,
  },
  {
    label: "POST /admin/orders/:n (signed in)",
    method: "POST",
    path: "/admin/orders/COA-1",
    fields: ["status"],
    cookie: true,
  },
  {
    label: "POST /admin/outbox (signed in)",
    method: "POST",
    path: "/admin/outbox",
    fields: ["intent", "id"],
    cookie: true,
  },
  {
    label: "POST /admin/subscribers (signed in)",
    method: "POST",
    path: "/admin/subscribers",
    fields: ["email"],
    cookie: true,
  },
  {
    label: "GET /admin/subscribers (signed in)",
    method: "GET",
    path: "/admin/subscribers",
    fields: [],
    cookie: true,
  },
  {
    label: "GET /admin/orders (signed in)",
    method: "GET",
    path: "/admin/orders",
    fields: [],
    cookie: true,
  },
  {
    label: "GET /admin/orders.csv (signed in)",
    method: "GET",
    path: "/admin/orders.csv",
    fields: [],
    cookie: true,
  },
  {
    label: "GET /admin/subscribers.csv (signed in)",
    method: "GET",
    path: "/admin/subscribers.csv",
    fields: [],
    cookie: true,
  },
  { label: "POST /admin/logout", method: "POST", path: "/admin/logout", fields: ["intent"] },
  { label: "GET /healthz", method: "GET", path: "/healthz", fields: [] },
  { label: "GET /sitemap.xml", method: "GET", path: "/sitemap.xml", fields: [] },
  { label: "GET /robots.txt", method: "GET", path: "/robots.txt", fields: [] },
]

test("every action and resource route answers malformed requests without a server error", async () => {
  test.setTimeout(15 * 60_000)
  // Sign in once, before the login fuzzing spends this client's login attempts.
  const login = await send(
    "POST",
    "/admin/cache",
    { Origin: app.url, "Content-Type": "application/x-www-form-urlencoded" },
    Buffer.from(new URLSearchParams({ intent: "login", password: PASSWORD }).toString()),
  )
  const cookie = String(login.headers["set-cookie"]?.[0] ?? "").split(";")[0]!
  expect(cookie, "admin session cookie").toMatch(/^coa_admin=/)

  const report: Record<string, Record<string, number>> = {}
  const failures: string[] = []
  let seed = 1
  for (const target of TARGETS) {
    const counts: Record<string, number> = {}
    for (let i = 0; i < PER_ROUTE; i++) {
      const request = malformedRequest(target, seed++, cookie)
      const answer = await send(request.method, request.pathAndQuery, request.headers, request.body)
      const bucket = `${Math.floor(answer.status / 100)}xx`
      counts[bucket] = (counts[bucket] ?? 0) + 1
      if (answer.status >= 500 || STACK_TRACE.test(answer.body))
        failures.push(
          `${target.label} seed ${seed - 1}: ${answer.status} ${answer.body.slice(0, 300)}`,
        )
    }
    report[target.label] = counts
  }
  const total = Object.values(report).reduce(
    (sum, counts) => sum + Object.values(counts).reduce((a, b) => a + b, 0),
    0,
  )
  console.log(`fuzz: ${total} malformed requests`)
  for (const [label, counts] of Object.entries(report))
    console.log(`  ${label.padEnd(40)} ${JSON.stringify(counts)}`)
  expect(failures).toEqual([])
  expect(Object.values(report).every((counts) => !counts["5xx"])).toBe(true)
})

test("the fuzzing stored no order, sign-up or mail, and sent nothing", async () => {
  // The worker polls every 200 ms: a health check after a few polls shows it idle.
  expect((await send("GET", "/healthz", {})).status).toBe(200)
  await app.stop()
  const db = new PGlite(path.join(app.dataDir, "pglite"))
  try {
    for (const table of ["orders", "order_lines", "newsletter_subscribers", "mail_outbox"]) {
      const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)
      expect(rows[0]!.n, table).toBe(0)
    }
  } finally {
    await db.close()
  }
  expect(smtp.messages).toHaveLength(0)
  expect(app.output()).not.toMatch(/"level":"error"/)
})
