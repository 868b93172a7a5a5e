import path from "node:path"
import { reactRouter } from "@react-router/dev/vite"
import tailwindcss from "@tailwindcss/vite"
import { defineConfig, type Rollup } from "vite"
import tsconfigPaths from "vite-tsconfig-paths"
import { compileHints } from "./server/compile-hints.js"
import { dbImage } from "./server/db-image.js"
import { precompress } from "./server/precompress.js"

// The pages every visitor lands on; their first load is budgeted
// (tests/e2e/bundle-budget.spec.ts, scripts/first-load.mjs).
const CONTENT_ROUTES = [
  "home",
  "cameras",
  "highlights",
  "merchandise",
  "about",
  "business",
  "cameras.$slug",
]
// Pages that share a lot with each other (the video grids) get a shared chunk of their
// own, so the other pages do not load it.
const VIDEO_ROUTES = new Set(["home", "cameras", "highlights", "cameras.$slug"])
const CAMERA_ROUTES = new Set(["home", "cameras", "cameras.$slug"])
const ROOT_MODULE = path.resolve("app/root.tsx")
type ModuleInfoOf = Rollup.ManualChunkMeta["getModuleInfo"]

const EXPORT_FROM = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g

/**
 * A package's barrel (a module of `export { … } from` lines, like lucide-react's index):
 * each exported name and the module it comes from. Undefined for any other module.
 */
function barrelExports(id: string, getModuleInfo: ModuleInfoOf): Map<string, string> | undefined {
  const info = getModuleInfo(id)
  if (!info?.code || !id.includes("/node_modules/")) return undefined
  const names = new Map<string, string>()
  for (const [, list, source] of info.code.matchAll(EXPORT_FROM)) {
    const target = path.resolve(path.dirname(id), source!)
    const child = info.importedIds.find((imported) => imported === target)
    if (!child) continue
    for (const entry of list!.split(","))
      names.set(
        entry
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
        child,
      )
  }
  return names.size >= 20 ? names : undefined
}

/**
 * Every module a module needs, itself included: its static imports, and through a
 * barrel only the modules behind the names it uses (not every icon of an icon set).
 * Dynamic imports stay out: they load later.
 */
function staticClosure(start: string, getModuleInfo: ModuleInfoOf): Set<string> {
  const seen = new Set<string>()
  const queue = [start]
  while (queue.length > 0) {
    const id = queue.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    const info = getModuleInfo(id)
    for (const imported of info?.importedIds ?? []) {
      const barrel = barrelExports(imported, getModuleInfo)
      if (!barrel) {
        queue.push(imported)
        continue
      }
      seen.add(imported)
      for (const [name, child] of barrel)
        if (new RegExp(`\\b${name}\\b`).test(info?.code ?? "")) queue.push(child)
    }
  }
  return seen
}

/**
 * Few, whole chunks instead of Rollup's one chunk per set of importers (20 to 28 small
 * files per page): everything the root layout needs in `shell`; code that only the camera
 * pages share in `pages-cameras`, that only the highlights and camera pages share in
 * `pages-highlights`, that only the video pages share in `pages-video`, that
 * other pages share also in `shell`; each content page's own code, wherever else it is
 * used, in `page-<name>`. A content page then loads at most 8 files.
 */
function chunkPlanner() {
  let plan: Map<string, string> | undefined
  return (id: string, { getModuleInfo }: Rollup.ManualChunkMeta): string | undefined => {
    // Planned once, when Rollup asks about the first module (the graph is complete then).
    if (!plan) {
      plan = new Map()
      const shell = staticClosure(ROOT_MODULE, getModuleInfo)
      const users = new Map<string, string[]>()
      for (const name of CONTENT_ROUTES) {
        for (const module of staticClosure(path.resolve(`app/routes/${name}.tsx`), getModuleInfo)) {
          if (shell.has(module)) continue
          users.set(module, [...(users.get(module) ?? []), name])
        }
      }
      // What the shell loads later (the toaster) must not reach into a page's chunk:
      // code it shares with a page goes into the shell instead.
      const later = new Set<string>()
      for (const module of shell)
        for (const lazy of getModuleInfo(module)?.dynamicallyImportedIds ?? [])
          for (const needed of staticClosure(lazy, getModuleInfo))
            if (!shell.has(needed)) later.add(needed)
      for (const module of shell) plan.set(module, "shell")
      for (const [module, names] of users) {
        if (later.has(module)) plan.set(module, "shell")
        else if (names.length === 1) plan.set(module, `page-${names[0]}`)
        else if (names.every((name) => CAMERA_ROUTES.has(name))) plan.set(module, "pages-cameras")
        // What only the highlights and camera pages share stays off the camera lists.
        else if (names.every((name) => name === "highlights" || name === "cameras.$slug"))
          plan.set(module, "pages-highlights")
        else if (names.every((name) => VIDEO_ROUTES.has(name))) plan.set(module, "pages-video")
        // Small pieces (card, badge) that pages of both kinds use: one file less per page.
        else plan.set(module, "shell")
      }
    }
    return plan.get(id)
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    tsconfigPaths(),
    compileHints(),
    precompress(),
    dbImage(),
  ],
  build: {
    assetsInlineLimit: 0,
    // Terser with a second compress pass writes the browser's scripts 3.4 kB (gzip) smaller
    // on every first load than esbuild's minifier (126 against 130 kB); Lighthouse's paint
    // estimates wait for these scripts to download. About 12 s more per build.
    minify: isSsrBuild ? false : "terser",
    terserOptions: { compress: { passes: 2 } },
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: chunkPlanner() } },
  },
  // Bundled into the server build, so it loads only the icons and primitives the pages use:
  // loading both whole packages took about 0.7 s of every start.
  ssr: { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] },
}))
