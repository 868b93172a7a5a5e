// `npm run bench:load`: load on the production server, in two configurations:
// one process on the embedded database (PGlite), and two processes on one
// PostgreSQL server (a throwaway one from scripts/postgres-throwaway.sh, the
// connections split evenly between the processes as a load balancer would).
// BENCH_CONNECTIONS (50) connections for BENCH_DURATION_SECONDS (60) ask for /,
// /cameras, /highlights and /merchandise, place orders (some of them sent again
// with the same idempotency key, as a browser retrying would) and sign up for
// the newsletter with new addresses. Video data comes from the local API fake
// (dev/youtube-fake.js), so no network is needed.
//
// Prints requests per second, latency (p50, p99), errors (any answer but 2xx/3xx,
// timeouts, socket errors), and then checks in the database that every
// acknowledged order and sign-up is stored exactly once, with its mails: the
// "lost" and "duplicated" figures. Exits 1 unless errors, lost and duplicated
// are all 0.
//
// Options (environment): BENCH_DURATION_SECONDS (60; e.g. 5 for a smoke run),
// BENCH_CONNECTIONS (50), BENCH_CONFIGS ("pglite,postgres"), BUILD_DIR.
import { execFileSync, spawn, spawnSync } from "node:child_process"
import { randomUUID } from "node:crypto"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { PGlite } from "@electric-sql/pglite"
import autocannon from "autocannon"
import pg from "pg"
import { decode } from "turbo-stream"
import { stateOfBuild } from "../server/build-state.js"
import { startYouTubeFake } from "../dev/youtube-fake.js"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const DURATION_SECONDS = positiveNumber("BENCH_DURATION_SECONDS", 60)
const CONNECTIONS = positiveNumber("BENCH_CONNECTIONS", 50)
const CONFIGS = (process.env.BENCH_CONFIGS || "pglite,postgres")
  .split(",")
  .map((name) => name.trim())
  .filter(Boolean)
const API_KEY = "bench-load-key"
// A request without an answer by then counts as an error (a timeout); the latency figures show how
// long the answered ones took.
const TIMEOUT_SECONDS = 30
const PAGES = ["/", "/cameras", "/highlights", "/merchandise"]
// Every request of the run is one of these, in this proportion: 14 pages, 4 orders
// (every fifth of them a retry of an acknowledged one) and 2 sign-ups in 20.
const MIX = [
  ...Array.from({ length: 14 }, (_, i) => PAGES[i % PAGES.length]),
  "checkout",
  "checkout",
  "checkout",
  "checkout",
  "newsletter",
  "newsletter",
]
// All requests come from one address: the checkout and newsletter limits (per
// client and for everyone) are raised through their settings for the run.
const RAISED_LIMIT = "1000000"
const RATE_LIMIT_ENV = {
  RATE_LIMIT_CHECKOUT_PER_CLIENT: RAISED_LIMIT,
  RATE_LIMIT_CHECKOUT_GLOBAL: RAISED_LIMIT,
  // Every fifth checkout is sent again with its key: more repeats than a person makes.
  RATE_LIMIT_CHECKOUT_REPLAYS: RAISED_LIMIT,
  RATE_LIMIT_NEWSLETTER_PER_CLIENT: RAISED_LIMIT,
  RATE_LIMIT_NEWSLETTER_GLOBAL: RAISED_LIMIT,
}

function positiveNumber(name, fallback) {
  const value = Number(process.env[name] || fallback)
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`)
  return value
}

function say(line = "") {
  process.stdout.write(`${line}\n`)
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function ensureBuild() {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build")
  const state = stateOfBuild({ root, serverBuild: path.join(buildDir, "server/index.js") })
  if (state === "current") return
  say(`Build ${state}: building once (react-router build)...`)
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"],
    { cwd: root, stdio: ["ignore", "ignore", "inherit"] },
  )
  if (result.status !== 0) throw new Error("the production build failed")
}

/** One production server process (`node server/start.js`), its log in `logFile`. */
async function startServer(env, logFile) {
  const port = await freePort()
  const log = fs.openSync(logFile, "a")
  const childEnv = { ...process.env, ...env, PORT: String(port), NODE_ENV: "production" }
  delete childEnv.npm_lifecycle_event // serve the build as it is; ensureBuild made it current
  const child = spawn(process.execPath, ["server/start.js"], {
    cwd: root,
    env: childEnv,
    stdio: ["ignore", log, log],
  })
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited (${child.exitCode}), see ${logFile}`)
    if (Date.now() > deadline) throw new Error(`server did not start, see ${logFile}`)
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
    /** SIGTERM, as a process manager stops it; resolves with the exit code. */
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM")
      const code = await Promise.race([
        exited,
        new Promise((resolve) => setTimeout(() => resolve("timeout"), 45_000)),
      ])
      if (code === "timeout") child.kill("SIGKILL")
      fs.closeSync(log)
      return code
    },
  }
}

