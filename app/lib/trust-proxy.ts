// TRUST_PROXY: which proxies' X-Forwarded-For / X-Forwarded-Proto to believe. It
// decides the client address that rate limits count by, and whether a request
// came over HTTPS. Unset: only a proxy on this machine (loopback). A number: that
// many proxy hops in front of the site (a CDN and a load balancer are 2). Else a
// comma-separated list of addresses or CIDR ranges (Express's names "loopback",
// "linklocal" and "uniquelocal" work too). Believing every sender ("true") would
// let any client choose its own address, so it is refused.
import net from "node:net"

const NAMES = new Set(["loopback", "linklocal", "uniquelocal"])

/** Express's `trust proxy` value for the TRUST_PROXY text (validated by config.server.ts). */
export function trustProxySetting(value: string | undefined): string | number | string[] {
  const text = (value ?? "").trim()
  if (text === "") return "loopback"
  if (/^\d+$/.test(text)) return Number(text)
  const entries = text.split(",").map((entry) => entry.trim())
  for (const entry of entries) {
    const [address, bits, extra] = entry.split("/")
    const validAddress = NAMES.has(entry) || (net.isIP(address ?? "") !== 0 && extra === undefined)
    const validBits =
      bits === undefined ||
      (/^\d+$/.test(bits) && Number(bits) <= (net.isIPv6(address ?? "") ? 128 : 32))
    if (!validAddress || !validBits) {
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an address, a CIDR range or a hop count ` +
          "(e.g. TRUST_PROXY=1, or TRUST_PROXY=10.0.0.0/8,192.168.1.10)",
      )
    }
  }
  return entries
}
