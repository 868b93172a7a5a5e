import type { AddressInfo } from "node:net"
import express from "express"
import { describe, expect, it } from "vitest"
import { trustProxySetting } from "~/lib/trust-proxy"

describe("TRUST_PROXY", () => {
  it("trusts only a proxy on this machine by default", () => {
    expect(trustProxySetting(undefined)).toBe("loopback")
    expect(trustProxySetting(" ")).toBe("loopback")
  })

  it("takes a hop count or a list of addresses and CIDR ranges", () => {
    expect(trustProxySetting("2")).toBe(2)
    expect(trustProxySetting("10.0.0.0/8, 192.168.1.10,loopback,fd00::/8")).toEqual([
      "10.0.0.0/8",
      "192.168.1.10",
      "loopback",
      "fd00::/8",
    ])
  })

  it("refuses anything else with a clear message", () => {
    expect(() => trustProxySetting("true")).toThrow(/TRUST_PROXY: "true" is not an address/)
    expect(() => trustProxySetting("10.0.0.0/33")).toThrow(/10.0.0.0\/33/)
    expect(() => trustProxySetting("proxy.example.com")).toThrow(/proxy.example.com/)
  })

  it("decides the client address Express reports", async () => {
    const addressOf = async (setting: string | undefined, forwardedFor: string) => {
      const app = express()
      app.set("trust proxy", trustProxySetting(setting))
      app.get("/", (req, res) => res.send(req.ip))
      const server = app.listen(0, "127.0.0.1")
      await new Promise((resolve) => server.once("listening", resolve))
      const { port } = server.address() as AddressInfo
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { "X-Forwarded-For": forwardedFor },
      })
      server.close()
      return response.text()
    }
    // The test connects over loopback: trusted by default, so the header counts.
    expect(await addressOf(undefined, "198.51.100.7")).toBe("198.51.100.7")
    // Two hops: a spoofed first entry is ignored, the CDN's view of the client counts.
    expect(await addressOf("2", "203.0.113.1, 198.51.100.7, 10.0.0.2")).toBe("198.51.100.7")
    // A proxy that is not trusted: its header is ignored.
    expect(await addressOf("10.0.0.0/8", "198.51.100.7")).toMatch(/127\.0\.0\.1/)
  })
})