// React Router's single-fetch answers are turbo-stream (version 2 of the format, which
// React Router carries inside itself); the action's data is under `data`.
async function decodeActionData(text) {
  const decoded = await decode(new Blob([text]).stream())
  await decoded.done
  return decoded.value?.data
}

/** What one run sent and what the site acknowledged. */
function createLedger() {
  return {
    sent: { page: 0, checkout: 0, retry: 0, newsletter: 0 },
    /** idempotency key -> order number, for every order answered with ok */
    orders: new Map(),
    /** the same keys in the order they were acknowledged, for retries to pick from */
    orderKeys: [],
    /** addresses whose sign-up was answered with ok */
    signUps: new Set(),
    /** retries answered with another order number than the first answer's */
    retriesWithNewOrder: 0,
    /** answers with a status other than 2xx/3xx, by status */
    badStatus: new Map(),
    /** 200 answers of a form that did not say ok */
    notOk: 0,
    /** answers still being decoded */
    decoding: [],
  }
}

function requestMix(ledger) {
  let turn = 0
  let checkouts = 0
  return {
    setupRequest(request, context) {
      const kind = MIX[turn++ % MIX.length]
      const origin = `http://${request.host}`
      context.kind = kind.startsWith("/") ? "page" : kind
      if (kind.startsWith("/")) {
        ledger.sent.page++
        return { ...request, method: "GET", path: kind, headers: {}, body: undefined }
      }
      const form = { "content-type": "application/x-www-form-urlencoded", origin }
      if (kind === "newsletter") {
        const email = `reader-${randomUUID()}@example.com`
        context.email = email
        ledger.sent.newsletter++
        return {
          ...request,
          method: "POST",
          path: "/newsletter.data",
          headers: form,
          body: new URLSearchParams({ email }).toString(),
        }
      }
      checkouts++
      const acknowledged = ledger.orderKeys
      const retry = checkouts % 5 === 0 && acknowledged.length > 0
      const key = retry ? acknowledged[checkouts % acknowledged.length] : randomUUID()
      context.kind = retry ? "retry" : "checkout"
      context.key = key
      ledger.sent[context.kind]++
      return {
        ...request,
        method: "POST",
        path: "/checkout.data",
        headers: form,
        body: new URLSearchParams({
          email: `buyer-${key.slice(0, 8)}@example.com`,
          firstName: "Load",
          lastName: "Test",
          address: "1 Beach Road",
          city: "Muizenberg",
          postalCode: "7945",
          country: "South Africa",
          items: JSON.stringify([{ id: 1, size: "M", quantity: 1 + (checkouts % 3) }]),
          idempotencyKey: key,
        }).toString(),
      }
    },
    onResponse(status, body, context) {
      if (status < 200 || status >= 400) {
        const label = `${context.kind} ${status}`
        ledger.badStatus.set(label, (ledger.badStatus.get(label) ?? 0) + 1)
        return
      }
      if (context.kind === "page") return
      // Decoding is asynchronous; the run waits for every pending one before it checks.
      ledger.decoding.push(
        decodeActionData(body).then(
          (answer) => record(answer, context),
          () => record(undefined, context),
        ),
      )
    },
  }

  function record(answer, context) {
    if (!answer?.ok) {
      ledger.notOk++
      return
    }
    if (context.kind === "newsletter") {
      ledger.signUps.add(context.email)
      return
    }
    const orderNumber = answer.order?.orderNumber
    const first = ledger.orders.get(context.key)
    if (context.kind === "retry" && first !== undefined && first !== orderNumber)
      ledger.retriesWithNewOrder++
    if (first === undefined) {
      ledger.orders.set(context.key, orderNumber)
      ledger.orderKeys.push(context.key)
    }
  }
}

async function runLoad(urls, ledger) {
  // Each page once per process first, so the video cache is filled (as on a site
  // that has had a visitor) and the run measures the steady state.
  for (const url of urls) {
    for (const page of PAGES) {
      const response = await fetch(`${url}${page}`)
      await response.text()
      if (!response.ok) throw new Error(`warm-up: ${url}${page} answered ${response.status}`)
    }
  }
  const mix = requestMix(ledger)
  return autocannon({
    url: urls,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    timeout: TIMEOUT_SECONDS,
    requests: [mix],
  })
}

