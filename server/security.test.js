import { describe, expect, it } from "vitest"
import { allowedMethods, contentSecurityPolicy, imageOrigins, redirectToHttps } from "./security.js"

describe("content security policy", () => {
  it("allows scripts only from ourselves and the request's nonce", () => {
    const csp = contentSecurityPolicy("abc123", { imgOrigins: [] })
    expect(csp).toContain("script-src 'self' 'nonce-abc123'")
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
  })

  it("allows thumbnails from the platform and from a local fake API", () => {
    expect(imageOrigins({})).toEqual(["https://i.ytimg.com", "https://*.ytimg.com"])
    expect(imageOrigins({ YOUTUBE_API_BASE_URL: "http://127.0.0.1:9999/youtube/v3" })).toContain(
      "http://127.0.0.1:9999",
    )
    expect(
      imageOrigins({ YOUTUBE_API_BASE_URL: "https://www.googleapis.com/youtube/v3" }),
    ).toHaveLength(2)
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
    middleware({ headers: {}, path: "/", originalUrl: "/", ...req }, res, () => (passed = true))
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

  it("redirects plain http to https only when enabled, keeping POST a POST", () => {
    const req = { method: "GET", secure: false, headers: { host: "example.org" } }
    expect(call(redirectToHttps({ enabled: false }), req).passed).toBe(true)
    expect(call(redirectToHttps({ enabled: true }), { ...req, secure: true }).passed).toBe(true)
    const get = call(redirectToHttps({ enabled: true }), { ...req, originalUrl: "/cart?x=1" })
    expect(get.res.statusCode).toBe(301)
    expect(get.res.location).toBe("https://example.org/cart?x=1")
    expect(
      call(redirectToHttps({ enabled: true }), { ...req, method: "POST" }).res.statusCode,
    ).toBe(308)
    const health = call(redirectToHttps({ enabled: true }), { ...req, path: "/healthz" })
    expect(health.passed).toBe(true)
  })
})
