// `npm run bench:quota`: a whole simulated day of the site's YouTube Data API
// use at 1, 1,000 and 100,000 visitors a day, with the default settings (live
// data 5 minutes, cache lifetime 24 h, budget 500 units). The app's own cache
// and background refresher run in this process against the local API fake
// (dev/youtube-fake.js) on an in-memory database, with an injected
// clock, so a day takes seconds. During the day viewer counts change every 7
// minutes, 6 streams start and 5 end. Per visitor count it prints the calls
// and units spent, the oldest viewer count any visitor saw, the longest an
// ended stream stayed on a page, and the longest a live stream was missing
// from the list.
//
// Options (environment): BENCH_VISITORS (default "1,1000,100000").
import path from "node:path"
import { fileURLToPath } from "node:url"
import { createServer } from "vite"
import tsconfigPaths from "vite-tsconfig-paths"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const VISITORS = (process.env.BENCH_VISITORS || "1,1000,100000")
  .split(",")
  .map((value) => Number(value.trim()))
  .filter((value) => Number.isInteger(value) && value > 0)
const LIMITS = { units: 500, searches: 5, viewerAgeMs: 300_000, endedMs: 300_000, newMs: 1_800_000 }

// The app's config is read when its modules load: a key (for the fake) and no external database.
process.env.YOUTUBE_API_KEY = "bench-key"
delete process.env.DATABASE_URL
process.env.NODE_ENV = "production"

// The app logs one JSON line per refresh; the bench prints only its table.
const write = process.stdout.write.bind(process.stdout)
process.stdout.write = (chunk, ...rest) =>
  String(chunk).startsWith('{"time"') ? true : write(chunk, ...rest)

const vite = await createServer({
  root,
  configFile: false,
  plugins: [tsconfigPaths()],
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: "custom",
  logLevel: "error",
  optimizeDeps: { noDiscovery: true, include: [] },
})
let failed = false
try {
  const { simulateDay } = await vite.ssrLoadModule("/scripts/bench-quota/simulate-day.ts")
  const line = (label, ...values) =>
    console.log(`${label.padEnd(46)} ${values.map((v) => String(v).padStart(14)).join("")}`)
  const results = []
  for (const visitors of VISITORS) {
    const started = performance.now()
    const result = await simulateDay(visitors)
    result.seconds = (performance.now() - started) / 1000
    results.push(result)
  }
  const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`
  console.log("\nYouTube Data API: one simulated day at the default settings\n")
  line("visitors a day", ...results.map((r) => r.visitors.toLocaleString("en-US")))
  line("page views", ...results.map((r) => r.pageViews.toLocaleString("en-US")))
  for (const endpoint of ["videos", "playlistItems", "channels", "search"])
    line(`  ${endpoint}.list calls`, ...results.map((r) => r.calls[endpoint] ?? 0))
  line("units (all calls but searches; budget 500)", ...results.map((r) => r.units))
  line("searches (budget 5)", ...results.map((r) => r.searches))
  line("units if a search costs 100", ...results.map((r) => r.unitsWithSearches))
  line(
    "oldest viewer count a visitor saw (≤ 5 min)",
    ...results.map((r) => minutes(r.oldestViewerCountSeenMs)),
  )
  line(
    "longest an ended stream stayed (≤ 5 min)",
    ...results.map((r) => minutes(r.longestEndedStreamShownMs)),
  )
  line(
    "longest a new stream was missing (≤ 30 min)",
    ...results.map((r) => minutes(r.longestNewStreamMissingMs)),
  )
  line(
    "new streams seen by visitors",
    ...results.map((r) => `${r.newStreamsSeen} of ${r.newStreamsStarted}`),
  )
  line("simulation time", ...results.map((r) => `${r.seconds.toFixed(1)} s`))
  console.log("")
  failed = results.some(
    (r) =>
      r.units > LIMITS.units ||
      r.searches > LIMITS.searches ||
      r.oldestViewerCountSeenMs > LIMITS.viewerAgeMs ||
      r.longestEndedStreamShownMs > LIMITS.endedMs ||
      r.longestNewStreamMissingMs > LIMITS.newMs,
  )
  if (failed) console.log("A figure is past its goal.")
} finally {
  await vite.close()
}
process.exit(failed ? 1 : 0)
