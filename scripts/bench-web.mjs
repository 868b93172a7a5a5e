// `npm run bench:web`: the site against the bare framework, side by side on this
// machine. B is a bare React Router SSR page like our home (built from
// ../shared/perf-floor into a temporary folder, or given with --floor-url), C is
// B's HTML as a static file without scripts (the physical limit). Our production
// build runs against the YouTube API fake (dev/youtube-fake.js) with a
// warm cache. Printed, interleaved round by round:
//
// - Lighthouse mobile (simulated throttling): Performance, Best Practices,
//   Accessibility, SEO, FCP, LCP and CLS for the six content pages and the first live
//   camera's page, B and C (medians and ranges);
// - first-load JS per page: the scripts and modulepreloads in the HTML, gzip -9
//   bytes of the built files, and how many files;
// - throughput (autocannon, 50 connections) of /, /cameras, /about and B, with
//   and without `Accept-Encoding: br`, and a single warm request's latency;
// - the server's memory (RSS) at start, idle and after the load, and the time
//   from start to healthy on an empty DATA_DIR (and on a restart).
//
// Before each round it waits for a quiet machine (1-minute load average at most
// --max-load, for at most --max-wait seconds) and prints the load it ran at.
//
// Options: --quick (1 Lighthouse run, 3-second load runs), --runs N, --duration S,
// --floor-url URL (B already served; C then needs --floor-client DIR or is left out),
// --max-load L (default: the number of cores), --max-wait S (default 30, quick 10),
// --no-lighthouse, --no-load, --app-dir DIR (measure another checkout, built there),
// --pages /,/cameras (a subset of the pages; the camera page is `/cameras/<live>`), --lantern (print what each Lighthouse
// run's simulated paints are made of: scripts/lantern-breakdown.mjs).
import { spawn, spawnSync } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import zlib from "node:zlib"
import autocannon from "autocannon"
import { stateOfBuild } from "../server/build-state.js"
import { startYouTubeFake } from "../dev/youtube-fake.js"
import { CONTENT_PAGES } from "../app/lib/public-pages.js"

const benchRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const CHROMIUM = process.env.CHROME_PATH || "/usr/bin/chromium"
// Stands for the first live camera's page, whose address is read from /cameras once warm.
const LIVE_CAMERA = "/cameras/<live>"
const PAGES = [...CONTENT_PAGES, LIVE_CAMERA]
const LOAD_PAGES = ["/", "/cameras", "/about"]
const API_KEY = "bench-key"

