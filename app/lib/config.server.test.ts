import { describe, expect, it } from "vitest"
import { readConfig } from "~/lib/config.server"

describe("the server's settings", () => {
  it("have defaults", () => {
    expect(readConfig({}).server).toEqual({
      port: 3000,
      forceHttps: false,
      httpsOrigin: undefined,
      trustProxy: "loopback",
      pageCacheMs: 1_000,
      shutdownGraceMs: 10_000,
    })
  })

  it("are read from the environment", () => {
    const { server } = readConfig({
      PORT: "8080",
      FORCE_HTTPS: "1",
      PUBLIC_ORIGIN: "http://shop.test",
      TRUST_PROXY: "10.0.0.0/8, loopback",
      PAGE_CACHE_MS: "0",
      SHUTDOWN_GRACE_MS: "2500",
    })
    expect(server).toEqual({
      port: 8080,
      forceHttps: true,
      httpsOrigin: "http://shop.test",
      trustProxy: ["10.0.0.0/8", "loopback"],
      pageCacheMs: 0,
      shutdownGraceMs: 2_500,
    })
    expect(readConfig({ TRUST_PROXY: "2" }).server.trustProxy).toBe(2)
  })

  it("refuse invalid values, naming them", () => {
    expect(() => readConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: "true" is not/)
    expect(() => readConfig({ FORCE_HTTPS: "yes" })).toThrow(/FORCE_HTTPS/)
    expect(() => readConfig({ PAGE_CACHE_MS: "60001" })).toThrow(/PAGE_CACHE_MS/)
    expect(() => readConfig({ SHUTDOWN_GRACE_MS: "-1" })).toThrow(/SHUTDOWN_GRACE_MS/)
  })
})
