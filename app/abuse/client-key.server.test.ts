import { describe, expect, it } from "vitest"
import { clientKeyOf, clientNetwork } from "~/abuse/client-key.server"

describe("clientNetwork", () => {
  it("counts an IPv4 client by its /24", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.0/24")
    expect(clientNetwork("203.0.113.250")).toBe(clientNetwork("203.0.113.7"))
    expect(clientNetwork("203.0.114.7")).not.toBe(clientNetwork("203.0.113.7"))
  })

  it("counts an IPv6 client by its /64, however the address is written", () => {
    expect(clientNetwork("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64")
    expect(clientNetwork("2001:DB8:1:2::1")).toBe("2001:db8:1:2::/64")
    expect(clientNetwork("2001:0db8:0001:0002:0:0:0:ffff")).toBe("2001:db8:1:2::/64")
    expect(clientNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64")
    expect(clientNetwork("2001:db8:1:3::1")).not.toBe(clientNetwork("2001:db8:1:2::1"))
    expect(clientNetwork("fe80::1%eth0")).toBe("fe80:0:0:0::/64")
  })

  it("counts an IPv4-mapped IPv6 address as IPv4", () => {
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.0/24")
    expect(clientNetwork("::FFFF:cb00:7107")).toBe("203.0.113.0/24")
    expect(clientNetwork("0:0:0:0:0:ffff:203.0.113.9")).toBe("203.0.113.0/24")
  })

  it("puts anything that is no address under one key", () => {
    expect(clientNetwork("")).toBe("unknown")
    expect(clientNetwork("not an address")).toBe("unknown")
    expect(clientKeyOf(undefined)).toBe("unknown")
    expect(clientKeyOf({ clientAddress: "192.0.2.1" })).toBe("192.0.2.0/24")
  })
})
