import { EventEmitter } from "node:events"
import http from "node:http"
import express from "express"
import { describe, expect, it } from "vitest"
import {
  allowedMethods,
  contentSecurityPolicy,
  CSP_REPORT_PATH,
  FOREIGN_ORIGIN_MESSAGE,
  imageOrigins,
  redirectToHttps,
  refuseForeignOrigin,
} from "./security.js"

describe("content security policy", () => {
  it("allows scripts only from ourselves and the request's nonce", () => {
    const csp = contentSecurityPolicy("abc123", { imgOrigins: [] })
    expect(csp).toContain("script-src 'self' 'nonce-abc123'")
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
  })

  it("asks browsers to report what it blocks", () => {
    const csp = contentSecurityPolicy("abc123", { imgOrigins: [] })
    expect(csp).toContain(`report-uri ${CSP_REPORT_PATH}`)
    expect(csp).toContain("report-to csp-endpoint")
  })

  it("allows thumbnails from the platform and from a local fake API", () => {
    expect(imageOrigins(undefined)).toEqual(["https://i.ytimg.com", "https://*.ytimg.com"])
    expect(imageOrigins("http://127.0.0.1:9999/youtube/v3")).toContain("http://127.0.0.1:9999")
    expect(imageOrigins("https://www.googleapis.com/youtube/v3")).toHaveLength(2)
  })
})

describe("methods and https", () => {
  function call(middleware, req) {
    const res = {
      headers: {},
      statusCode: 200,
      body: undefined,
      location: undefined,
      setHeader(name, value) {
        this.headers[name.toLowerCase()] = value
      },
      status(code) {
        this.statusCode = code
        return this
      },
      type() {
        return this
      },
      send(body) {
        this.body = body
      },
      end() {},
      redirect(code, location) {
        this.statusCode = code
        this.location = location
      },
    }
    let passed = false
    // The request keeps its prototype, so an EventEmitter stays one.
    const request = Object.assign(
      Object.create(Object.getPrototypeOf(req)),
      { headers: {}, path: "/", originalUrl: "/" },
      req,
    )
    middleware(request, res, () => (passed = true))
    return { res, passed }
  }

  it("lets GET, HEAD and POST through, answers OPTIONS 204 and others 405 with Allow", () => {
    for (const method of ["GET", "HEAD", "POST"])
      expect(call(allowedMethods(), { method }).passed).toBe(true)
    const options = call(allowedMethods(), { method: "OPTIONS" })
    expect(options.passed).toBe(false)
    expect(options.res.statusCode).toBe(204)
    expect(options.res.headers.allow).toBe("GET, HEAD, POST")
    const put = call(allowedMethods(), { method: "PUT" })
    expect(put.res.statusCode).toBe(405)
    expect(put.res.headers.allow).toBe("GET, HEAD, POST")
  })

  it("answers a refused method once the request's body is read, so no reset loses the answer", () => {
    const req = Object.assign(new EventEmitter(), {
      method: "DELETE",
      headers: { "content-length": "10" },
      complete: false,
    })
    const put = call(allowedMethods(), req)
    expect(put.res.statusCode).toBe(200)
    req.emit("data", Buffer.from("name=Zoe&"))
    req.emit("data", Buffer.from("x"))
    expect(put.res.statusCode).toBe(200)
    req.emit("end")
    expect(put.res.statusCode).toBe(405)
    expect(put.res.headers.connection).toBeUndefined()
  })

  it("does not read a large body of a refused method: the connection closes after the answer", () => {
    const req = Object.assign(new EventEmitter(), {
      method: "PUT",
      headers: { "content-length": String(10 * 1024 * 1024) },
      complete: false,
    })
    const put = call(allowedMethods(), req)
    expect(put.res.statusCode).toBe(405)
    expect(put.res.headers.connection).toBe("close")
  })

  it("redirects plain http to https only when enabled, keeping POST a POST", () => {
    const req = { method: "GET", secure: false, headers: { host: "evil.example" } }
    const enabled = { enabled: true, publicOrigin: "https://shop.example" }
    expect(call(redirectToHttps({ enabled: false }), req).passed).toBe(true)
    expect(call(redirectToHttps(enabled), { ...req, secure: true }).passed).toBe(true)
    const get = call(redirectToHttps(enabled), { ...req, originalUrl: "/cart?x=1" })
    expect(get.res.statusCode).toBe(301)
    // The public origin, never the Host the client chose.
    expect(get.res.location).toBe("https://shop.example/cart?x=1")
    expect(call(redirectToHttps(enabled), { ...req, method: "POST" }).res.statusCode).toBe(308)
    const health = call(redirectToHttps(enabled), { ...req, path: "/healthz" })
    expect(health.passed).toBe(true)
    // An http PUBLIC_ORIGIN is upgraded; none at all is a setting error.
    const plain = { enabled: true, publicOrigin: "http://shop.example" }
    expect(call(redirectToHttps(plain), req).res.location).toBe("https://shop.example/")
    expect(() => redirectToHttps({ enabled: true })).toThrow(/PUBLIC_ORIGIN/)
  })
})

describe("foreign origins", () => {
  /** Posts to an Express app with the middleware and answers { status, body }. */
  async function post(headers, { trustProxy = false, method = "POST" } = {}) {
    const app = express()
    app.set("trust proxy", trustProxy)
    app.use(refuseForeignOrigin())
    app.use((req, res) => res.send("passed"))
    const server = app.listen(0, "127.0.0.1")
    await new Promise((resolve) => server.once("listening", resolve))
    const { port } = server.address()
    try {
      return await new Promise((resolve, reject) => {
        const request = http.request(
          { host: "127.0.0.1", port, method, path: "/checkout", headers },
          (response) => {
            let body = ""
            response.on("data", (chunk) => (body += chunk))
            response.on("end", () => resolve({ status: response.statusCode, body, port }))
          },
        )
        request.on("error", reject)
        request.end()
      })
    } finally {
      server.close()
    }
  }

  it("lets a POST from the site itself, or without an Origin, through", async () => {
    const own = await post({ Host: "127.0.0.1:1234", Origin: "http://127.0.0.1:1234" })
    expect(own.body).toBe("passed")
    expect((await post({})).body).toBe("passed")
    expect((await post({ Origin: "https://evil.example" }, { method: "GET" })).body).toBe("passed")
  })

  it("refuses another site's Origin, 'null', another port or scheme with a clear 403", async () => {
    for (const origin of [
      "https://evil.example",
      "null",
      "http://127.0.0.1:9",
      "https://127.0.0.1:1234",
      "http://localhost:1234",
      "not a url",
    ]) {
      const answer = await post({ Host: "127.0.0.1:1234", Origin: origin })
      expect(answer, origin).toEqual(
        expect.objectContaining({ status: 403, body: FOREIGN_ORIGIN_MESSAGE }),
      )
    }
  })

  it("behind a trusted proxy, compares with the forwarded host and scheme", async () => {
    const headers = {
      Host: "10.0.0.5",
      "X-Forwarded-Host": "shop.example",
      "X-Forwarded-Proto": "https",
    }
    const proxied = { trustProxy: true }
    expect((await post({ ...headers, Origin: "https://shop.example" }, proxied)).body).toBe(
      "passed",
    )
    expect((await post({ ...headers, Origin: "http://shop.example" }, proxied)).status).toBe(403)
    // Without trust, the forwarded headers are ignored.
    expect((await post({ ...headers, Origin: "https://shop.example" })).status).toBe(403)
  })
})
