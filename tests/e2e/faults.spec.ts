// Faults injected into the running production server: the process killed in the
// middle of a checkout, PostgreSQL stopping and coming back, the video platform
// hanging, and a graceful stop (SIGTERM) with a checkout and a mail in flight.
// Nothing the site acknowledged may be lost, nothing half-done may be stored, and
// no page may wait long for a platform that does not answer.
import http from "node:http"
import { request as playwrightRequest } from "@playwright/test"
import pg from "pg"
import { createTestDatabase } from "../support/postgres"
import { startPostgresServer } from "../support/postgres-server"
import { TEST_API_KEY } from "../fakes/video-app"
import { startYouTubeFake } from "../../dev/youtube-fake"
import { startAppServer } from "./support/app-server"
import { expect, test } from "@playwright/test"
import { checkoutFields, postCheckout } from "./support/shop"
import { startSmtpServer } from "./support/smtp"

test.describe.configure({ mode: "parallel" })

async function count(db: pg.ClientBase | pg.Pool, sql: string, params: unknown[] = []) {
  const { rows } = await db.query<{ n: string }>(`select count(*) as n from (${sql}) q`, params)
  return Number(rows[0]!.n)
}

/** Holds an exclusive lock on `table` in a transaction of its own until `release`. */
async function lockTable(url: string, table: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query("begin")
  await client.query(`lock table ${table} in access exclusive mode`)
  return {
    release: async () => {
      await client.query("rollback")
      await client.end()
    },
  }
}

/** Server backends of this database that wait for a lock while inserting into `table`. */
function waitingInserts(db: pg.ClientBase | pg.Pool, table: string) {
  return count(
    db,
    `select 1 from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock' and query ilike $1`,
    [`insert into "${table}"%`],
  )
}

/** A GET on a new connection (no keep-alive reuse): does the server still accept? */
function freshGet(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      })
      .on("error", reject)
  })
}

test("SIGKILL in the middle of a checkout: the order is not stored and the client is not told it was", async () => {
  test.setTimeout(180_000)
  const database = await createTestDatabase()
  let app = await startAppServer({ DATABASE_URL: database.url })
  // One connection, so "no other connection" below means the killed server's are gone.
  const db = new pg.Client({ connectionString: database.url })
  await db.connect()
  const fields = checkoutFields()
  try {
    // The checkout's transaction has stored the order and its lines and waits to queue its mail.
    const lock = await lockTable(database.url, "mail_outbox")
    const answer = fetch(`${app.url}/checkout.data`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Origin: app.url },
    }).then(
      (response) => ({ status: response.status }),
      (error: unknown) => ({ error: String(error) }),
    )
    await expect.poll(() => waitingInserts(db, "mail_outbox")).toBe(1)
    app.kill("SIGKILL")
    expect(await app.exited).toBeNull()
    // Stopping the killed server only removes its data directory.
    await app.stop()
    expect(await answer).toHaveProperty("error")
    await lock.release()

    // Once the killed process's connections are gone, nothing of the order remains.
    await expect
      .poll(() =>
        count(
          db,
          "select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
        ),
      )
      .toBe(0)
    expect(await count(db, "select 1 from orders")).toBe(0)
    expect(await count(db, "select 1 from order_lines")).toBe(0)
    expect(await count(db, "select 1 from mail_outbox")).toBe(0)

    // The customer tries again with the same form: the order is stored whole, once.
    app = await startAppServer({ DATABASE_URL: database.url })
    const api = await playwrightRequest.newContext({ baseURL: app.url })
    const retry = await postCheckout(api, fields)
    await api.dispose()
    expect(retry.status).toBe(200)
    expect(await count(db, "select 1 from orders")).toBe(1)
    expect(await count(db, "select 1 from order_lines")).toBe(1)
    expect(await count(db, "select 1 from order_status_events")).toBe(1)
    expect(await count(db, "select 1 from mail_outbox")).toBe(2)
  } finally {
    await app.stop()
    await db.end()
    await database.drop()
  }
})