/** Runs `sql` on the stored data: PGlite (server stopped) or PostgreSQL. */
async function openDatabase({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    return { query: async (sql) => (await client.query(sql)).rows, close: () => client.end() }
  }
  const db = new PGlite(path.join(dataDir, "pglite"))
  return { query: async (sql) => (await db.query(sql)).rows, close: () => db.close() }
}

/** Every acknowledged order and sign-up, looked up in the database. */
async function checkStored(database, ledger) {
  const db = await openDatabase(database)
  try {
    // Grouped in the database and joined here: a correlated subquery per row is slow on PGlite.
    const countsBy = async (sql) =>
      new Map((await db.query(sql)).map((row) => [String(row.key), Number(row.n)]))
    const orders = await db.query(
      "select idempotency_key as key, order_number as number, id from orders",
    )
    const linesByOrder = await countsBy(
      "select order_id as key, count(*) as n from order_lines group by order_id",
    )
    const mailsByOrder = await countsBy(
      "select order_id as key, count(*) as n from mail_outbox where order_id is not null group by order_id",
    )
    const ordersByKey = new Map()
    for (const order of orders) {
      order.lines = linesByOrder.get(String(order.id)) ?? 0
      order.mails = mailsByOrder.get(String(order.id)) ?? 0
      const same = ordersByKey.get(order.key) ?? []
      same.push(order)
      ordersByKey.set(order.key, same)
    }
    const signUps = await db.query(
      "select lower(email) as email, count(*) as n from newsletter_subscribers group by lower(email)",
    )
    const confirmMails = await countsBy(
      "select lower(to_address) as key, count(*) as n from mail_outbox where kind = 'newsletter_confirm' group by lower(to_address)",
    )
    const signUpsByEmail = new Map(
      signUps.map((row) => [
        row.email,
        { rows: Number(row.n), mails: confirmMails.get(row.email) ?? 0 },
      ]),
    )

    const result = {
      orders: { acknowledged: ledger.orders.size, stored: orders.length, lost: 0, duplicated: 0 },
      signUps: {
        acknowledged: ledger.signUps.size,
        stored: signUps.length,
        lost: 0,
        duplicated: 0,
      },
      incomplete: 0,
    }
    for (const [key, orderNumber] of ledger.orders) {
      const stored = ordersByKey.get(key) ?? []
      if (stored.length === 0) result.orders.lost++
      else if (stored.length > 1) result.orders.duplicated++
      else if (stored[0].number !== orderNumber) result.orders.lost++
    }
    // An order stored without its line or its two mails (customer and shop) is not
    // whole; more than two mails for one order would send one twice.
    for (const order of orders) {
      if (order.lines !== 1 || order.mails < 2) result.incomplete++
      if (order.mails > 2) result.orders.duplicated++
    }
    result.orders.duplicated += ledger.retriesWithNewOrder
    for (const email of ledger.signUps) {
      const stored = signUpsByEmail.get(email.toLowerCase())
      if (!stored) result.signUps.lost++
      else if (stored.rows > 1 || stored.mails > 1) result.signUps.duplicated++
      else if (stored.mails === 0) result.incomplete++
    }
    return result
  } finally {
    await db.close()
  }
}

async function runConfiguration(name, workDir, fake) {
  const youtube = {
    YOUTUBE_API_KEY: API_KEY,
    YOUTUBE_API_BASE_URL: fake.baseUrl,
    YOUTUBE_CHANNEL_ID: fake.channelId,
    ADMIN_PASSWORD: `bench-${randomUUID()}`,
    ...RATE_LIMIT_ENV,
  }
  const logFile = (n) => path.join(workDir, `${name}-${n}.log`)
  let postgres
  let servers = []
  let database
  try {
    if (name === "pglite") {
      const dataDir = path.join(workDir, "pglite-data")
      database = { dataDir }
      servers = [await startServer({ ...youtube, DATA_DIR: dataDir }, logFile(1))]
    } else {
      const started = execFileSync(
        "bash",
        [path.join(root, "scripts/postgres-throwaway.sh"), "start"],
        {
          encoding: "utf8",
        },
      ).trim()
      const [dir, url] = started.split(" ")
      postgres = dir
      database = { databaseUrl: url }
      // Both at once, on a fresh database: they meet at the migrations.
      servers = await Promise.all(
        [1, 2].map((n) =>
          startServer(
            { ...youtube, DATABASE_URL: url, DATA_DIR: path.join(workDir, `postgres-data-${n}`) },
            logFile(n),
          ),
        ),
      )
    }
    const ledger = createLedger()
    const result = await runLoad(
      servers.map((server) => server.url),
      ledger,
    )
    await Promise.all(ledger.decoding)
    const exitCodes = await Promise.all(servers.map((server) => server.stop()))
    servers = []
    const stored = await checkStored(database, ledger)
    return { name, result, ledger, stored, exitCodes }
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
    if (postgres)
      execFileSync("bash", [path.join(root, "scripts/postgres-throwaway.sh"), "stop", postgres])
  }
}

