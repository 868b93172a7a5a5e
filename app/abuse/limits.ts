// The rate limits of the forms that make the site send mail for a stranger.
// Per client: enough for a person who retries or orders twice; globally: far
// above what a small shop sees, low enough that a botnet cannot turn the shop
// into a mail cannon.
import type { RateLimitRule } from "~/abuse/rate-limit.server"

const MINUTE = 60_000

export const CHECKOUT_RATE_LIMIT: RateLimitRule = {
  bucket: "checkout",
  perClient: { max: 5, windowMs: MINUTE },
  global: { max: 100, windowMs: 60 * MINUTE },
}

// Business enquiries send two mails each, like an order: the same limits as checkout.
export const ENQUIRY_RATE_LIMIT: RateLimitRule = {
  bucket: "business-enquiry",
  perClient: { max: 5, windowMs: MINUTE },
  global: { max: 100, windowMs: 60 * MINUTE },
}

export const NEWSLETTER_RATE_LIMIT: RateLimitRule = {
  bucket: "newsletter",
  perClient: { max: 5, windowMs: 10 * MINUTE },
  global: { max: 200, windowMs: 60 * MINUTE },
}

/** The key a rate limit counts a request under: the client's address. */
export function clientKeyOf(context: { clientAddress?: string } | undefined): string {
  return context?.clientAddress || "unknown"
}
