// @ts-check
// Brotli (quality 11) and gzip (level 9) copies of the client build's text assets,
// written next to them at build time, so the server sends the smallest encoding
// without compressing anything per request (server/app.js serves them).
import fs from "node:fs/promises"
import path from "node:path"
import { promisify } from "node:util"
import zlib from "node:zlib"

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Files worth compressing: text. Images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|xml|webmanifest)$/
/** Below this a compressed copy saves less than its headers cost. */
export const MIN_BYTES = 1024

/**
 * Writes `file.br` and `file.gz` beside each compressible file (paths relative to
 * `dir`) when the copy is smaller; returns the files it compressed.
 */
/**
 * @param {string} dir
 * @param {string[]} files
 * @returns {Promise<string[]>}
 */
export async function precompressFiles(dir, files) {
  /** @type {string[]} */
  const done = []
  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        const full = path.join(dir, file)
        const source = await fs.readFile(full)
        if (source.length < MIN_BYTES) return
        const [br, gz] = await Promise.all([
          brotli(source, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            },
          }),
          gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ])
        if (br.length < source.length) await fs.writeFile(`${full}.br`, br)
        if (gz.length < source.length) await fs.writeFile(`${full}.gz`, gz)
        done.push(file)
      }),
  )
  return done.sort()
}

/**
 * The Vite plugin: after the browser bundle is written, its assets get their compressed copies.
 * @returns {import("vite").Plugin}
 */
export function precompress() {
  return {
    name: "coa-precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      if (!options.dir) return
      await precompressFiles(options.dir, Object.keys(bundle))
    },
  }
}
