// First-load JavaScript of a React Router build: the files a page's server HTML
// loads before it is interactive (its modulepreload links and module scripts),
// with their gzip sizes. Read from the build's own route manifest
// (build/client/assets/manifest-*.js), so the same code measures our build and the
// floor's; tests/e2e/bundle-budget.spec.ts checks it against the served HTML.
//
//   node scripts/first-load.mjs [clientDir] [floorClientDir]
//
// prints the table for the content pages (and the floor's home, when given).
import fs from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"

/** The content pages and their route ids; budgets are relative to the floor's home. */
export const CONTENT_PAGES = [
  { path: "/", route: "routes/home", budget: 1.15 },
  { path: "/cameras", route: "routes/cameras", budget: 1.15 },
  { path: "/highlights", route: "routes/highlights", budget: 1.15 },
  { path: "/merchandise", route: "routes/merchandise", budget: 1.3 },
  { path: "/about", route: "routes/about", budget: 1.15 },
  { path: "/business", route: "routes/business", budget: 1.15 },
  // A camera page carries the player, the camera's clock, the share and favourite buttons
  // and cards of other cameras and highlights.
  {
    path: "/cameras/table-mountain-view",
    route: "routes/cameras.$slug",
    budget: 1.16,
    ratchet: 1.16,
  },
]

/**
 * The floor's first load (../shared/perf-floor built with this project's versions of
 * React Router 7.18.4, React 19.3.1, Vite 7.3.8, Tailwind 4.3.3), measured with this
 * script (gzip level 9): `node scripts/first-load.mjs build/client <floor>/build/client`.
 */
export const FLOOR_FIRST_LOAD = { files: 4, gzipBytes: 114_192 }

export const MAX_FIRST_LOAD_FILES = 8

/**
 * What the content pages reach today, with about 0.5 kB (gzip) of room; raised from 1.12
 * when every page's header got the account buttons and camera cards the favourite toggle.
 * Every kilobyte here is about 5 ms of Lighthouse's simulated first paint; raise it on purpose.
 */
export const FIRST_LOAD_RATCHET = 1.13

/**
 * No single JS file may be bigger than this (gzip): the floor's largest file (React DOM in
 * its entry.client, 68.3 kB) and a little room.
 */
export const MAX_CHUNK_GZIP_BYTES = 70_000

export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length

/** The build's route manifest: each route's module and the chunks it imports. */
export function readRouteManifest(clientDir) {
  const assets = path.join(clientDir, "assets")
  const file = fs.readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name))
  if (!file) throw new Error(`no route manifest in ${assets}`)
  const text = fs.readFileSync(path.join(assets, file), "utf8")
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)
  return { url: `/assets/${file}`, manifest: JSON.parse(json) }
}

/** The JS files a first load of a page with these route ids fetches, in HTML order. */
export function firstLoadFiles(clientDir, routeIds) {
  // The route manifest file itself is not loaded: the HTML carries what the page needs.
  const { manifest } = readRouteManifest(clientDir)
  const files = [manifest.entry.module]
  for (const id of ["root", ...routeIds]) {
    const route = manifest.routes[id]
    if (!route) throw new Error(`no route ${id} in the manifest`)
    if (route.module) files.push(route.module)
    files.push(...(route.imports ?? []))
  }
  files.push(...(manifest.entry.imports ?? []))
  return [...new Set(files)]
}

/** Each file with its raw and gzip size, and the totals. */
export function measureFiles(clientDir, urls) {
  const files = urls.map((url) => {
    const buffer = fs.readFileSync(path.join(clientDir, url))
    return { url, bytes: buffer.length, gzipBytes: gzipSize(buffer) }
  })
  return {
    files,
    count: files.length,
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  }
}

export function measurePage(clientDir, routeId) {
  return measureFiles(clientDir, firstLoadFiles(clientDir, [routeId]))
}

/** Every JS file of the build with its gzip size, largest first. */
export function measureChunks(clientDir) {
  const assets = path.join(clientDir, "assets")
  return fs
    .readdirSync(assets)
    .filter((name) => name.endsWith(".js"))
    .map((name) => ({
      url: `/assets/${name}`,
      gzipBytes: gzipSize(fs.readFileSync(path.join(assets, name))),
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
}

const kB = (bytes) => (bytes / 1000).toFixed(1)

if (import.meta.url === `file://${process.argv[1]}`) {
  const [clientArg, floorDir] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"))
  const clientDir = clientArg ?? path.join(process.env.BUILD_DIR ?? "build", "client")
  const floor = floorDir ? measurePage(floorDir, "routes/home") : undefined
  const floorBytes = floor?.gzipBytes ?? FLOOR_FIRST_LOAD.gzipBytes
  const rows = CONTENT_PAGES.map(({ path: page, route, budget }) => {
    const result = measurePage(clientDir, route)
    return { page, ...result, budget }
  })
  if (floor) rows.push({ page: "floor /", ...floor, budget: 1 })
  console.log("page            JS gzip kB  files  × floor  budget")
  for (const row of rows) {
    const ratio = floorBytes ? (row.gzipBytes / floorBytes).toFixed(2) : "-"
    console.log(
      `${row.page.padEnd(15)} ${kB(row.gzipBytes).padStart(10)}  ${String(row.count).padStart(5)}  ${ratio.padStart(7)}  ${row.budget}`,
    )
  }
  if (process.argv.includes("--files")) {
    for (const row of rows) {
      console.log(`\n${row.page}`)
      for (const file of row.files) console.log(`  ${kB(file.gzipBytes).padStart(7)}  ${file.url}`)
    }
  }
  console.log("\nlargest chunks:")
  for (const chunk of measureChunks(clientDir).slice(0, 8))
    console.log(`  ${kB(chunk.gzipBytes).padStart(7)}  ${chunk.url}`)
}
