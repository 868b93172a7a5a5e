// Malformed requests to every action and resource route of the production
// server. Each request is a valid one (a real order form, a real admin session,
// a real newsletter link) with at least one defect that must get it refused:
// wrong content type, JSON instead of a form, a broken multipart body, a field
// missing, repeated, sent as an array or as a file, bytes that are not UTF-8, an
// overlong value, a huge body, a missing or foreign Origin, an altered link, no
// session. On top come defects the site may accept or clean: NUL bytes and
// other control characters, bidi overrides, header injections, unknown fields,
// junk in the query string. A seeded generator picks them, so a failure replays.
//
// Every answer must be a 4xx with a clear message and no stack trace; read-only
// routes (CSV exports, health check, sitemap) may answer 2xx but never 5xx.
// Afterwards no table may have changed (a digest of every row of every table,
// taken before and after), no mail may be queued and the server log may hold
// no error and no stack trace. It prints the requests sent per route.
import nodeCrypto from "node:crypto"
import fs from "node:fs"
import http from "node:http"
import { expect, test as base } from "@playwright/test"
import { startAppServer, type AppServer } from "./support/app-server"
import { checkoutFields } from "./support/shop"
import { newTestDatabase, type TestDatabase } from "./support/test-database"

const PASSWORD = "e2e-fuzz-admin-password"
// Requests per action route; read-only routes get half as many. Each route's defects take
// turns as the first defect of a request, so every kind is sent to every route.
const PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE || 100)
const SEED = Number(process.env.FUZZ_SEED || 20261123)
const CONCURRENCY = 6
const STACK_TRACE = /\n\s+at [^\n]*:\d+:\d+|node_modules\/|\.server\.(?:ts|js)|build\/server\//

/** The running site and the real rows and sessions the requests aim at. */
type Site = {
  app: AppServer
  database: TestDatabase
  /** The admin session cookie. */
  session: string
  /** A visitor's session cookie. */
  visitor: string
  orderNumber: string
  enquiryReference: string
  accountId: number
  confirmToken: string
  unsubscribeToken: string
  alertOffToken: string
}

// The site is made once per worker (no browser: nothing here renders a page).
const test = base.extend<object, { site: Site }>({
  site: [
    async ({}, use) => {
      const database = await newTestDatabase()
      const app = await startAppServer({ DATABASE_URL: database.url, ADMIN_PASSWORD: PASSWORD })
      await use(await prepareSite(app, database))
      await app.stop()
      await database.drop()
    },
    { scope: "worker", timeout: 180_000 },
  ],
})

// ---------------------------------------------------------------- raw HTTP

type Answer = { status: number; type: string; body: string }

// A fresh connection per request: a server that answers without reading a body (405,
// 413, 411) may close its side, and so does one whose keep-alive timeout ran out; a
// reused connection would then fail the next request. No maxSockets: with a limit, Node's
// agent asks for keep-alive and reuses sockets even with `keepAlive: false` (that made
// one request in a few thousand fail with ECONNRESET or 'socket hang up' in CI). The
// workers already keep CONCURRENCY requests in flight at most.
const agent = new http.Agent({ keepAlive: false })

const HUGE = 64 * 1024

/**
 * One raw HTTP request: fetch would refuse or repair much of what is sent here
 * (bytes that are not UTF-8, duplicate Content-Type parameters, no length).
 * Status 0 stands for a connection the server closed before it answered: fair
 * only for a body over the limit, which the server refuses without reading.
 */
function send(site: Site, request: Malformed): Promise<Answer> {
  const url = new URL(site.app.url)
  const headers: Record<string, string> = { ...request.headers }
  if (request.body && !request.chunked) headers["Content-Length"] = String(request.body.length)
  const huge = (request.body?.length ?? 0) > HUGE
  return new Promise((resolve, reject) => {
    let answered = false
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers,
        // A huge body gets a connection of its own: the server answers 413 and closes it.
        agent: huge ? false : agent,
        timeout: 20_000,
      },
      (response) => {
        answered = true
        // The server echoes the client's wish: keep-alive here means a reused connection.
        if (response.headers.connection !== "close") {
          reject(new Error(`a kept-alive connection (${response.headers.connection})`))
        }
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            type: String(response.headers["content-type"] ?? ""),
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        )
        response.on("error", reject)
      },
    )
    outgoing.on("timeout", () => outgoing.destroy(new Error("no answer within 20 s")))
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      if (answered) return
      if (huge && (error.code === "EPIPE" || error.code === "ECONNRESET"))
        resolve({ status: 0, type: "", body: "" })
      else reject(error)
    })
    if (request.body) outgoing.end(request.body)
    else outgoing.end()
  })
}