// ---------------------------------------------------------------------------
// Options
const argv = process.argv.slice(2)
const flag = (name) => argv.includes(`--${name}`)
const option = (name, fallback) => {
  const at = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`))
  if (at < 0) return fallback
  const arg = argv[at]
  return arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : argv[at + 1]
}
const quick = flag("quick")
// Another checkout of the site (an older commit, for before/after figures) may be measured.
const root = path.resolve(option("app-dir", benchRoot))
const opts = {
  runs: Number(option("runs", quick ? 1 : 3)),
  duration: Number(option("duration", quick ? 3 : 10)),
  connections: Number(option("connections", 50)),
  floorUrl: option("floor-url", undefined),
  floorClient: option("floor-client", undefined),
  floorSource: path.resolve(benchRoot, option("floor-source", "../shared/perf-floor")),
  maxLoad: Number(option("max-load", os.cpus().length)),
  maxWait: Number(option("max-wait", quick ? 10 : 30)),
  lighthouse: !flag("no-lighthouse"),
  load: !flag("no-load"),
  lantern: flag("lantern"),
}
const pages = option("pages", PAGES.join(",")).split(",")
for (const page of pages)
  if (!PAGES.includes(page)) throw new Error(`--pages: ${page} is not one of ${PAGES.join(", ")}`)

const children = []
const cleanups = []
process.on("exit", () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL")
})
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    process.exit(130)
  })

// ---------------------------------------------------------------------------
// Small helpers
const log = (...args) => console.log(...args)
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const range = (values) => {
  const finite = values.filter((v) => Number.isFinite(v))
  return finite.length ? [Math.min(...finite), Math.max(...finite)] : [NaN, NaN]
}
const mib = (bytes) => `${Math.round(bytes / 1048576)} MiB`

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function loadLine() {
  const [one, five, fifteen] = os.loadavg()
  return `load ${one.toFixed(2)} / ${five.toFixed(2)} / ${fifteen.toFixed(2)} (1/5/15 min, ${os.cpus().length} cores)`
}

/** Waits until the 1-minute load average is at most --max-load, or --max-wait seconds. */
async function waitForQuiet(round) {
  const started = Date.now()
  while (os.loadavg()[0] > opts.maxLoad && Date.now() - started < opts.maxWait * 1000)
    await sleep(2000)
  const waited = Math.round((Date.now() - started) / 1000)
  const quiet = os.loadavg()[0] <= opts.maxLoad
  log(
    `  [${round}] ${loadLine()}; waited ${waited} s${quiet ? "" : `, still above ${opts.maxLoad}: measured anyway`}`,
  )
  return os.loadavg()[0]
}

/** Resident memory of a process now and at its peak, from /proc (Linux). */
function memoryOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8")
    const kib = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN)
    return { rss: kib("VmRSS") * 1024, peak: kib("VmHWM") * 1024 }
  } catch {
    return { rss: NaN, peak: NaN }
  }
}

function startProcess(label, command, args, { cwd, env }) {
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] })
  let output = ""
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  children.push(child)
  const exited = new Promise((resolve) => child.once("exit", resolve))
  return {
    label,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill("SIGTERM")
      await Promise.race([exited, sleep(10_000)])
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
      await exited
    },
  }
}

async function waitForOk(url, proc, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (proc && proc.child.exitCode !== null)
      throw new Error(`${proc.label} exited (${proc.child.exitCode}):\n${proc.output()}`)
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await sleep(20)
  }
  throw new Error(
    `${url} did not answer within ${timeoutMs} ms${proc ? `:\n${proc.output()}` : ""}`,
  )
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
  })
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(" ")} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`,
    )
  return result.stdout
}

// ---------------------------------------------------------------------------
// B and C: the floor, built once per content in a temporary folder
function hashTree(dir) {
  const hash = crypto.createHash("sha256")
  const walk = (current) => {
    for (const name of fs.readdirSync(current).sort()) {
      if (name === "node_modules" || name === "build") continue
      const full = path.join(current, name)
      if (fs.statSync(full).isDirectory()) walk(full)
      else hash.update(path.relative(dir, full)).update(fs.readFileSync(full))
    }
  }
  walk(dir)
  return hash.digest("hex").slice(0, 12)
}

function buildFloor() {
  const dir = path.join(os.tmpdir(), `coa-perf-floor-${hashTree(opts.floorSource)}`)
  if (fs.existsSync(path.join(dir, "build/server/index.js"))) {
    log(`B: reusing the build in ${dir}`)
    return dir
  }
  log(`B: copying ${opts.floorSource} to ${dir}, npm ci, react-router build`)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.cpSync(opts.floorSource, dir, { recursive: true })
  // The source may be read-only; the copy is ours to build in.
  run("chmod", ["-R", "u+w", dir], root)
  run("npm", ["ci", "--no-audit", "--no-fund"], dir)
  run(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], dir)
  return dir
}

async function startFloor(dir) {
  const port = await freePort()
  const proc = startProcess(
    "B",
    process.execPath,
    ["node_modules/@react-router/serve/bin.js", "build/server/index.js"],
    { cwd: dir, env: { ...process.env, PORT: String(port), NODE_ENV: "production" } },
  )
  const url = `http://127.0.0.1:${port}/`
  await waitForOk(url, proc)
  return { ...proc, url }
}