function report(run, title) {
  const { result, ledger, stored } = run
  const socketErrors = result.errors
  const badStatus = [...ledger.badStatus.values()].reduce((sum, n) => sum + n, 0)
  const errors = socketErrors + badStatus + ledger.notOk
  const lost = stored.orders.lost + stored.signUps.lost
  const duplicated = stored.orders.duplicated + stored.signUps.duplicated
  const row = (label, value) => say(`  ${label.padEnd(50)} ${value}`)
  say(`\n${title}: ${CONNECTIONS} connections, ${result.duration.toFixed(0)} s`)
  row("requests", result.requests.total.toLocaleString("en-US"))
  row("requests/s (mean)", result.requests.average.toFixed(1))
  row(
    "latency p50 / p99 / max",
    `${result.latency.p50} / ${result.latency.p99} / ${result.latency.max} ms`,
  )
  row(
    "sent: pages / orders / order retries / sign-ups",
    `${ledger.sent.page} / ${ledger.sent.checkout} / ${ledger.sent.retry} / ${ledger.sent.newsletter}`,
  )
  row(
    "errors (not 2xx/3xx, not ok, timeouts, sockets)",
    `${errors}${errors ? ` (${[...ledger.badStatus].map(([k, n]) => `${k}: ${n}`).join(", ") || "none by status"}; not ok: ${ledger.notOk}; timeouts: ${result.timeouts}; socket errors: ${socketErrors})` : ""}`,
  )
  row(
    "orders acknowledged / stored",
    `${stored.orders.acknowledged} / ${stored.orders.stored} (retries answered with a new order: ${ledger.retriesWithNewOrder})`,
  )
  row("sign-ups acknowledged / stored", `${stored.signUps.acknowledged} / ${stored.signUps.stored}`)
  row("stored without their lines or mails", stored.incomplete)
  row("server exit codes after SIGTERM", run.exitCodes.join(", "))
  say(`  lost: ${lost}, duplicated: ${duplicated}`)
  return (
    errors === 0 &&
    lost === 0 &&
    duplicated === 0 &&
    stored.incomplete === 0 &&
    run.exitCodes.every((c) => c === 0)
  )
}

const TITLES = {
  pglite: "One process on PGlite",
  postgres: "Two processes on one PostgreSQL",
}

async function main() {
  for (const name of CONFIGS) {
    if (!(name in TITLES)) throw new Error(`unknown configuration ${name}; use pglite, postgres`)
  }
  ensureBuild()
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "coa-bench-load-"))
  const fake = await startYouTubeFake({ apiKey: API_KEY })
  say(`Load on the production server: ${os.cpus().length} cores, Node ${process.version}`)
  say(
    `Mix per 20 requests: 14 pages (${PAGES.join(", ")}), 4 checkouts (every fifth a retry with the same idempotency key), 2 newsletter sign-ups`,
  )
  say(
    `Rate limits: all requests come from one address, so the checkout and newsletter limits are raised for the run (${Object.keys(RATE_LIMIT_ENV).join(", ")} = ${RAISED_LIMIT})`,
  )
  say("Video data: the local API fake; each page visited once per process before the run")
  say(`A request unanswered after ${TIMEOUT_SECONDS} s counts as an error`)
  let ok = true
  try {
    for (const name of CONFIGS) {
      const run = await runConfiguration(name, workDir, fake)
      ok = report(run, TITLES[name]) && ok
    }
  } finally {
    await fake.close()
  }
  say(
    ok
      ? "\nAll goals met: 0 errors, 0 lost, 0 duplicated."
      : `\nA goal was missed; server logs in ${workDir}`,
  )
  if (ok) fs.rmSync(workDir, { recursive: true, force: true })
  process.exit(ok ? 0 : 1)
}

await main()