// ------------------------------------------------------- seeded generator

/** mulberry32: small, fast and the same on every machine. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    int: (below: number) => Math.floor(next() * below),
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)]!
    },
    chance: (p: number) => next() < p,
  }
}
type Random = ReturnType<typeof generator>

// ------------------------------------------------------------- requests

type Encoding = "urlencoded" | "multipart"

/** A request being built: fields stay structured until the body is written. */
type Draft = {
  site: Site
  method: string
  path: string
  query: [string, string | Buffer][]
  dataRequest: boolean
  headers: Record<string, string>
  fields: [string, string | Buffer][]
  files: string[]
  encoding: Encoding
  /** Replaces the encoded fields (wrong content types, broken bodies). */
  body?: Buffer
  chunked?: boolean
  /** Set by a defect the route must refuse (every defect of an action route). */
  mustRefuse: boolean
  defects: string[]
}

type Malformed = {
  method: string
  path: string
  headers: Record<string, string>
  body?: Buffer
  chunked?: boolean
  mustRefuse: boolean
  defects: string[]
}

/** Percent-encodes text; a Buffer's bytes are encoded as they are (they may not be UTF-8). */
function encodeComponent(value: string | Buffer): string {
  if (typeof value === "string") return encodeURIComponent(value)
  return [...value].map((byte) => `%${byte.toString(16).padStart(2, "0").toUpperCase()}`).join("")
}

function finish(draft: Draft): Malformed {
  const query = draft.query.map(([k, v]) => `${encodeComponent(k)}=${encodeComponent(v)}`)
  const path = draft.dataRequest ? `${draft.path}.data` : draft.path
  const fullPath = query.length ? `${path}?${query.join("&")}` : path
  if (draft.method === "GET")
    return {
      method: "GET",
      path: fullPath,
      headers: draft.headers,
      mustRefuse: draft.mustRefuse,
      defects: draft.defects,
    }
  let body = draft.body
  const headers = { ...draft.headers }
  if (!body) {
    if (draft.encoding === "urlencoded") {
      headers["Content-Type"] ??= "application/x-www-form-urlencoded"
      body = Buffer.from(
        draft.fields.map(([k, v]) => `${encodeComponent(k)}=${encodeComponent(v)}`).join("&"),
      )
    } else {
      const boundary = "----fuzz7MA4YWxkTrZu0gW"
      headers["Content-Type"] ??= `multipart/form-data; boundary=${boundary}`
      const parts = draft.fields.map(([name, value]) =>
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
              (draft.files.includes(name)
                ? `; filename="${name}.txt"\r\nContent-Type: text/plain`
                : "") +
              "\r\n\r\n",
          ),
          Buffer.from(value),
          Buffer.from("\r\n"),
        ]),
      )
      body = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)])
    }
  }
  return {
    method: draft.method,
    path: fullPath,
    headers,
    body,
    chunked: draft.chunked,
    mustRefuse: draft.mustRefuse,
    defects: draft.defects,
  }
}

// Values for the noise: the site may accept or clean them, never fail on them.
const NOISE_VALUES = [
  "\u0000",
  "Th\u0000andi",
  "a\r\nBcc: victim@example.com",
  "\u202Egpj.exe",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  '{"__proto__":{"admin":true}}',
  "🐋".repeat(40),
  "\u0007\u001b[31mred",
  "%zz%",
  "   ",
]
const INVALID_UTF8 = [
  Buffer.from([0xff, 0xfe, 0xfd]),
  Buffer.from([0xc3, 0x28]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0x41, 0x80, 0x42]),
  Buffer.from([0xf0, 0x9f, 0x90]),
]

/** Things the site may accept or clean: added before the defects that must be refused. */
function addNoise(draft: Draft, r: Random) {
  if (r.chance(0.5) && draft.fields.length) {
    const index = r.int(draft.fields.length)
    const [name, value] = draft.fields[index]!
    if (typeof value === "string")
      draft.fields[index] = [
        name,
        r.chance(0.5) ? value + r.pick(NOISE_VALUES) : r.pick(NOISE_VALUES),
      ]
  }
  if (r.chance(0.3))
    draft.fields.push([
      r.pick(["__proto__", "constructor", "extra", "x[]", "a[b][c]", "_method", "intent2"]),
      r.pick(NOISE_VALUES),
    ])
  if (r.chance(0.25))
    draft.query.push(
      r.pick<[string, string]>([
        ["index", ""],
        ["_data", "root"],
        ["q", "\u0000"],
        ["page", "-1"],
        ["page", "1e309"],
        ["status", "bogus"],
        ["x", "y".repeat(3000)],
      ]),
    )
  if (r.chance(0.2)) draft.headers.Accept = r.pick(["application/json", "*/*", "text/x-script"])
  if (r.chance(0.5)) draft.dataRequest = true
}

