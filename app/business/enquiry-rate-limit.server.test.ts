import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { consumeEnquiryRateLimit } from "~/business/enquiry-rate-limit.server"
import { createMemoryDb, setDb } from "~/db/client.server"

describe("enquiry rate limit", { timeout: 90_000 }, () => {
  // Generous: PGlite's first start compiles WebAssembly, slow on a busy machine.
  beforeEach(async () => setDb(await createMemoryDb()), 90_000)
  afterEach(() => setDb(undefined))

  it("lets a client send 5 enquiries an hour, then says how long to wait", async () => {
    const start = new Date(Date.UTC(2026, 10, 23, 12, 0))
    const minutes = (n: number) => new Date(start.getTime() + n * 60_000)
    for (let i = 0; i < 5; i++)
      expect(await consumeEnquiryRateLimit("203.0.113.7", minutes(i))).toEqual({ allowed: true })
    expect(await consumeEnquiryRateLimit("203.0.113.7", minutes(10))).toEqual({
      allowed: false,
      retryAfterSeconds: 50 * 60,
      message: "Too many requests from your connection. Please try again in 50 minutes.",
    })
    // Another visitor is not held up, and the first may write again an hour after its first.
    expect(await consumeEnquiryRateLimit("198.51.100.9", minutes(10))).toEqual({ allowed: true })
    expect(await consumeEnquiryRateLimit("203.0.113.7", minutes(60))).toEqual({ allowed: true })
  })

  it("holds everyone to 100 an hour together", async () => {
    const now = new Date(Date.UTC(2026, 10, 23, 12, 0))
    for (let i = 0; i < 100; i++)
      expect((await consumeEnquiryRateLimit(`client-${i % 25}`, now)).allowed).toBe(true)
    expect(await consumeEnquiryRateLimit("a-new-client", now)).toMatchObject({
      allowed: false,
      message: "We are receiving an unusual number of requests. Please try again in 60 minutes.",
    })
  })
})
