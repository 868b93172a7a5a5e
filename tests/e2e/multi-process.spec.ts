// Several production server processes on one PostgreSQL database act as one
// site. Three servers start at the same moment on a fresh database, with one
// video-platform fake and one slow SMTP server between them, and every check
// spreads its requests over all three. A visitor's session and go-live alerts are
// checked on a second such cluster whose refreshers run every second.
import fs from "node:fs"
import path from "node:path"
import {
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
  type WorkerFixture,
} from "@playwright/test"
import pg from "pg"
import { createTestDatabase } from "../support/postgres"
import { startYouTubeFake, type YouTubeFake } from "../../dev/youtube-fake"
import { TEST_API_KEY } from "../fakes/video-app"
import { startAppServer, type AppServer } from "./support/app-server"
import { expect, test as base, waitForHydration } from "./support/fixtures"
import { checkoutFields, postCheckout } from "./support/shop"
import { startSmtpServer, type TestSmtpServer } from "./support/smtp"
import { alertMailsTo, signInAsVisitor, VISITOR_COOKIE } from "./support/visitor-session"

const PASSWORD = "e2e-several-processes-password"
const LIVE_TITLE = "Humpback Whales at Hermanus Bay"
// Each mail takes the SMTP server this long, and a worker's claim on a mail lasts
// MAIL_LEASE_MS: a worker that held several mails under one claim would outlive it.
const SMTP_DELAY_MS = 150
const MAIL_LEASE_MS = 1_500

type Cluster = {
  databaseUrl: string
  servers: AppServer[]
  apis: APIRequestContext[]
  db: pg.Pool
  youtube: YouTubeFake
  smtp: TestSmtpServer
}

type Settings = Record<string, string>

/**
 * Three servers on a fresh database with one fake, one SMTP server and `settings`. All
 * three start at once and are made to meet at the migrations: the test holds the
 * migrations table until every process waits for it (or for the migration lock).
 */
async function startCluster(settings: Settings, { youtubeDelayMs = 0, smtpDelayMs = 0 } = {}) {
  const database = await createTestDatabase()
  const youtube = await startYouTubeFake({ apiKey: TEST_API_KEY, delayMs: youtubeDelayMs })
  const smtp = await startSmtpServer(undefined, { delayMs: smtpDelayMs })
  const env = {
    DATABASE_URL: database.url,
    YOUTUBE_API_KEY: TEST_API_KEY,
    YOUTUBE_API_BASE_URL: youtube.baseUrl,
    YOUTUBE_CHANNEL_ID: youtube.channelId,
    YOUTUBE_FAILURE_BACKOFF_SECONDS: "0",
    ADMIN_PASSWORD: PASSWORD,
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: "100",
    ...settings,
  }
  const gate = await holdMigrationsTable(database.url)
  const starting = Promise.all([1, 2, 3].map(() => startAppServer(env)))
  starting.catch(() => {})
  await gate.waitForWaiters(3)
  await gate.release()
  const servers = await starting
  const apis = await Promise.all(
    servers.map((server) => playwrightRequest.newContext({ baseURL: server.url })),
  )
  const db = new pg.Pool({ connectionString: database.url, max: 2 })
  const cluster: Cluster = { databaseUrl: database.url, servers, apis, db, youtube, smtp }
  const stop = async () => {
    await db.end()
    await Promise.all(apis.map((api) => api.dispose()))
    await Promise.all(servers.map((server) => server.stop()))
    await smtp.stop()
    await youtube.close()
    await database.drop()
  }
  return { cluster, stop }
}

/** A worker's cluster with these settings, started by the first test that asks for it. */
function clusterFixture(
  settings: Settings,
  delays: Parameters<typeof startCluster>[1],
): [WorkerFixture<Cluster, object>, { scope: "worker"; timeout: number }] {
  return [
    async ({}, use) => {
      const { cluster, stop } = await startCluster(settings, delays)
      await use(cluster)
      await stop()
    },
    // Three production servers on a busy machine take a while to start.
    { scope: "worker", timeout: 240_000 },
  ]
}

