// The key every abuse limit counts a request under: the client's network, not
// its address. One household, office or cloud tenant gets a whole IPv4 /24 or
// IPv6 /64 and can change addresses within it at will, so counting addresses
// would give one client 256 (or 2^64) budgets. An IPv4 address written as
// IPv6 (::ffff:a.b.c.d, as a dual-stack socket reports it) counts as IPv4.
import net from "node:net"

/** The network of the request's client address (`context.clientAddress`, from server/app.js). */
export function clientKeyOf(context: { clientAddress?: string } | undefined): string {
  return clientNetwork(context?.clientAddress ?? "")
}

export function clientNetwork(address: string): string {
  // A zone (fe80::1%eth0) names the local interface, not the client.
  const bare = address.trim().split("%")[0]!
  if (net.isIPv4(bare)) return ipv4Network(bare)
  if (!net.isIPv6(bare)) return "unknown"
  const groups = ipv6Groups(bare)
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
  if (mapped) {
    const [high, low] = [groups[6]!, groups[7]!]
    return ipv4Network(`${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`)
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`
}

function ipv4Network(address: string): string {
  const [a, b, c] = address.split(".").map(Number)
  return `${a}.${b}.${c}.0/24`
}

/** The eight 16-bit groups of a valid IPv6 address (with :: and a dotted IPv4 tail expanded). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase()
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = "", tail] = text.split("::")
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => parseInt(g, 16)))
  const front = parse(head)
  if (tail === undefined) return front
  const back = parse(tail)
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back]
}