type Defect = (draft: Draft, r: Random) => string

/** Defects of the form every form-reading action must refuse. */
function formDefects(fields: { required: string[]; bounded: string[] }): Defect[] {
  return [
    (d, r) => {
      const type = r.pick([
        "application/json",
        "text/plain",
        "application/xml",
        "application/x-www-form-urlencoded; charset=utf-16",
        "application/x-www-form-urlencoded; charset=iso-8859-1",
        "application/octet-stream",
        "",
      ])
      const object = Object.fromEntries(d.fields.map(([k, v]) => [k, String(v)]))
      d.body = Buffer.from(
        type.startsWith("application/x-www")
          ? new URLSearchParams(object).toString()
          : JSON.stringify(r.chance(0.5) ? object : [object, object]),
      )
      if (type) d.headers["Content-Type"] = type
      else delete d.headers["Content-Type"]
      return `content type "${type || "none"}"`
    },
    (d, r) => {
      const name = r.pick(fields.required)
      // Twice if an earlier defect removed or renamed it: one value would be a valid form.
      if (!d.fields.some(([key]) => key === name)) d.fields.push([name, "first value"])
      d.fields.push([name, r.chance(0.5) ? "second value" : ""])
      return `repeated ${name}`
    },
    (d, r) => {
      const name = r.pick(fields.required)
      d.fields = d.fields.filter(([key]) => key !== name)
      return `missing ${name}`
    },
    (d, r) => {
      const name = r.pick(fields.required)
      const suffix = r.pick(["[]", "[0]", "[a]", ".0"])
      d.fields = d.fields.map(([key, value]) => [key === name ? key + suffix : key, value])
      return `${name} as an array (${name}${suffix})`
    },
    (d, r) => {
      const name = r.pick(fields.required)
      d.encoding = "multipart"
      d.files.push(name)
      return `${name} as a file`
    },
    (d, r) => {
      const name = r.pick(fields.required)
      const index = d.fields.findIndex(([key]) => key === name)
      const bytes = r.pick(INVALID_UTF8)
      const before = String(d.fields[index]?.[1] ?? "")
      d.fields[index] = [name, Buffer.concat([Buffer.from(before), bytes])]
      if (r.chance(0.3)) d.encoding = "multipart"
      return `invalid UTF-8 in ${name} (${d.encoding})`
    },
    (d, r) => {
      const name = r.pick(fields.bounded)
      const index = d.fields.findIndex(([key]) => key === name)
      // Longer than any field's limit (the longest, an enquiry's notes, is 5,000).
      d.fields[index] = [name, "x".repeat(r.pick([5_001, 20_000, 60_000]))]
      return `overlong ${name}`
    },
    (d, r) => {
      d.encoding = "multipart"
      const boundary = "fuzz"
      d.headers["Content-Type"] = r.pick([
        "multipart/form-data",
        "multipart/form-data; boundary=",
        `multipart/form-data; boundary=${boundary}`,
        "multipart/form-data; boundary=other",
      ])
      d.body = Buffer.from(
        r.pick([
          `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\nunterminated`,
          `--${boundary}\r\ngarbage without headers`,
          "",
          `--${boundary}--`,
          `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--${boundary}--\r\n`,
        ]),
      )
      return "broken multipart body"
    },
    (d, r) => {
      d.body = Buffer.alloc(r.pick([64 * 1024 + 1, 200 * 1024, 1024 * 1024]), "a")
      return `huge body (${d.body.length} bytes)`
    },
    (d) => {
      d.body = Buffer.from(`${fields.required[0]}=${"z".repeat(1000)}`)
      d.chunked = true
      return "chunked body without Content-Length"
    },
    methodDefect,
    ...originDefects(),
  ]
}

/** A method the site does not answer, or a POST to a route that has no action. */
const methodDefect: Defect = (d, r) => {
  d.method =
    d.method === "GET" ? r.pick(["POST", "PUT", "DELETE"]) : r.pick(["PUT", "DELETE", "PATCH"])
  d.mustRefuse = true
  return `method ${d.method}`
}

/** A route parameter (order number, enquiry reference) that names nothing or is not text. */
const pathParamDefect: Defect = (d, r) => {
  const value = r.pick([
    "%FF",
    "%00",
    "%E0%A4",
    "..%2F..%2Fetc%2Fpasswd",
    "9".repeat(500),
    "%20",
    "ENQ-0",
    "COA-%0D%0A",
  ])
  d.path = d.path.replace(/[^/]+$/, value)
  return `path parameter ${value.slice(0, 20)}`
}

