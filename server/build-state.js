// @ts-check
// Whether `npm start` may serve the build as it is.
import fs from "node:fs"
import path from "node:path"

/** What the production build is made from: a change to any of these makes it stale. */
export const BUILD_SOURCES = [
  "app",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "server/precompress.js",
  "server/compile-hints.js",
  "server/db-image.js",
  "react-router.config.ts",
]

/**
 * "missing", "stale" when a source file is newer than the build (so `git pull` then
 * `npm start` never serves the old build), or "current".
 */
/**
 * @param {{ root: string, serverBuild: string, sources?: readonly string[] }} paths
 * @returns {"missing" | "stale" | "current"}
 */
export function stateOfBuild({ root, serverBuild, sources = BUILD_SOURCES }) {
  const built = fs.statSync(serverBuild, { throwIfNoEntry: false })
  if (!built) return "missing"
  /** @type {(file: string) => boolean} */
  const newer = (file) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false })
    if (!stat) return false
    if (!stat.isDirectory()) return stat.mtimeMs > built.mtimeMs
    return fs.readdirSync(file).some((name) => newer(path.join(file, name)))
  }
  return sources.some((source) => newer(path.join(root, source))) ? "stale" : "current"
}