test("PostgreSQL stops while the site runs: 503s that say try again, content still shows, recovery without a restart", async () => {
  test.setTimeout(180_000)
  // A PostgreSQL server of its own, so stopping it disturbs no other test.
  const postgres = await startPostgresServer()
  const app = await startAppServer({ DATABASE_URL: postgres.url })
  const api = await playwrightRequest.newContext({ baseURL: app.url })
  try {
    await postgres.pause()
    await expect.poll(async () => (await api.get("/healthz")).status()).toBe(503)

    for (const [path, text] of [
      ["/", "Cape Ocean Adventures"],
      ["/cameras", "Hermanus Whale Watching"],
      ["/merchandise", "Cape Ocean Adventures T-Shirt"],
      ["/about", "About"],
    ]) {
      const page = await api.get(path!)
      expect(page.status(), path).toBe(200)
      expect(await page.text(), path).toContain(text)
    }

    const failedOrder = checkoutFields()
    const checkout = await postCheckout(api, failedOrder)
    expect(checkout.status).toBe(503)
    expect(checkout.body).toMatchObject({ ok: false, message: expect.stringMatching(/try again/i) })
    // Sent as a browser sends it: with the site's own Origin, which the action checks first.
    const signUp = await api.post("/newsletter.data", {
      form: { email: "down@example.com" },
      headers: { origin: app.url },
    })
    expect(signUp.status()).toBe(503)
    expect(await signUp.text()).toMatch(/try again/i)

    await postgres.resume()
    await expect.poll(async () => (await api.get("/healthz")).status()).toBe(200)
    const placed = await postCheckout(api, checkoutFields())
    expect(placed.status).toBe(200)

    const db = new pg.Client({ connectionString: postgres.url })
    await db.connect()
    expect(
      await count(db, "select 1 from orders where idempotency_key = $1", [
        failedOrder.idempotencyKey,
      ]),
    ).toBe(0)
    expect(await count(db, "select 1 from orders")).toBe(1)
    expect(await count(db, "select 1 from newsletter_subscribers")).toBe(0)
    await db.end()
  } finally {
    await api.dispose()
    await app.stop()
    await postgres.stop()
  }
})

/** Fetches a page whole (a streamed page ends when its last deferred part is in) and times it. */
async function timedPage(url: string) {
  const started = performance.now()
  const response = await fetch(url)
  const html = await response.text()
  return { status: response.status, html, ms: performance.now() - started }
}