function originDefects(): Defect[] {
  return [
    (d, r) => {
      const origin = r.pick([
        "",
        "null",
        "https://evil.example",
        d.site.app.url.replace("127.0.0.1", "localhost"),
        `${d.site.app.url}/`,
        d.site.app.url.replace("http:", "https:"),
      ])
      if (origin) d.headers.Origin = origin
      else delete d.headers.Origin
      return `Origin "${origin || "missing"}"`
    },
  ]
}

function sessionDefects(): Defect[] {
  return [
    (d, r) => {
      const session = d.site.session
      const cookie = r.pick([
        "",
        "coa_admin=",
        `${session}x`,
        // A change to the signature's first character. Its last one has two spare bits in
        // base64: an "A" made "B" there decodes to the same signature, so in about one run
        // of 16 the "altered" cookie was still the valid one.
        session.replace(
          /\.([^.])([^.]*)$/,
          (_, c: string, rest: string) => `.${c === "A" ? "B" : "A"}${rest}`,
        ),
        "coa_admin=%00",
      ])
      if (cookie) d.headers.Cookie = cookie
      else delete d.headers.Cookie
      return `session cookie "${cookie.slice(0, 20) || "missing"}"`
    },
  ]
}

/** A visitor session cookie that is missing, empty, forged or not a token. */
function visitorSessionDefects(): Defect[] {
  return [
    (d, r) => {
      const token = d.site.visitor.split("=")[1] ?? ""
      const cookie = r.pick([
        "",
        "coa_session=",
        `coa_session=${"A".repeat(43)}`,
        `coa_session=${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`,
        `coa_session=${token}x`,
        "coa_session=%00",
      ])
      if (cookie) d.headers.Cookie = cookie
      else delete d.headers.Cookie
      return `visitor cookie "${cookie.slice(0, 20) || "missing"}"`
    },
  ]
}

/** Defects of a signed link's token (confirm, unsubscribe). */
function tokenDefects(token: () => string): Defect[] {
  const set = (d: Draft, value: string | undefined) => {
    d.query = d.query.filter(([key]) => key !== "token")
    if (value !== undefined) d.query.unshift(["token", value])
  }
  return [
    (d) => (set(d, undefined), "no token"),
    (d, r) => {
      const t = token()
      set(d, t.slice(0, r.int(t.length)))
      return "truncated token"
    },
    (d, r) => {
      const t = token()
      const at = r.int(t.length)
      set(d, t.slice(0, at) + (t[at] === "A" ? "B" : "A") + t.slice(at + 1))
      return "altered token"
    },
    (d) => (set(d, `${token()}\u0000`), "token with NUL"),
    (d, r) => (set(d, token() + "A".repeat(r.pick([200, 5000]))), "overlong token"),
    (d) => {
      set(d, token())
      d.query.push(["token", token()])
      return "token sent twice"
    },
    (d) => {
      set(d, undefined)
      d.query.unshift(["token[]", token()])
      return "token as an array"
    },
  ]
}

// ----------------------------------------------------------------- routes

type Target = {
  label: string
  /** Read-only routes answer any query; they must never fail, but may answer 2xx. */
  readOnly?: boolean
  base: (r: Random) => Draft
  defects: Defect[]
}

const FAVOURITE_CAMERA = "fuzz-cove"

function newDraft(
  site: Site,
  method: "GET" | "POST",
  path: string,
  fields: [string, string][] = [],
): Draft {
  return {
    site,
    method,
    path,
    query: [],
    dataRequest: false,
    headers: method === "POST" ? { Origin: site.app.url } : {},
    fields,
    files: [],
    encoding: "urlencoded",
    mustRefuse: false,
    defects: [],
  }
}

function uuid(r: Random) {
  const hex = () => r.int(16).toString(16)
  const part = (n: number) => Array.from({ length: n }, hex).join("")
  return `${part(8)}-${part(4)}-4${part(3)}-a${part(3)}-${part(12)}`
}