/** C: B's HTML without scripts, stylesheet inlined, served as a static file. */
async function startStaticLimit(floorUrl, clientDir) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "coa-perf-static-"))
  cleanups.push(() => fs.rmSync(outDir, { recursive: true, force: true }))
  run(
    process.execPath,
    [path.join(opts.floorSource, "make-static.mjs"), floorUrl, clientDir, outDir],
    root,
  )
  const port = await freePort()
  const script = `
    import express from "express"
    import compression from "compression"
    const app = express()
    app.use(compression())
    app.use(express.static(${JSON.stringify(outDir)}))
    app.listen(${port}, "127.0.0.1")
  `
  const proc = startProcess("C", process.execPath, ["--input-type=module", "-e", script], {
    cwd: benchRoot,
    env: process.env,
  })
  const url = `http://127.0.0.1:${port}/`
  await waitForOk(url, proc)
  return { ...proc, url }
}

// ---------------------------------------------------------------------------
// Ours: the production build against the fake
function ensureBuild() {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build")
  const state = stateOfBuild({ root, serverBuild: path.join(buildDir, "server/index.js") })
  if (state !== "current") {
    log(`ours: the build is ${state}: react-router build`)
    run(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], root)
  }
  return buildDir
}

async function startOurs({ dataDir, fake }) {
  const port = await freePort()
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production" }
  for (const name of ["DATABASE_URL", "SMTP_URL", "ADMIN_PASSWORD", "FORCE_HTTPS"]) delete env[name]
  env.YOUTUBE_API_KEY = API_KEY
  env.YOUTUBE_API_BASE_URL = fake.baseUrl
  const started = performance.now()
  const proc = startProcess("ours", process.execPath, ["server/start.js"], { cwd: root, env })
  const url = `http://127.0.0.1:${port}`
  await waitForOk(`${url}/healthz`, proc)
  const toHealthyMs = performance.now() - started
  return { ...proc, url, toHealthyMs, memoryAtHealthy: memoryOf(proc.child.pid) }
}

/** The first visits fill the cache; then every page has live data in its first HTML. */
async function warm(url) {
  for (const page of ["/", "/cameras", "/highlights"]) await (await fetch(`${url}${page}`)).text()
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const home = await (await fetch(`${url}/`)).text()
    const cameras = await (await fetch(`${url}/cameras`)).text()
    if (home.includes("Humpback") && cameras.includes("Humpback")) return
    await sleep(200)
  }
  throw new Error("the cache did not fill: the pages show no live data")
}

/** The address of the first camera card's page on /cameras (a live one, once warm). */
async function liveCameraPath(url) {
  const html = await (await fetch(`${url}/cameras`)).text()
  const found = /href="(\/cameras\/[a-z0-9-]+)"/.exec(html)?.[1]
  if (!found) throw new Error("/cameras links to no camera page")
  return found
}

