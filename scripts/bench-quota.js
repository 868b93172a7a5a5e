// `npm run bench:quota`: how many YouTube Data API units the site spends.
// Serves a few thousand page views of /, /cameras and /highlights from the
// production build against the local API fake (tests/fakes/youtube-fake.js)
// and prints the units spent (search 100, every other call 1) and units per
// 1,000 views. With the shared database cache, units do not grow with views
// inside one cache lifetime: at most one fetch per cache key per lifetime.
//
// Options (environment): BENCH_VIEWS (default 3000), BENCH_CONCURRENCY (default 25),
// BUILD_DIR (the production build to serve; built when missing).
import { spawn } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { startYouTubeFake, UNIT_COST } from "../tests/fakes/youtube-fake.js"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const VIEWS = Number(process.env.BENCH_VIEWS || 3000)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 25)
const PAGES = ["/", "/cameras", "/highlights"]
const DEFAULT_TTL_SECONDS = 86_400
const DAILY_QUOTA = 10_000

const fake = await startYouTubeFake({ apiKey: "bench-key" })
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "coa-bench-"))
const port = await freePort()
const server = spawn(process.execPath, ["server/start.js"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    YOUTUBE_API_KEY: "bench-key",
    YOUTUBE_API_BASE_URL: fake.baseUrl,
    YOUTUBE_CHANNEL_ID: fake.channelId,
    YOUTUBE_CACHE_TTL_SECONDS: String(DEFAULT_TTL_SECONDS),
  },
  stdio: ["ignore", "pipe", "pipe"],
})
let serverOutput = ""
server.stdout.on("data", (chunk) => (serverOutput += chunk))
server.stderr.on("data", (chunk) => (serverOutput += chunk))

const base = `http://127.0.0.1:${port}`
try {
  await waitForServer(base)
  fake.resetCounts()
  const started = performance.now()
  let next = 0
  let failures = 0
  let done = 0
  // Units after the first tenth of the views: the rest must add nothing inside one lifetime.
  const checkpoint = Math.max(1, Math.floor(VIEWS / 10))
  let unitsAtCheckpoint = 0
  const perPage = Object.fromEntries(PAGES.map((page) => [page, 0]))
  // Every worker starts on a cold cache at once: the single flight is under load from the first request.
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < VIEWS) {
        const page = PAGES[next++ % PAGES.length]
        const response = await fetch(base + page)
        const html = await response.text()
        if (!response.ok || !html.includes("</html>")) failures++
        perPage[page]++
        if (++done === checkpoint) unitsAtCheckpoint = fake.units()
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const counts = fake.counts()
  const units = fake.units()

  // A per-browser cache (the spec's localStorage design) pays for every key in
  // every new browser; one visitor seeing all three pages costs this much:
  const unitsPerBrowser = units
  const visitors = Math.round(VIEWS / PAGES.length)

  const line = (label, value) => console.log(`${label.padEnd(44)} ${value}`)
  console.log("\nYouTube Data API quota bench (shared database cache, default lifetime 24 h)\n")
  line(
    "page views served",
    `${VIEWS} (${PAGES.map((p) => `${p} ${perPage[p]}`).join(", ")}), ${failures} failed`,
  )
  line(
    "time",
    `${seconds.toFixed(1)} s (${Math.round(VIEWS / seconds)} views/s, ${CONCURRENCY} at a time)`,
  )
  line(
    "API calls",
    Object.entries(counts)
      .map(([endpoint, n]) => `${endpoint} ${n}`)
      .join(", "),
  )
  line("units spent", `${units} (search ${UNIT_COST.search}, every other call 1)`)
  line(`units after ${checkpoint} views / after ${VIEWS}`, `${unitsAtCheckpoint} / ${units}`)
  line("units per 1,000 views", (units / (VIEWS / 1000)).toFixed(1))
  line(
    "units per day at the default lifetime",
    `${units} (one fetch per cache key per 24 h, whatever the traffic)`,
  )
  line(
    "per-browser cache: units per new visitor",
    `${unitsPerBrowser} (every browser fetches every key itself)`,
  )
  line(`per-browser cache: ${visitors} visitors a day`, `${visitors * unitsPerBrowser} units`)
  line(
    "per-browser cache: visitors before the quota",
    `${Math.floor(DAILY_QUOTA / unitsPerBrowser)} a day (${DAILY_QUOTA} units)`,
  )
  console.log("")
  if (failures > 0 || units !== unitsAtCheckpoint) process.exitCode = 1
} finally {
  server.kill("SIGTERM")
  await new Promise((resolve) => server.once("exit", resolve))
  await fake.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
}

async function waitForServer(url) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${serverOutput}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`server did not start:\n${serverOutput}`)
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.on("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}
