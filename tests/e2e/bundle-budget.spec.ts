// JavaScript budgets of the built site: each content page's first load against the
// bare React Router floor (scripts/first-load.mjs), measured from the build's route
// manifest and checked against what the server's HTML really loads.
import fs from "node:fs"
import path from "node:path"
import {
  CONTENT_PAGES,
  FIRST_LOAD_RATCHET,
  FLOOR_FIRST_LOAD,
  MAX_CHUNK_GZIP_BYTES,
  MAX_FIRST_LOAD_FILES,
  firstLoadFiles,
  measureChunks,
  measureFiles,
} from "../../scripts/first-load.mjs"
import { EAGER_COMPILE_HINT } from "../../server/compile-hints.js"
import { expect, test } from "./support/fixtures"

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client")

/** The JS files a page's server HTML loads: modulepreload links, module scripts and their imports. */
function scriptsInHtml(html: string): string[] {
  const urls = new Set<string>()
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g))
    urls.add(match[1]!)
  for (const match of html.matchAll(/<script[^>]* src="([^"]+\.js)"/g)) urls.add(match[1]!)
  for (const match of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) urls.add(match[1]!)
  return [...urls]
}

for (const { path: page, route, budget } of CONTENT_PAGES) {
  test(`${page} loads at most ${budget} × the floor's JavaScript in at most ${MAX_FIRST_LOAD_FILES} files`, async ({
    request,
  }) => {
    const html = await (await request.get(page)).text()
    const fromManifest = firstLoadFiles(clientDir, [route])
    expect(new Set(scriptsInHtml(html)), "the HTML loads what the manifest says").toEqual(
      new Set(fromManifest),
    )
    const { gzipBytes, count } = measureFiles(clientDir, fromManifest)
    console.log(`${page}: ${(gzipBytes / 1000).toFixed(1)} kB gzip in ${count} files`)
    expect(count).toBeLessThanOrEqual(MAX_FIRST_LOAD_FILES)
    expect(gzipBytes).toBeLessThanOrEqual(Math.floor(budget * FLOOR_FIRST_LOAD.gzipBytes))
  })
}

test(`every content page loads at most ${FIRST_LOAD_RATCHET} × the floor's JavaScript, or its own ratchet (the build's minifier)`, () => {
  const over = CONTENT_PAGES.map(({ path: page, route, ratchet }) => ({
    page,
    ratio:
      measureFiles(clientDir, firstLoadFiles(clientDir, [route])).gzipBytes /
      FLOOR_FIRST_LOAD.gzipBytes,
    ratchet: ratchet ?? FIRST_LOAD_RATCHET,
  })).filter(({ ratio, ratchet }) => ratio > ratchet)
  expect(over).toEqual([])
})

test(`no JavaScript file is over ${MAX_CHUNK_GZIP_BYTES / 1000} kB gzip`, () => {
  const chunks = measureChunks(clientDir)
  expect(chunks.length).toBeGreaterThan(0)
  const over = chunks.filter((chunk) => chunk.gzipBytes > MAX_CHUNK_GZIP_BYTES)
  expect(over).toEqual([])
})

test("the files a first load runs ask Chrome to compile them at once; code loaded on demand does not", () => {
  const startsWithHint = (file: string) =>
    fs.readFileSync(path.join(clientDir, file), "utf8").startsWith(`${EAGER_COMPILE_HINT}\n`)
  const firstLoads = new Set(
    CONTENT_PAGES.flatMap(({ route }) => firstLoadFiles(clientDir, [route])),
  )
  expect(firstLoads.size).toBeGreaterThan(0)
  expect([...firstLoads].filter((url) => !startsWithHint(url))).toEqual([])
  // The toaster's Radix code loads with the first toast, if one is ever raised.
  const onDemand = fs
    .readdirSync(path.join(clientDir, "assets"))
    .filter((name) => /^radix-toaster-.*\.js$/.test(name))
  expect(onDemand).toHaveLength(1)
  expect(onDemand.filter((name) => startsWithHint(`assets/${name}`))).toEqual([])
})
