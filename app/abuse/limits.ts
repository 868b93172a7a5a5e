// The rate limits of the forms that make the site send mail for a stranger, and of the
// admin login.
// Per client network (client-key.server.ts): enough for a person who retries or
// orders twice. Overall: far above what a small shop sees; past it each submit
// needs a proof of work (docs/decisions/proof-of-work-over-refusal.md), so a
// botnet can neither turn the shop into a mail cannon nor close it for customers.
// Replays: repeats of a submit already stored, answered without counting above.
import type { RateLimitRule } from "~/abuse/rate-limit.server"

const MINUTE = 60_000

export const CHECKOUT_RATE_LIMIT: RateLimitRule = {
  bucket: "checkout",
  perClient: { max: 5, windowMs: MINUTE },
  global: { max: 100, windowMs: 60 * MINUTE },
  replays: { max: 10, windowMs: MINUTE },
}

// Business enquiries send two mails each, like an order: the same limits as checkout.
export const ENQUIRY_RATE_LIMIT: RateLimitRule = {
  ...CHECKOUT_RATE_LIMIT,
  bucket: "business-enquiry",
}

export const NEWSLETTER_RATE_LIMIT: RateLimitRule = {
  bucket: "newsletter",
  perClient: { max: 5, windowMs: 10 * MINUTE },
  global: { max: 200, windowMs: 60 * MINUTE },
}

// Admin logins: 5 attempts in 15 minutes per client network that no correct password
// followed (a correct one forgives the earlier ones: forgetClientHits). No overall limit:
// a flood from elsewhere must not lock the owner out.
export const ADMIN_LOGIN_RATE_LIMIT: RateLimitRule = {
  bucket: "admin-login",
  perClient: { max: 5, windowMs: 15 * MINUTE },
}

// Asking for a sign-in code mails a stranger's address, like the newsletter form. (Each
// address also gets at most 3 codes in 15 minutes: app/accounts/sign-in-codes.server.ts.)
export const SIGN_IN_RATE_LIMIT: RateLimitRule = { ...NEWSLETTER_RATE_LIMIT, bucket: "sign-in" }

// Entering a code mails nothing, but each try is a guess: enough for typos, not for guessing.
export const SIGN_IN_CODE_RATE_LIMIT: RateLimitRule = {
  bucket: "sign-in-code",
  perClient: { max: 20, windowMs: 10 * MINUTE },
  global: { max: 1000, windowMs: 60 * MINUTE },
}