test("the video platform hangs: every page is whole within seconds, with the samples or the cached copy", async ({
  page,
}) => {
  test.setTimeout(180_000)
  const fake = await startYouTubeFake({ apiKey: TEST_API_KEY, mode: "hang" })
  const app = await startAppServer({
    YOUTUBE_API_KEY: TEST_API_KEY,
    YOUTUBE_API_BASE_URL: fake.baseUrl,
    YOUTUBE_CHANNEL_ID: fake.channelId,
    YOUTUBE_REQUEST_TIMEOUT_SECONDS: "1",
    // The live list is due every few seconds, so the background refresher soon calls the hung platform.
    YOUTUBE_LIVE_REFRESH_SECONDS: "2",
    YOUTUBE_FAILURE_BACKOFF_SECONDS: "0",
    YOUTUBE_DAILY_UNIT_BUDGET: "1000000",
  })
  // A page must be complete well within this, however long the platform keeps a call open.
  const BOUND_MS = 5_000
  try {
    // Empty cache: the first visits wait for the platform only until the request timeout,
    // then show the samples with the failure toast.
    for (const [path, sample, toast] of [
      ["/", "Hermanus Whale Watching", "Could not load live cameras"],
      ["/cameras", "Table Mountain View", "Could not load live cameras"],
      ["/highlights", "Seal colony at Duiker Island", "Failed to load shorts from YouTube"],
    ] as const) {
      const visit = await timedPage(`${app.url}${path}`)
      expect(visit.status, path).toBe(200)
      expect(visit.ms, path).toBeLessThan(BOUND_MS)
      expect(visit.html, path).toContain(sample)
      expect(visit.html, path).toContain(toast)
    }
    expect(fake.counts().channels).toBeGreaterThan(0)
    await page.goto(`${app.url}/cameras`)
    await expect(page.getByRole("heading", { name: "Table Mountain View" })).toBeVisible()

    // The platform answers again: the pages fill the cache.
    fake.setMode("normal")
    await expect
      .poll(async () => (await timedPage(`${app.url}/cameras`)).html)
      .toContain("Humpback Whales at Hermanus Bay")
    expect((await timedPage(`${app.url}/highlights`)).html).toContain("Storm swell at Sea Point")

    // It hangs again while the background refresher is calling it: the pages serve the
    // cached copy at once, and say it is stale once the refresher's call has timed out.
    fake.setMode("hang")
    await expect.poll(() => fake.hangingRequests()).toBeGreaterThan(0)
    for (const [path, cached] of [
      ["/", "Humpback Whales at Hermanus Bay"],
      ["/cameras", "Humpback Whales at Hermanus Bay"],
      ["/highlights", "Storm swell at Sea Point"],
    ] as const) {
      const visit = await timedPage(`${app.url}${path}`)
      expect(visit.status, path).toBe(200)
      expect(visit.ms, path).toBeLessThan(BOUND_MS)
      expect(visit.html, path).toContain(cached)
    }
    await expect
      .poll(async () => (await timedPage(`${app.url}/cameras`)).html)
      .toContain("Using cached data as the video platform API failed")
    await page.goto(`${app.url}/cameras`)
    await expect(
      page.getByRole("heading", { name: "Humpback Whales at Hermanus Bay" }),
    ).toBeVisible()
    expect(app.output()).toContain("timed out")
  } finally {
    await app.stop()
    await fake.close()
  }
})

test("SIGTERM: stops accepting, finishes the checkout in flight and the mail being sent, exits 0", async () => {
  test.setTimeout(180_000)
  const database = await createTestDatabase()
  const db = new pg.Pool({ connectionString: database.url, max: 2 })
  const smtp = await startSmtpServer(undefined, { delayMs: 1_500 })
  const app = await startAppServer({
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: "100",
  })
  try {
    const lock = await lockTable(database.url, "order_status_events")
    const fields = checkoutFields()
    const answer = fetch(`${app.url}/checkout.data`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Origin: app.url },
    })
    await expect.poll(() => waitingInserts(db, "order_status_events")).toBe(1)
    await db.query(
      `insert into mail_outbox (kind, to_address, subject, text_body, html_body)
       select 'bulk', 'reader' || g || '@example.com', 'Bulk mail ' || g, 'Hello', '<p>Hello</p>'
       from generate_series(1, 3) g`,
    )
    // The first mail is with the (slow) SMTP server.
    await expect.poll(() => smtp.messages.length).toBe(1)

    app.kill("SIGTERM")
    await expect
      .poll(() => freshGet(`${app.url}/healthz`).catch((error) => error.code))
      .toBe("ECONNREFUSED")
    await lock.release()
    const response = await answer
    expect(response.status).toBe(200)
    expect(await app.exited).toBe(0)

    expect(
      await count(db, "select 1 from orders where idempotency_key = $1", [fields.idempotencyKey]),
    ).toBe(1)
    const bulk = await db.query<{ status: string }>(
      "select status from mail_outbox where kind = 'bulk' order by id",
    )
    expect(bulk.rows.map((row) => row.status)).toEqual(["sent", "queued", "queued"])
    expect(smtp.messages).toHaveLength(1)
    expect(app.output()).toContain('"event":"server.stopped"')
  } finally {
    await app.stop()
    await smtp.stop()
    await db.end()
    await database.drop()
  }
})