const CHECKOUT_REQUIRED = [
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

function targets(site: Site): Target[] {
  const draft = (method: "GET" | "POST", path: string, fields: [string, string][] = []) =>
    newDraft(site, method, path, fields)
  const signedIn = (d: Draft) => ((d.headers.Cookie = site.session), d)
  const asVisitor = (d: Draft) => ((d.headers.Cookie = site.visitor), d)
  const checkout = (r: Random) =>
    draft("POST", "/checkout", Object.entries(checkoutFields({ idempotencyKey: uuid(r) })))
  const enquiry = (r: Random) =>
    draft("POST", "/business/enquiry", [
      ["idempotencyKey", uuid(r)],
      ["service", "installation"],
      ["name", "Sipho Dlamini"],
      ["email", "sipho@example.com"],
      ["message", "A camera for our dive school in Simon's Town."],
    ])
  const link = (path: string, method: "GET" | "POST", token: () => string) => () => {
    const d = draft(method, path, method === "POST" ? [["List-Unsubscribe", "One-Click"]] : [])
    // The one-click POST of a mail program comes without an Origin.
    delete d.headers.Origin
    d.query.push(["token", token()])
    return d
  }
  const get = (path: string) => () => draft("GET", path)
  return [
    {
      label: "POST /checkout",
      base: checkout,
      defects: formDefects({ required: CHECKOUT_REQUIRED, bounded: CHECKOUT_REQUIRED }),
    },
    {
      label: "POST /newsletter",
      base: () => draft("POST", "/newsletter", [["email", "new.reader@example.com"]]),
      defects: formDefects({ required: ["email"], bounded: ["email"] }),
    },
    {
      label: "POST /business/enquiry",
      base: enquiry,
      defects: formDefects({
        required: ["idempotencyKey", "service", "name", "email", "message"],
        bounded: ["name", "email", "message", "idempotencyKey"],
      }),
    },
    // The links the site mails, as a browser opens them and as a mail program posts them.
    ...[
      { path: "/newsletter/confirm", token: site.confirmToken, oneClick: false },
      { path: "/newsletter/unsubscribe", token: site.unsubscribeToken, oneClick: true },
      { path: "/alerts/unsubscribe", token: site.alertOffToken, oneClick: true },
    ].flatMap(({ path, token, oneClick }) =>
      (["GET", "POST"] as const).map((method): Target => ({
        label: `${method} ${path}${method === "POST" && oneClick ? " (one-click)" : ""}`,
        base: link(path, method, () => token),
        defects: tokenDefects(() => token),
      })),
    ),
    {
      // Signed out, a valid add only leads to sign-in; every defect must be refused.
      label: "POST /favourites",
      base: (r) =>
        draft("POST", "/favourites", [
          ["intent", r.pick(["add", "remove", "alert-on", "alert-off"])],
          ["camera", FAVOURITE_CAMERA],
        ]),
      defects: [
        ...formDefects({ required: ["intent", "camera"], bounded: ["intent", "camera"] }),
        ...originDefects(),
      ],
    },
    {
      label: "POST /premium",
      base: () => draft("POST", "/premium", []),
      defects: [...originDefects()],
    },
    {
      label: "POST /admin/cache (login)",
      base: () =>
        draft("POST", "/admin/cache", [
          ["intent", "login"],
          ["password", PASSWORD],
          ["next", "/admin/orders"],
        ]),
      defects: formDefects({ required: ["intent", "password"], bounded: ["password", "next"] }),
    },
    {
      label: "POST /admin/cache (clear, refresh)",
      base: (r) =>
        signedIn(draft("POST", "/admin/cache", [["intent", r.pick(["clear", "refresh"])]])),
      defects: [...formDefects({ required: ["intent"], bounded: ["intent"] }), ...sessionDefects()],
    },
    {
      label: "POST /admin/orders/:orderNumber",
      base: (r) =>
        signedIn(
          draft("POST", `/admin/orders/${site.orderNumber}`, [
            ["status", r.pick(["paid", "cancelled"])],
          ]),
        ),
      defects: [...formDefects({ required: ["status"], bounded: ["status"] }), ...sessionDefects()],
    },
    {
      label: "POST /admin/enquiries/:id (status)",
      base: (r) =>
        signedIn(
          draft("POST", `/admin/enquiries/${site.enquiryReference}`, [
            ["intent", "status"],
            ["status", r.pick(["contacted", "lost"])],
          ]),
        ),
      defects: [...formDefects({ required: ["status"], bounded: ["status"] }), ...sessionDefects()],
    },
    {
      label: "POST /admin/enquiries/:id (notes)",
      base: () =>
        signedIn(
          draft("POST", `/admin/enquiries/${site.enquiryReference}`, [
            ["intent", "notes"],
            ["notes", "Called back on Monday."],
          ]),
        ),
      // Without "notes" as its intent the post asks for a status change, and has no status.
      defects: [
        ...formDefects({ required: ["intent", "notes"], bounded: ["intent", "notes"] }),
        ...sessionDefects(),
        pathParamDefect,
        pathParamDefect,
        pathParamDefect,
      ],
    },
    {
      label: "POST /admin/outbox (retry)",
      base: () =>
        signedIn(
          draft("POST", "/admin/outbox", [
            ["intent", "retry"],
            ["id", "1"],
          ]),
        ),
      defects: [
        ...formDefects({ required: ["intent", "id"], bounded: ["intent", "id"] }),
        ...sessionDefects(),
      ],
    },
    {
      label: "POST /admin/subscribers (erase)",
      base: () =>
        signedIn(draft("POST", "/admin/subscribers", [["email", "someone.else@example.com"]])),
      defects: [...formDefects({ required: ["email"], bounded: ["email"] }), ...sessionDefects()],
    },
    {
      label: "POST /admin/logout",
      base: () => signedIn(draft("POST", "/admin/logout", [["intent", "logout"]])),
      defects: [...originDefects(), ...sessionDefects()],
    },
    {
      label: "POST /sign-in (ask for a code)",
      base: () =>
        draft("POST", "/sign-in", [
          ["intent", "request-code"],
          ["email", "new.visitor@example.com"],
          ["next", "/account"],
        ]),
      defects: formDefects({ required: ["intent", "email"], bounded: ["email"] }),
    },
    {
      label: "POST /sign-in (enter the code)",
      base: (r) =>
        draft("POST", "/sign-in", [
          ["intent", "check-code"],
          ["email", "fuzz.visitor@example.com"],
          ["code", String(r.int(1_000_000)).padStart(6, "0")],
        ]),
      defects: formDefects({ required: ["intent", "email", "code"], bounded: ["email", "code"] }),
    },
    // The signed-in visitor's forms.
    ...[
      {
        label: "POST /sign-in/welcome (newsletter)",
        path: "/sign-in/welcome",
        fields: (): [string, string][] => [
          ["intent", "continue"],
          ["newsletter", "yes"],
        ],
      },
      {
        label: "POST /account (sign out)",
        path: "/account",
        fields: (r: Random): [string, string][] => [
          ["intent", r.pick(["sign-out", "sign-out-everywhere"])],
        ],
      },
      {
        label: "POST /account/delete",
        path: "/account/delete",
        fields: (): [string, string][] => [["intent", "delete"]],
      },
    ].map(({ label, path, fields }): Target => ({
      label,
      base: (r) => asVisitor(draft("POST", path, fields(r))),
      defects: [
        ...formDefects({ required: ["intent"], bounded: ["intent"] }),
        ...visitorSessionDefects(),
      ],
    })),
    {
      label: "POST /admin/accounts/:id (erase)",
      base: () =>
        signedIn(draft("POST", `/admin/accounts/${site.accountId}`, [["intent", "erase"]])),
      defects: [
        ...formDefects({ required: ["intent"], bounded: ["intent"] }),
        ...sessionDefects(),
        pathParamDefect,
      ],
    },
    {
      label: "GET /account/data",
      readOnly: true,
      base: () => asVisitor(draft("GET", "/account/data")),
      defects: [queryDefect, ...visitorSessionDefects()],
    },
    ...[
      "/admin/accounts",
      "/admin/orders.csv",
      "/admin/enquiries.csv",
      "/admin/subscribers.csv",
      "/admin/orders",
      "/admin/enquiries",
      "/admin/subscribers",
      "/admin/outbox",
      "/admin/waitlist",
      "/admin/waitlist.csv",
    ].map((path): Target => ({
      label: `GET ${path}`,
      readOnly: true,
      base: () => signedIn(draft("GET", path)),
      defects: [queryDefect, ...sessionDefects()],
    })),
    ...["/healthz", "/robots.txt", "/sitemap.xml", "/business/brochure.pdf"].map(
      (path): Target => ({
        label: `GET ${path}`,
        readOnly: true,
        base: get(path),
        defects: [queryDefect, queryDefect, methodDefect],
      }),
    ),
  ]
}

/** Junk in the query string of a read-only route. */
const queryDefect: Defect = (d, r) => {
  const [name, value] = r.pick<[string, string | Buffer]>([
    ["q", INVALID_UTF8[0]!],
    ["q", "x".repeat(5000)],
    ["q", "\u0000"],
    ["q", "=cmd|' /C calc'!A0"],
    ["status", "bogus"],
    ["status", ""],
    ["page", "-1"],
    ["page", "99999999999999999999"],
    ["page", "NaN"],
    ["mail", "1e309"],
    ["mail", "-5"],
    ["from", "2026-13-45"],
    ["to", "yesterday"],
  ])
  d.query.push([name, value])
  if (r.chance(0.3)) d.query.push([name, "again"])
  return `query ${name}`
}

/** The `index`th request to `target`: its first defect is the target's defects in turn. */
function malformedRequest(target: Target, seed: number, index: number): Malformed {
  const r = generator(seed)
  const d = target.base(r)
  d.mustRefuse = !target.readOnly
  addNoise(d, r)
  d.defects.push(target.defects[index % target.defects.length]!(d, r))
  if (r.chance(0.3)) d.defects.push(r.pick(target.defects)(d, r))
  return finish(d)
}

// ------------------------------------------------------------- database

/** A digest of every row of every table: any insert, update or delete changes it. */
async function snapshot(db: TestDatabase): Promise<Record<string, string>> {
  const tables = await db.rows<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  )
  const result: Record<string, string> = {}
  for (const { name } of tables) {
    const rows = await db.rows<{ n: number; digest: string | null }>(
      `select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest from "${name}" t`,
    )
    result[name] = `${rows[0]!.n} rows ${rows[0]!.digest ?? "-"}`
  }
  return result
}