const test = base.extend<object, { cluster: Cluster; liveCluster: Cluster }>({
  // The platform answers slowly and the background refresh is the default (minutes): the
  // cache keys are fetched by the visits the tests make.
  cluster: clusterFixture(
    { MAIL_LEASE_MS: String(MAIL_LEASE_MS) },
    { youtubeDelayMs: 300, smtpDelayMs: SMTP_DELAY_MS },
  ),
  // Between them the processes' refreshers check the live list every second and look for
  // new broadcasts every two, so a go-live is seen in seconds (a cluster of its own: these
  // refreshes would count among the platform calls the tests below count).
  liveCluster: clusterFixture(
    {
      YOUTUBE_LIVE_REFRESH_SECONDS: "1",
      YOUTUBE_CACHE_TTL_SECONDS: "2",
      YOUTUBE_DAILY_UNIT_BUDGET: "1000000",
    },
    {},
  ),
  // Every test names the server it visits.
  baseURL: async ({}, use) => use(undefined),
})

/**
 * Creates the migrations bookkeeping table as the migrator would and locks it, so
 * servers starting now all stop at their first look at it.
 */
async function holdMigrationsTable(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query(`create schema if not exists drizzle`)
  await client.query(
    `create table if not exists drizzle.__drizzle_migrations
     (id serial primary key, hash text not null, created_at bigint)`,
  )
  await client.query("begin")
  await client.query("lock table drizzle.__drizzle_migrations in access exclusive mode")
  return {
    /** Until `n` other connections wait for a lock (the table, or the migration lock). */
    waitForWaiters: async (n: number) => {
      // Not on the locking connection: within a transaction the activity view is a snapshot.
      const observer = new pg.Client({ connectionString: url })
      await observer.connect()
      await expect
        .poll(
          async () =>
            (
              await observer.query<{ n: string }>(
                `select count(*) as n from pg_stat_activity
                 where datname = current_database() and wait_event_type = 'Lock'`,
              )
            ).rows[0]!.n,
          { timeout: 120_000 },
        )
        .toBe(String(n))
      await observer.end()
    },
    release: async () => {
      await client.query("rollback")
      await client.end()
    },
  }
}

async function count(db: pg.Pool, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: string }>(`select count(*) as n from (${sql}) q`, params)
  return Number(rows[0]!.n)
}

test("the migrations are applied once, whichever process gets there first", async ({ cluster }) => {
  const journal = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, "../../drizzle/meta/_journal.json"), "utf8"),
  ) as { entries: unknown[] }
  const { rows } = await cluster.db.query<{ hash: string }>(
    "select hash from drizzle.__drizzle_migrations",
  )
  expect(rows).toHaveLength(journal.entries.length)
  expect(new Set(rows.map((row) => row.hash)).size).toBe(journal.entries.length)
  for (const server of cluster.servers) {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
  }
})

test("20 first visits at once over three processes fetch each cache key once", async ({
  cluster,
}) => {
  const visits = Array.from({ length: 20 }, (_, i) => {
    const server = cluster.servers[i % 3]!
    return `${server.url}${i % 2 === 0 ? "/cameras" : "/highlights"}`
  })
  const pages = await Promise.all(
    visits.map(async (url) => {
      const response = await fetch(url)
      return { url, status: response.status, html: await response.text() }
    }),
  )
  for (const page of pages) expect(page.status, page.url).toBe(200)
  for (const page of pages.filter((p) => p.url.endsWith("/cameras")))
    expect(page.html).toContain(LIVE_TITLE)
  // Each key fetched once between the three processes. Both keys read the channel and its
  // uploads playlist, so the calls are told apart by what they ask for: the live list looks
  // at the newest 10 uploads and searches; the shorts read 50 uploads and their details.
  const calls = cluster.youtube.requests()
  const called = (endpoint: string, query: Record<string, string> = {}) =>
    calls.filter(
      (call) =>
        call.endpoint === endpoint &&
        Object.entries(query).every(([name, value]) => call.query[name] === value),
    ).length
  expect({
    liveSearch: called("search"),
    liveUploads: called("playlistItems", { maxResults: "10" }),
    shortsUploads: called("playlistItems", { maxResults: "50" }),
    shortsDetails: called("videos", { part: "snippet,statistics,contentDetails" }),
    channels: called("channels"),
  }).toEqual({ liveSearch: 1, liveUploads: 1, shortsUploads: 1, shortsDetails: 1, channels: 2 })
})