// ---------------------------------------------------------------------------
// First-load JS: what the HTML loads, measured from the built files
async function firstLoadJs(pageUrl, clientDir) {
  const html = await (await fetch(pageUrl, { headers: { "accept-encoding": "identity" } })).text()
  const urls = new Set()
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(match[1])
  for (const match of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)) {
    const href = /href="([^"]+)"/.exec(match[0])?.[1]
    if (href) urls.add(href)
  }
  for (const match of html.matchAll(/import\s*(?:[^"';]*?from\s*)?["'](\/[^"']+\.js)["']/g))
    urls.add(match[1])
  let gzip = 0
  let raw = 0
  for (const url of urls) {
    const file = path.join(clientDir, new URL(url, pageUrl).pathname)
    const source = fs.readFileSync(file)
    raw += source.length
    gzip += zlib.gzipSync(source, { level: 9 }).length
  }
  return { files: urls.size, gzip, raw }
}

// ---------------------------------------------------------------------------
// Lighthouse
const emptyEntry = () => ({
  performance: [],
  bestPractices: [],
  accessibility: [],
  seo: [],
  fcp: [],
  lcp: [],
  tbt: [],
  cls: [],
  problems: new Set(),
  failedRuns: [],
})

/** A failed Lighthouse run is run again this many times, so each median keeps its runs. */
const LIGHTHOUSE_ATTEMPTS = 2

async function lighthouseRound(targets, results) {
  const { default: lighthouse } = await import("lighthouse")
  const chromeLauncher = await import("chrome-launcher")
  const { lanternBreakdown } = opts.lantern ? await import("./lantern-breakdown.mjs") : {}
  const runOnce = async (url) => {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ["--headless=new", "--no-sandbox"],
    })
    try {
      return await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "best-practices", "accessibility", "seo"],
      })
    } finally {
      await chrome.kill()
    }
  }
  for (const target of targets) {
    const entry = (results[target.label] ??= emptyEntry())
    // A failed run (a runtime error such as NO_NAVSTART: no navigation in its trace) has
    // no scores, only nulls that would count as 0: it is reported, counted, and run again.
    let result
    for (let attempt = 1; attempt <= LIGHTHOUSE_ATTEMPTS && !result; attempt++) {
      const run = await runOnce(target.url)
      const { runtimeError } = run.lhr
      if (!runtimeError) result = run
      else {
        entry.failedRuns.push(runtimeError.code)
        const next = attempt < LIGHTHOUSE_ATTEMPTS ? "running it again" : "left out"
        log(
          `  [lighthouse] ${target.label}: run failed (${runtimeError.code}: ${runtimeError.message}); ${next}`,
        )
      }
    }
    if (!result) continue
    const { categories, audits } = result.lhr
    entry.performance.push(categories.performance.score * 100)
    entry.bestPractices.push(categories["best-practices"].score * 100)
    entry.accessibility.push(categories.accessibility.score * 100)
    entry.seo.push(categories.seo.score * 100)
    entry.fcp.push(audits["first-contentful-paint"].numericValue / 1000)
    entry.lcp.push(audits["largest-contentful-paint"].numericValue / 1000)
    entry.tbt.push(audits["total-blocking-time"].numericValue)
    entry.cls.push(audits["cumulative-layout-shift"].numericValue)
    if (lanternBreakdown) {
      log(`  [lantern] ${target.label}`)
      for (const line of await lanternBreakdown(result)) log(line)
    }
    // What kept a category below 100, so a reader knows where to look.
    for (const [id, category] of Object.entries(categories)) {
      if (id === "performance" || category.score === 1) continue
      for (const ref of category.auditRefs) {
        const audit = audits[ref.id]
        if (ref.weight > 0 && audit.score !== null && audit.score < 1)
          entry.problems.add(`${id}: ${ref.id}`)
      }
    }
  }
}