// ------------------------------------------------------------------ setup

/** Real rows for the admin actions to aim at (an order, an enquiry, a sign-up), and sessions. */
async function prepareSite(app: AppServer, database: TestDatabase): Promise<Site> {
  const db = database.pool
  const post = (path: string, fields: Record<string, string>, cookie?: string) =>
    fetch(`${app.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        Origin: app.url,
        "Content-Type": "application/x-www-form-urlencoded",
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams(fields),
    })

  const order = await post("/checkout.data", checkoutFields())
  expect(order.status).toBe(200)
  const orderNumber = /COA-[\w-]+/.exec(await order.text())![0]
  const enquiry = await post("/business/enquiry.data", {
    idempotencyKey: crypto.randomUUID(),
    service: "installation",
    name: "Sipho Dlamini",
    email: "sipho@example.com",
    message: "A camera for our dive school in Simon's Town.",
  })
  expect(enquiry.status).toBe(200)
  const enquiryReference = /ENQ-\d+/.exec(await enquiry.text())![0]
  expect((await post("/newsletter.data", { email: "reader@example.com" })).status).toBe(200)
  // The sign-up's mail is queued just after the answer (it must not show in its timing).
  const mailQuery =
    "select text_body || ' ' || coalesce(headers::text, '') as text from mail_outbox where to_address = 'reader@example.com'"
  await expect.poll(async () => (await db.query(mailQuery)).rowCount).toBe(1)
  const { rows } = await db.query<{ text: string }>(mailQuery)
  const tokenOf = (path: string) =>
    decodeURIComponent(new RegExp(`${path}\\?token=([^\\s&"]+)`).exec(rows[0]!.text)![1]!)
  const confirmToken = tokenOf("/newsletter/confirm")
  const unsubscribeToken = tokenOf("/newsletter/unsubscribe")

  // A signed-in visitor, through the code in the queued mail (no SMTP here).
  const visitorEmail = "fuzz.visitor@example.com"
  expect((await post("/sign-in", { intent: "request-code", email: visitorEmail })).status).toBe(200)
  const { rows: codeMails } = await db.query<{ subject: string }>(
    "select subject from mail_outbox where to_address = $1",
    [visitorEmail],
  )
  const code = /(\d{6})$/.exec(codeMails[0]!.subject)![1]!
  const signIn = await post("/sign-in", { intent: "check-code", email: visitorEmail, code })
  expect(signIn.status).toBe(302)
  const visitor = signIn.headers.get("set-cookie")!.split(";")[0]!
  const { rows: accountRows } = await db.query<{ id: number }>(
    "select id from accounts where email = $1",
    [visitorEmail],
  )
  const accountId = accountRows[0]!.id
  // A go-live alert to switch off: a camera, an account with it as a favourite, and the
  // link the site would mail (signed with the site's alert key).
  await db.query(
    "insert into app_secrets (name, value) values ('alert_link_key', $1) on conflict do nothing",
    [nodeCrypto.randomBytes(32).toString("base64url")],
  )
  const key = await db.query<{ value: string }>(
    "select value from app_secrets where name = 'alert_link_key'",
  )
  const camera = await db.query<{ id: number }>(
    "insert into cameras (slug, title_key, broadcast_title, video_id, is_live, last_live_at) values ($1, 'fuzz cove', 'Fuzz Cove', 'fuzz-video', false, now()) returning id",
    [FAVOURITE_CAMERA],
  )
  const account = await db.query<{ id: number }>(
    "insert into accounts (email) values ('fan@example.com') returning id",
  )
  const [fanId, cameraId] = [account.rows[0]!.id, camera.rows[0]!.id]
  await db.query("insert into favourites (account_id, camera_id, alert) values ($1, $2, true)", [
    fanId,
    cameraId,
  ])
  const signature = nodeCrypto
    .createHmac("sha256", Buffer.from(key.rows[0]!.value, "base64url"))
    .update(["alert-off", fanId, cameraId].join("\n"))
    .digest("base64url")
  const alertOffToken = `${fanId}.${cameraId}.${signature}`

  const login = await post("/admin/cache", { intent: "login", password: PASSWORD })
  expect(login.status).toBe(302)
  const session = login.headers.get("set-cookie")!.split(";")[0]!
  return {
    app,
    database,
    session,
    visitor,
    orderNumber,
    enquiryReference,
    accountId,
    confirmToken,
    unsubscribeToken,
    alertOffToken,
  }
}

// ------------------------------------------------------------------- test

test("malformed requests to every action and resource route: 4xx with a message, nothing stored, nothing sent", async ({
  site,
}) => {
  test.setTimeout(5 * 60_000)
  const { app, database } = site
  const before = await snapshot(database)
  const logBefore = app.output().length
  const started = Date.now()

  const report: { label: string; sent: number; statuses: Record<number, number> }[] = []
  const failures: string[] = []
  let serverErrors = 0
  let seed = SEED
  for (const target of targets(site)) {
    const statuses: Record<number, number> = {}
    const count = Math.max(
      target.defects.length,
      target.readOnly ? Math.ceil(PER_ROUTE / 2) : PER_ROUTE,
    )
    const requests = Array.from({ length: count }, () => seed++)
    let next = 0
    const worker = async () => {
      while (next < requests.length) {
        const index = next++
        const requestSeed = requests[index]!
        const request = malformedRequest(target, requestSeed, index)
        let answer: Answer
        try {
          answer = await send(site, request)
        } catch (error) {
          failures.push(
            `${target.label} (seed ${requestSeed}: ${request.defects.join(", ")}): ${String(error)}`,
          )
          continue
        }
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
        const problem =
          answer.status === 0
            ? undefined // a huge body cut off by the server (see send)
            : answer.status >= 500
              ? "server error"
              : STACK_TRACE.test(answer.body)
                ? "stack trace in the answer"
                : request.mustRefuse && answer.status < 400
                  ? "not refused"
                  : answer.status >= 400 && !hasClearMessage(answer)
                    ? "no clear message"
                    : undefined
        if (answer.status >= 500) serverErrors++
        if (problem)
          failures.push(
            `${target.label} (seed ${requestSeed}: ${request.defects.join(", ")}): ${problem}, ` +
              `${answer.status} ${answer.body.slice(0, 200).replace(/\s+/g, " ")}`,
          )
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    report.push({ label: target.label, sent: requests.length, statuses })
  }
  const seconds = (Date.now() - started) / 1000

  const total = report.reduce((sum, row) => sum + row.sent, 0)
  console.log(
    `fuzz (seed ${SEED}): ${total} malformed requests to ${report.length} routes in ${seconds.toFixed(1)} s, ${serverErrors} server errors`,
  )
  for (const row of report)
    console.log(
      `  ${row.label.padEnd(42)} ${String(row.sent).padStart(4)}  ${JSON.stringify(row.statuses)}`,
    )

  if (process.env.FUZZ_FAILURES) {
    fs.writeFileSync(process.env.FUZZ_FAILURES, failures.join("\n"))
    fs.writeFileSync(`${process.env.FUZZ_FAILURES}.server.log`, app.output())
  }
  expect(failures.slice(0, 20), `${failures.length} bad answers`).toEqual([])
  expect(serverErrors).toBe(0)

  // Nothing stored, changed or queued (mail_outbox is one of the tables).
  expect(await snapshot(database)).toEqual(before)
  const log = app.output().slice(logBefore)
  expect(log).not.toMatch(/"level":"error"/)
  expect(log).not.toMatch(STACK_TRACE)
})

// The messages the site refuses with: each 4xx answer must carry one of them.
const CLEAR_MESSAGE = new RegExp(
  [
    "Please send the form",
    "Method not allowed",
    "did not come from this site",
    "only answers GET",
    "Please ",
    "Please check your order",
    "Please send the form in UTF-8",
    "not valid UTF-8",
    "could not be read",
    "was sent more than once",
    "must be text, not a file",
    "was given more than once",
    "is too long",
    "Cross-origin request refused",
    "Request too large",
    "Length Required",
    "is required",
    "must be at most",
    "Please enter",
    "valid email",
    "Unknown action",
    "Unknown status",
    "Incorrect password",
    "This link is not valid",
    "Please log in",
    "log in",
    "Enter the e-mail address",
    "Notes are missing",
    "not found",
  ].join("|"),
  "i",
)

/** For a page, the message must be in what a person sees, not only in the hydration data. */
function hasClearMessage(answer: Answer) {
  const text = answer.type.startsWith("text/html")
    ? answer.body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    : answer.body
  return CLEAR_MESSAGE.test(text)
}
