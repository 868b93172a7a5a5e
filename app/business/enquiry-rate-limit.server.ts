// How many enquiries the site accepts, counted in the database so every server
// process shares the count. Each enquiry sends two mails, one of them to an
// address the sender typed: without a limit the form would be a mail relay.
// A real lead sends one or two; a team asking about several services a few more.
import { consumeRateLimit, type RateLimitRule } from "~/abuse/rate-limit.server"

const HOUR_MS = 60 * 60 * 1000

export const ENQUIRY_RATE_LIMIT: RateLimitRule = {
  bucket: "business-enquiry",
  perClient: { max: 5, windowMs: HOUR_MS },
  global: { max: 100, windowMs: HOUR_MS },
}

export function consumeEnquiryRateLimit(clientKey: string, now?: Date) {
  return consumeRateLimit(ENQUIRY_RATE_LIMIT, clientKey, now)
}
