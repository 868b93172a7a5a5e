// Static files as the production server sends them: the build's brotli or gzip
// copy when the browser takes it, a year of caching for hashed assets, and only
// the headers a file needs (the document policy stays on pages).
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import express from "express"
import { compressAnswers, createApp } from "./app.js"
import { precompressFiles } from "./precompress.js"

const SCRIPT = `export const greeting = ${JSON.stringify("hello ocean ".repeat(400))}\n`

let server
let base
let clientDir

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "coa-static-"))
  fs.mkdirSync(path.join(clientDir, "assets"))
  fs.writeFileSync(path.join(clientDir, "assets/entry-AbC123.js"), SCRIPT)
  fs.writeFileSync(path.join(clientDir, "assets/tiny-XyZ987.js"), "export {}\n")
  fs.writeFileSync(path.join(clientDir, "icon.svg"), `<svg xmlns="http://www.w3.org/2000/svg"/>`)
  await precompressFiles(clientDir, ["assets/entry-AbC123.js", "assets/tiny-XyZ987.js"])
  // Pages are not served here: every request that reaches the router gets a plain answer.
  const build = async () => {
    throw new Error("no pages in this test")
  }
  const app = createApp({ build, clientDir, isProduction: true, trustProxy: false })
  await new Promise((resolve) => (server = app.listen(0, "127.0.0.1", resolve)))
  base = `http://127.0.0.1:${server.address().port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  fs.rmSync(clientDir, { recursive: true, force: true })
})

/** The raw answer (no automatic decompression), from this file's server or `origin`. */
function get(url, headers = {}, origin = base) {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${url}`, { headers }, (res) => {
        const chunks = []
        res.on("data", (chunk) => chunks.push(chunk))
        res.on("end", () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        )
      })
      .on("error", reject)
  })
}

describe("precompressed assets", () => {
  it("the build step writes brotli and gzip copies of text files worth compressing", async () => {
    const assets = fs.readdirSync(path.join(clientDir, "assets")).sort()
    expect(assets).toEqual([
      "entry-AbC123.js",
      "entry-AbC123.js.br",
      "entry-AbC123.js.gz",
      "tiny-XyZ987.js",
    ])
    const br = fs.readFileSync(path.join(clientDir, "assets/entry-AbC123.js.br"))
    expect(zlib.brotliDecompressSync(br).toString()).toBe(SCRIPT)
    expect(br.length).toBeLessThan(SCRIPT.length / 10)
  })

  it("sends the brotli copy to a browser that takes br, the gzip copy to one that takes gzip", async () => {
    const br = await get("/assets/entry-AbC123.js", { "accept-encoding": "gzip, deflate, br" })
    expect(br.status).toBe(200)
    expect(br.headers["content-encoding"]).toBe("br")
    expect(br.headers["content-type"]).toMatch(/javascript/)
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCRIPT)
    // The build's copy itself, not one compressed for this response.
    expect(br.body.equals(fs.readFileSync(path.join(clientDir, "assets/entry-AbC123.js.br")))).toBe(
      true,
    )

    const gz = await get("/assets/entry-AbC123.js", { "accept-encoding": "gzip" })
    expect(gz.headers["content-encoding"]).toBe("gzip")
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SCRIPT)

    const plain = await get("/assets/entry-AbC123.js", { "accept-encoding": "identity" })
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.body.toString()).toBe(SCRIPT)
  })

  it("sends a small file as it is, without compressing it per request", async () => {
    const tiny = await get("/assets/tiny-XyZ987.js", { "accept-encoding": "br" })
    expect(tiny.headers["content-encoding"]).toBeUndefined()
    expect(tiny.body.toString()).toBe("export {}\n")
  })
})

describe("asset headers", () => {
  it("hashed assets are cached a year, immutable, with nosniff and same-origin only", async () => {
    const { headers } = await get("/assets/entry-AbC123.js", { "accept-encoding": "br" })
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin")
  })

  it("files do not repeat the document policy that pages carry", async () => {
    const { headers } = await get("/assets/entry-AbC123.js", { "accept-encoding": "br" })
    for (const name of [
      "content-security-policy",
      "x-frame-options",
      "referrer-policy",
      "permissions-policy",
      "cross-origin-opener-policy",
      "x-powered-by",
    ])
      expect(headers[name], name).toBeUndefined()
  })

  it("an SVG may run nothing when opened on its own", async () => {
    const { headers } = await get("/icon.svg")
    expect(headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'")
    expect(headers["cache-control"]).toBe("public, max-age=3600")
  })

  it("a request the files do not answer gets the full page headers", async () => {
    // (This test's router fails every request: the plain 500 of a failure still has them.)
    const { headers } = await get("/assets/missing-000.js")
    expect(headers["x-frame-options"]).toBe("DENY")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin")
  })
})

describe("compressed pages", () => {
  // A page larger than the window, of parts that repeat far apart.
  const page = Array.from({ length: 8000 }, (_, i) => `<p>shark ${i % 700} seen</p>`).join("\n")

  it("are brotli with a 128 KiB window, and decode to the page however long it is", async () => {
    const app = express()
    app.use(compressAnswers())
    app.get("/page", (req, res) => res.type("html").send(page))
    const pageServer = await new Promise((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening))
    })
    try {
      const origin = `http://127.0.0.1:${pageServer.address().port}`
      const answer = await get("/page", { "accept-encoding": "br" }, origin)
      expect(answer.headers["content-encoding"]).toBe("br")
      // The stream header's first seven bits: 1, then 000 and 000, stand for a 2^17 window.
      expect(answer.body[0] & 0x7f).toBe(0x01)
      expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(page)
    } finally {
      await new Promise((resolve) => pageServer.close(resolve))
    }
  })
})

describe("failures outside the router", () => {
  it("answer a plain 500 and log one JSON line, no stack trace", async () => {
    const written = []
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation((text) => {
      written.push(String(text))
      return true
    })
    const consoleError = vi.spyOn(console, "error").mockImplementation((...args) => {
      written.push(args.join(" "))
    })
    try {
      const answer = await get("/any-page")
      expect(answer.status).toBe(500)
      expect(answer.body.toString()).toBe("Internal Server Error")
    } finally {
      stderr.mockRestore()
      consoleError.mockRestore()
    }
    const lines = written.join("").split("\n").filter(Boolean)
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({
        level: "error",
        event: "request.failed",
        status: 500,
        path: "/any-page",
        error: "no pages in this test",
      }),
    ])
  })
})