test("an order placed through one process shows in the admin of another; the session works on all", async ({
  cluster,
  page,
}) => {
  const placed = await postCheckout(cluster.apis[2]!, checkoutFields())
  expect(placed.status).toBe(200)
  const orderNumber = (placed.body.order as { orderNumber: string }).orderNumber

  // Cookies are per host, not per port: one login reaches every process.
  await page.goto(`${cluster.servers[0]!.url}/admin/cache`)
  await waitForHydration(page)
  await page.getByLabel("Password").fill(PASSWORD)
  await page.getByRole("main").getByRole("button", { name: "Login" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cache Management")

  for (const server of cluster.servers) {
    await page.goto(`${server.url}/admin/orders`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Orders")
    await expect(page.getByText(orderNumber)).toBeVisible()
  }
})

test("a cache refresh or clear through one process is what every process serves", async ({
  cluster,
  page,
}) => {
  const [a, b, c] = cluster.servers as [AppServer, AppServer, AppServer]
  // Each test has a fresh browser context: log in again, on b this time.
  await page.goto(`${b.url}/admin/cache`)
  await waitForHydration(page)
  await page.getByLabel("Password").fill(PASSWORD)
  await page.getByRole("main").getByRole("button", { name: "Login" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cache Management")
  await waitForHydration(page)

  // The channel has nothing live any more; a refresh through b shows that everywhere.
  cluster.youtube.setMode("none-live")
  await page.getByRole("button", { name: "Refresh YouTube Cache" }).click()
  await expect(page.getByRole("main").getByRole("status").first()).toHaveText(
    "YouTube cache refreshed successfully",
  )
  // Another process may serve its in-memory copy of the old row for up to MEMO_MS
  // (a second) before it reads the database again.
  const cameras = async (server: AppServer) => (await fetch(`${server.url}/cameras`)).text()
  for (const server of [a, b, c]) {
    await expect.poll(() => cameras(server), { message: server.url }).not.toContain(LIVE_TITLE)
  }

  // A clear through c: every process fetches anew, once between them.
  cluster.youtube.setMode("normal")
  cluster.youtube.resetCounts()
  await page.goto(`${c.url}/admin/cache`)
  await waitForHydration(page)
  await page.getByRole("button", { name: "Clear All Cache" }).click()
  await expect(page.getByRole("main").getByRole("status").first()).toContainText(
    "Cache cleared successfully",
  )
  // Each poll asks all three at once, twice: once their short-lived copies (the same
  // second as above, and a second of rendered page) have passed, the processes find the
  // row gone together, and still the platform is asked once.
  await expect
    .poll(async () => {
      const htmls = await Promise.all([a, b, c, a, b, c].map(cameras))
      return htmls.filter((html) => html.includes(LIVE_TITLE)).length
    })
    .toBe(6)
  expect(cluster.youtube.counts().search).toBe(1)
})

test("one idempotency key submitted to three processes at once makes one order and one pair of mails", async ({
  cluster,
}) => {
  const fields = checkoutFields()
  // Truly at once: inserts into orders wait behind a lock (reads do not) until all three
  // processes are about to store the order, then they race for the same key.
  const gate = new pg.Client({ connectionString: cluster.databaseUrl })
  await gate.connect()
  await gate.query("begin")
  await gate.query("lock table orders in share mode")
  const answering = Promise.all(cluster.apis.map((api) => postCheckout(api, fields)))
  answering.catch(() => {})
  await expect
    .poll(() =>
      count(
        cluster.db,
        `select 1 from pg_stat_activity where datname = current_database()
         and wait_event_type = 'Lock' and query ilike 'insert into "orders"%'`,
      ),
    )
    .toBe(3)
  await gate.query("rollback")
  await gate.end()
  const answers = await answering
  for (const answer of answers) expect(answer.status).toBe(200)
  const numbers = answers.map(
    (answer) => (answer.body.order as { orderNumber: string }).orderNumber,
  )
  expect(new Set(numbers).size).toBe(1)
  const orderNumber = numbers[0]!

  const { rows } = await cluster.db.query<{ id: number }>(
    "select id from orders where idempotency_key = $1",
    [fields.idempotencyKey],
  )
  expect(rows).toHaveLength(1)
  expect(
    await count(cluster.db, "select 1 from mail_outbox where order_id = $1", [rows[0]!.id]),
  ).toBe(2)
  await expect
    .poll(() => cluster.smtp.messages.filter((m) => m.subject.includes(orderNumber)).length, {
      timeout: 30_000,
    })
    .toBe(2)
})

test("ninety queued mails, three workers, a slow SMTP server: each mail is delivered once", async ({
  cluster,
}) => {
  test.setTimeout(180_000)
  // About thirty mails each, several seconds of sending per worker: far longer than a lease.
  const MAILS = 90
  await cluster.db.query(
    `insert into mail_outbox (kind, to_address, subject, text_body, html_body)
     select 'bulk', 'reader' || g || '@example.com', 'Bulk mail ' || g, 'Hello', '<p>Hello</p>'
     from generate_series(1, $1::int) g`,
    [MAILS],
  )
  await expect
    .poll(
      () => count(cluster.db, "select 1 from mail_outbox where kind = 'bulk' and status = 'sent'"),
      { timeout: 150_000, intervals: [500] },
    )
    .toBe(MAILS)
  const bulk = cluster.smtp.messages.filter((m) => m.subject.startsWith("Bulk mail "))
  expect(new Set(bulk.map((m) => m.subject)).size).toBe(MAILS)
  expect(bulk).toHaveLength(MAILS)
  // The work was shared: every process sent some of it.
  for (const server of cluster.servers) expect(server.output()).toContain('"event":"mail.sent"')
})

test("50 wrong passwords at once from one client, over three processes, check at most 5", async ({
  cluster,
}) => {
  // A client of its own (the servers trust the loopback proxy's X-Forwarded-For),
  // so the earlier logins of this suite do not count.
  const client = "203.0.113.50"
  const statuses = await Promise.all(
    Array.from({ length: 50 }, async (_, i) => {
      const server = cluster.servers[i % 3]!
      const response = await cluster.apis[i % 3]!.post("/admin/cache.data", {
        form: { intent: "login", password: `guess-${i}` },
        headers: { Origin: server.url, "X-Forwarded-For": client },
      })
      return response.status()
    }),
  )
  expect(statuses.filter((status) => status === 401)).toHaveLength(5)
  expect(statuses.filter((status) => status === 429)).toHaveLength(45)
})

let counter = 0
const unique = (label: string) => `${label}-${Date.now()}-${counter++}`

/** Signs `page` in through `server` as `email`, starting at /sign-in?next=… there. */
async function signInThrough(
  page: Page,
  server: AppServer,
  smtp: TestSmtpServer,
  email: string,
  next: string,
) {
  await page.goto(`${server.url}/sign-in?next=${encodeURIComponent(next)}`)
  await signInAsVisitor(page, smtp, email, { alreadyOnSignIn: true })
  await expect(page).toHaveURL(`${server.url}${next}`)
}

test("a visitor's session made through one process works on the others; signing out everywhere through a third ends it on all", async ({
  cluster,
  page,
  browser,
}) => {
  const [a, b, c] = cluster.servers as [AppServer, AppServer, AppServer]
  const email = `${unique("visitor")}@example.com`
  await signInThrough(page, a, cluster.smtp, email, "/account")
  const [cookie] = (await page.context().cookies()).filter((c) => c.name === VISITOR_COOKIE)
  // Cookies are per host, not per port: the browser shows the one cookie to every process.
  for (const server of [a, b, c]) {
    const cookies = await page.context().cookies(server.url)
    expect(cookies.filter((c) => c.name === VISITOR_COOKIE)).toEqual([cookie])
  }

  for (const server of [b, c]) {
    await page.goto(`${server.url}/account`)
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
    await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible()
  }
  await waitForHydration(page)
  await page.getByRole("button", { name: "Sign out everywhere" }).click()
  await expect(page).toHaveURL(`${c.url}/`)

  // The browser dropped its cookie; the same token, shown again, signs in nowhere.
  for (const server of [a, b]) {
    const context = await browser.newContext()
    await context.addCookies([{ ...cookie!, domain: undefined, path: undefined, url: server.url }])
    const other = await context.newPage()
    await other.goto(`${server.url}/account`)
    await expect(other).toHaveURL(`${server.url}/sign-in`)
    await expect(other.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible()
    await context.close()
  }
})

/** The camera's row: whether it is live, and on which broadcast. */
async function cameraRow(db: pg.Pool, slug: string) {
  const { rows } = await db.query<{ is_live: boolean; video_id: string }>(
    "select is_live, video_id from cameras where slug = $1",
    [slug],
  )
  return rows[0] ? { live: rows[0].is_live, videoId: rows[0].video_id } : undefined
}

/** The live-list refreshes a server logged after the first `from` characters of its output. */
function liveRefreshes(server: AppServer, from: number): number {
  return server
    .output()
    .slice(from)
    .split("\n")
    .filter((line) => line.includes('"event":"youtube.cache_refreshed"'))
    .filter((line) => (JSON.parse(line) as { key?: string }).key?.startsWith("live:")).length
}

/**
 * Waits until the refresher of every process has refreshed the live list since now, each
 * having seen what the database holds now, and until every queued mail has been sent.
 */
async function untilEveryProcessRefreshed(cluster: Cluster) {
  const marks = cluster.servers.map((server) => server.output().length)
  await expect
    .poll(() => cluster.servers.map((server, i) => liveRefreshes(server, marks[i]!) > 0), {
      timeout: 60_000,
    })
    .toEqual([true, true, true])
  await expect
    .poll(() => count(cluster.db, "select 1 from mail_outbox where status <> 'sent'"))
    .toBe(0)
}

test("a go-live is mailed once although three processes run the refresher and the mail worker; a restart within 12 hours mails nothing", async ({
  liveCluster: cluster,
  page,
}) => {
  test.setTimeout(180_000)
  const [a, b, c] = cluster.servers as [AppServer, AppServer, AppServer]
  const { youtube, smtp, db } = cluster
  const name = `Alert Point ${unique("cam")}`
  const slug = name.toLowerCase().replace(/ /g, "-")
  const email = `${unique("fan")}@example.com`
  const broadcast = () => {
    const id = unique("video")
    youtube.startStream({ id, title: name, viewers: 5 })
    return id
  }
  const end = (id: string) => youtube.endStream(id)
  const live = [broadcast()]
  try {
    // The first visit fills the cache; from then on the refreshers keep it.
    await expect
      .poll(async () => (await fetch(`${a.url}/cameras/${slug}`)).status, { timeout: 30_000 })
      .toBe(200)

    // Favourited through one process, its alert switched on through another.
    await signInThrough(page, a, smtp, email, `/cameras/${slug}`)
    await waitForHydration(page)
    await page.getByRole("button", { name: `Add to favourites: ${name}` }).click()
    await expect(
      page.getByRole("button", { name: `Remove from favourites: ${name}` }),
    ).toHaveAttribute("aria-pressed", "true")
    await page.goto(`${b.url}/account`)
    await waitForHydration(page)
    const alert = page.getByRole("button", { name: `E-mail me when it goes live: ${name}` })
    await alert.click()
    await expect(alert).toHaveAttribute("aria-pressed", "true")

    // It goes offline, then a new broadcast of it starts: one mail.
    end(live.pop()!)
    await expect.poll(() => cameraRow(db, slug), { timeout: 30_000 }).toMatchObject({ live: false })
    live.push(broadcast())
    await expect.poll(() => alertMailsTo(smtp, email).length, { timeout: 30_000 }).toBe(1)
    await untilEveryProcessRefreshed(cluster)
    expect(alertMailsTo(smtp, email)).toHaveLength(1)
    expect(alertMailsTo(smtp, email)[0]!.subject).toBe(`${name} is live now`)
    await page.goto(`${c.url}/account`)
    await expect(
      page
        .getByRole("list", { name: "My cameras" })
        .getByRole("listitem")
        .filter({ hasText: name })
        .getByText("LIVE", { exact: true }),
    ).toBeVisible()

    // Ended and restarted within 12 hours: the go-live is recorded, and no second mail.
    end(live.pop()!)
    await expect.poll(() => cameraRow(db, slug), { timeout: 30_000 }).toMatchObject({ live: false })
    const restart = broadcast()
    live.push(restart)
    await expect
      .poll(() => cameraRow(db, slug), { timeout: 30_000 })
      .toEqual({ live: true, videoId: restart })
    await untilEveryProcessRefreshed(cluster)
    expect(
      await count(db, "select 1 from mail_outbox where kind = 'camera_live' and to_address = $1", [
        email,
      ]),
    ).toBe(1)
    expect(alertMailsTo(smtp, email)).toHaveLength(1)
  } finally {
    for (const id of live) end(id)
  }
})
