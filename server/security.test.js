import { describe, expect, it } from "vitest"
import { contentSecurityPolicy, imageOrigins } from "./security.js"

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
