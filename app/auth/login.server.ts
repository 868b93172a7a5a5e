// One login attempt: the attempt is counted first, atomically (the password is
// not even checked when the client is over the limit), then the constant-time
// password check, through a small number of hashing slots so a flood of logins
// from many clients cannot take every core and all the memory scrypt needs.
import pLimit from "p-limit"
import { checkAdminPassword, type AdminPasswordSetting } from "~/auth/password.server"
import { clearLoginFailures, reserveLoginAttempt } from "~/auth/login-limit.server"
import type { Db } from "~/db/client.server"
import { config } from "~/lib/config.server"

export type LoginOutcome =
  { kind: "ok" } | { kind: "wrong" } | { kind: "too-many"; retryAfterMinutes: number }

// Each check holds about 32 MiB and 50–100 ms of a core for scrypt.
export const CONCURRENT_PASSWORD_CHECKS = 2
const hashingSlots = pLimit(CONCURRENT_PASSWORD_CHECKS)

export async function attemptLogin(
  db: Db,
  password: string,
  clientKey: string,
  admin: AdminPasswordSetting = config.admin,
): Promise<LoginOutcome> {
  const allowance = await reserveLoginAttempt(db, clientKey)
  if (!allowance.allowed)
    return { kind: "too-many", retryAfterMinutes: allowance.retryAfterMinutes }
  if (await hashingSlots(() => checkAdminPassword(db, password, admin))) {
    await clearLoginFailures(db, clientKey)
    return { kind: "ok" }
  }
  return { kind: "wrong" }
}