// ---------------------------------------------------------------------------
// Throughput
function cannon(url, { br }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: opts.connections,
        duration: opts.duration,
        headers: br ? { "accept-encoding": "br" } : {},
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

async function singleLatency(url) {
  const times = []
  for (let i = 0; i < 25; i++) {
    const started = performance.now()
    const response = await fetch(url)
    await response.arrayBuffer()
    if (i >= 5) times.push(performance.now() - started)
  }
  return median(times)
}

// ---------------------------------------------------------------------------
// Printing
const COLUMN = 18
function table(title, columns, rows) {
  log(`\n${title}`)
  log(`${"".padEnd(26)}${columns.map((c) => c.padStart(COLUMN)).join("")}`)
  for (const [label, values] of rows)
    log(`${label.padEnd(26)}${values.map((v) => String(v).padStart(COLUMN)).join("")}`)
}
const scoreCell = (values) => {
  const [low, high] = range(values)
  return values.length > 1
    ? `${median(values).toFixed(0)} (${Math.round(low)}–${Math.round(high)})`
    : median(values).toFixed(0)
}
const secondsCell = (values) => {
  const [low, high] = range(values)
  return values.length > 1
    ? `${median(values).toFixed(2)} (${low.toFixed(2)}–${high.toFixed(2)})`
    : median(values).toFixed(2)
}

// ---------------------------------------------------------------------------
// The run
async function main() {
  log(
    `bench:web ${new Date().toISOString()} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), node ${process.version}`,
  )
  log(`options: ${JSON.stringify(opts)}`)
  log(`at start: ${loadLine()}`)
  const buildDir = ensureBuild()
  const clientDir = path.join(buildDir, "client")

  let floor
  let floorClient = opts.floorClient
  if (opts.floorUrl) {
    floor = { url: opts.floorUrl, child: undefined, stop: async () => {} }
  } else {
    const floorDir = buildFloor()
    floorClient = path.join(floorDir, "build/client")
    floor = await startFloor(floorDir)
  }
  const staticLimit =
    floorClient && opts.lighthouse ? await startStaticLimit(floor.url, floorClient) : undefined

  const fake = await startYouTubeFake({ apiKey: API_KEY })
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "coa-perf-data-"))
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  // Start on an empty DATA_DIR, then a restart on the same one (the steady case).
  await waitForQuiet("start")
  const first = await startOurs({ dataDir, fake })
  const firstPeak = memoryOf(first.child.pid).peak
  await first.stop()
  const ours = await startOurs({ dataDir, fake })
  await warm(ours.url)
  const cameraPath = await liveCameraPath(ours.url)
  log(`${LIVE_CAMERA} is ${cameraPath}`)
  const pathOf = (page) => (page === LIVE_CAMERA ? cameraPath : page)
  await sleep(3000)
  const idle = memoryOf(ours.child.pid)
  const floorIdle = floor.child ? memoryOf(floor.child.pid) : undefined

  // First-load JS
  const js = {}
  for (const page of pages) js[page] = await firstLoadJs(`${ours.url}${pathOf(page)}`, clientDir)
  if (floorClient) js.B = await firstLoadJs(floor.url, floorClient)

  // Lighthouse, interleaved: every round runs every target once.
  const lh = {}
  if (opts.lighthouse) {
    const targets = [
      ...pages.map((page) => ({ label: page, url: `${ours.url}${pathOf(page)}` })),
      { label: "B", url: floor.url },
      ...(staticLimit ? [{ label: "C", url: staticLimit.url }] : []),
    ]
    for (let round = 1; round <= opts.runs; round++) {
      await waitForQuiet(`lighthouse ${round}/${opts.runs}`)
      // Each round in a different order, so no target always runs first or last.
      const rotated = [...targets.slice(round - 1), ...targets.slice(0, round - 1)]
      await lighthouseRound(rotated, lh)
    }
  }

  // Throughput and latency, interleaved with B.
  const load = {}
  const latency = {}
  if (opts.load) {
    for (const br of [false, true]) {
      for (const page of LOAD_PAGES) {
        await waitForQuiet(`load ${page} ${br ? "br" : "identity"}`)
        load[`${page} ${br}`] = await cannon(`${ours.url}${page}`, { br })
        await waitForQuiet(`load B ${br ? "br" : "identity"}`)
        const floorRun = await cannon(floor.url, { br })
        const previous = load[`B ${br}`]
        // B runs next to each page: its best run is the bar to meet.
        if (!previous || floorRun.requests.average > previous.requests.average)
          load[`B ${br}`] = floorRun
      }
    }
    for (const page of LOAD_PAGES) latency[page] = await singleLatency(`${ours.url}${page}`)
    latency.B = await singleLatency(floor.url)
  }
  await sleep(2000)
  const afterLoad = memoryOf(ours.child.pid)
  const floorAfter = floor.child ? memoryOf(floor.child.pid) : undefined

  // ---- Report
  const labels = [...pages, "B", ...(staticLimit ? ["C"] : [])]
  if (opts.lighthouse) {
    // "–" where no run gave figures (every run failed, or none was made).
    const cells = (key, cell) =>
      labels.map((label) => (lh[label]?.[key].length ? cell(lh[label][key]) : "–"))
    table(
      `Lighthouse 12 mobile, simulated throttling: median (range) of ${opts.runs} run(s)`,
      labels,
      [
        ["Performance", cells("performance", scoreCell)],
        ["Best Practices", cells("bestPractices", scoreCell)],
        ["Accessibility", cells("accessibility", scoreCell)],
        ["SEO", cells("seo", scoreCell)],
        ["FCP s", cells("fcp", secondsCell)],
        ["LCP s", cells("lcp", secondsCell)],
        ["TBT ms", cells("tbt", (v) => median(v).toFixed(0))],
        ["CLS", cells("cls", (v) => median(v).toFixed(3))],
      ],
    )
    const problems = labels.filter((label) => lh[label]?.problems.size)
    for (const label of problems)
      log(`  below 100 on ${label}: ${[...lh[label].problems].join(", ")}`)
    for (const label of labels.filter((label) => lh[label]?.failedRuns.length))
      log(
        `  failed Lighthouse runs on ${label}, each run again once: ${lh[label].failedRuns.join(", ")}`,
      )
  }
  const jsLabels = [...pages, ...(js.B ? ["B"] : [])]
  table("First-load JS (scripts and modulepreloads in the HTML, built files)", jsLabels, [
    ["gzip -9 kB", jsLabels.map((l) => (js[l].gzip / 1000).toFixed(1))],
    ["files", jsLabels.map((l) => js[l].files)],
    ["× B gzip", jsLabels.map((l) => (js.B ? (js[l].gzip / js.B.gzip).toFixed(2) : "–"))],
  ])
  if (opts.load) {
    const loadLabels = [...LOAD_PAGES, "B"]
    const rps = (br) => loadLabels.map((l) => Math.round(load[`${l} ${br}`].requests.average))
    const ratio = (br) =>
      loadLabels.map((l) =>
        (load[`${l} ${br}`].requests.average / load[`B ${br}`].requests.average).toFixed(2),
      )
    const p99 = (br) => loadLabels.map((l) => `${load[`${l} ${br}`].latency.p99} ms`)
    const errors = (br) =>
      loadLabels.map((l) => {
        const r = load[`${l} ${br}`]
        return r.errors + r.timeouts + r.non2xx
      })
    const kbPerResponse = (br) =>
      loadLabels.map((l) => {
        const r = load[`${l} ${br}`]
        return (r.throughput.total / Math.max(1, r.requests.total) / 1000).toFixed(1)
      })
    table(
      `Throughput: autocannon, ${opts.connections} connections, ${opts.duration} s each (B: best of its runs)`,
      loadLabels,
      [
        ["req/s, no compression", rps(false)],
        ["  × B", ratio(false)],
        ["  p99 latency", p99(false)],
        ["  kB per response", kbPerResponse(false)],
        ["  errors + non-2xx", errors(false)],
        ["req/s, Accept-Encoding: br", rps(true)],
        ["  × B", ratio(true)],
        ["  p99 latency", p99(true)],
        ["  kB per response", kbPerResponse(true)],
        ["  errors + non-2xx", errors(true)],
        ["single warm request ms", loadLabels.map((l) => latency[l].toFixed(1))],
        ["  × B", loadLabels.map((l) => (latency[l] / latency.B).toFixed(2))],
      ],
    )
  }
  table(
    "Server memory (RSS) and start",
    ["ours", "B"],
    [
      ["first start: to healthy", [`${(first.toHealthyMs / 1000).toFixed(2)} s`, "–"]],
      ["first start: RSS healthy", [mib(first.memoryAtHealthy.rss), "–"]],
      ["first start: RSS peak", [mib(firstPeak), "–"]],
      ["restart: to healthy", [`${(ours.toHealthyMs / 1000).toFixed(2)} s`, "–"]],
      ["idle, warm cache", [mib(idle.rss), floorIdle ? mib(floorIdle.rss) : "–"]],
      ["after the load", [mib(afterLoad.rss), floorAfter ? mib(floorAfter.rss) : "–"]],
      ["peak since restart", [mib(afterLoad.peak), floorAfter ? mib(floorAfter.peak) : "–"]],
    ],
  )
  log(`\nat end: ${loadLine()}`)

  await ours.stop()
  await floor.stop()
  await staticLimit?.stop()
  await fake.close()
}

try {
  await main()
} finally {
  for (const cleanup of cleanups) cleanup()
}
process.exit(0)
