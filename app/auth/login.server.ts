// One login attempt: the attempt is counted first, atomically, by the rate limiter of
// app/abuse/ (per client network; the password is not even checked when the client is
// over the limit), then the constant-time password check, through a small number of
// hashing slots so a flood of logins from many clients cannot take every core and all
// the memory scrypt needs.
import pLimit from "p-limit"
import { clientNetwork } from "~/abuse/client-key.server"
import { ADMIN_LOGIN_RATE_LIMIT } from "~/abuse/limits"
import { consumeRateLimit, forgetClientHits } from "~/abuse/rate-limit.server"
import { checkAdminPassword, type AdminPasswordSetting } from "~/auth/password.server"
import type { Db } from "~/db/client.server"
import { config } from "~/lib/config.server"

export type LoginOutcome =
  { kind: "ok" } | { kind: "wrong" } | { kind: "too-many"; retryAfterMinutes: number }

// Each check holds a good share of a core and tens of MiB for scrypt.
export const CONCURRENT_PASSWORD_CHECKS = 2
const hashingSlots = pLimit(CONCURRENT_PASSWORD_CHECKS)

/** `clientAddress`: the request's address; attempts count per its network. */
export async function attemptLogin(
  db: Db,
  password: string,
  clientAddress: string,
  admin: AdminPasswordSetting = config.admin,
  now: Date = new Date(),
): Promise<LoginOutcome> {
  const clientKey = clientNetwork(clientAddress)
  const allowance = await consumeRateLimit(db, ADMIN_LOGIN_RATE_LIMIT, clientKey, now)
  if (!allowance.allowed)
    return { kind: "too-many", retryAfterMinutes: Math.ceil(allowance.retryAfterSeconds / 60) }
  if (await hashingSlots(() => checkAdminPassword(db, password, admin))) {
    await forgetClientHits(db, ADMIN_LOGIN_RATE_LIMIT.bucket, clientKey)
    return { kind: "ok" }
  }
  return { kind: "wrong" }
}

export function tooManyAttemptsMessage(minutes: number) {
  return `Too many attempts, try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}`
}
