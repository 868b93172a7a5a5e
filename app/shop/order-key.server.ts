// The secret in a customer's link to their order page: 128 random bits, base64url. It is
// kept as it is (the later mails repeat the link) and compared in constant time, so the
// answer's timing tells nothing about how much of a guess was right.
import crypto from "node:crypto"

const KEY_BYTES = 16
const KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/

export function newOrderKey(): string {
  return crypto.randomBytes(KEY_BYTES).toString("base64url")
}

export function isOrderKeyLike(value: string): boolean {
  return KEY_PATTERN.test(value)
}

/** Whether `given` is the order's key; an order without one (placed before keys) has no page. */
export function orderKeyMatches(stored: string | null, given: string | null | undefined): boolean {
  if (!stored || !given || !isOrderKeyLike(given)) return false
  // Digests have one length, so the comparison never returns early.
  const digest = (value: string) => crypto.createHash("sha256").update(value).digest()
  return crypto.timingSafeEqual(digest(stored), digest(given))
}
