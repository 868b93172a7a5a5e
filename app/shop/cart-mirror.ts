// The cart's mirror in a small cookie (docs/decisions/cart-mirror-cookie.md). The
// browser's storage stays the cart's source; after every change the browser
// writes id, size and quantity of each line here, so the server can render the
// badge, the cart and the checkout in the first HTML. A missing cookie means
// "not known" (the page shows the placeholder); an empty value means an empty cart.
import { LINES_MAX } from "~/shop/cart-limits"
import type { CartLine } from "~/shop/cart-reducer"

export const CART_MIRROR_COOKIE = "coa_cart"

/** Longest value the server reads: 20 lines of `id.size.quantity` and their separators. */
export const CART_MIRROR_MAX_LENGTH = 400

// A year: as long as the stored cart may stay, which has no expiry of its own.
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60

const SIZE_PATTERN = /^[A-Z0-9]{1,8}$/

/** `1.M.2_1.L.1`: only characters a cookie value may hold unquoted. */
export function encodeCartMirror(lines: readonly CartLine[]): string {
  return lines
    .slice(0, LINES_MAX)
    .filter((line) => SIZE_PATTERN.test(line.size))
    .map((line) => `${line.id}.${line.size}.${line.quantity}`)
    .join("_")
}

/** The cookie as `document.cookie` takes it. */
export function cartMirrorCookie(lines: readonly CartLine[], secure: boolean): string {
  return [
    `${CART_MIRROR_COOKIE}=${encodeCartMirror(lines)}`,
    "Path=/",
    `Max-Age=${MAX_AGE_SECONDS}`,
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ")
}

export function writeCartMirror(lines: readonly CartLine[]) {
  try {
    document.cookie = cartMirrorCookie(lines, window.location.protocol === "https:")
  } catch {
    // Cookies blocked: the server shows the placeholder and the browser fills it in.
  }
}
