// One login attempt: rate limit first (the password is not even checked when
// the client is over the limit), then the constant-time password check.
import { checkAdminPassword } from "~/admin/password.server"
import {
  checkLoginAllowed,
  clearLoginFailures,
  recordLoginFailure,
} from "~/admin/rate-limit.server"

export type LoginOutcome =
  { kind: "ok" } | { kind: "wrong" } | { kind: "too-many"; retryAfterMinutes: number }

export async function attemptLogin(password: string, clientKey: string): Promise<LoginOutcome> {
  const allowance = await checkLoginAllowed(clientKey)
  if (!allowance.allowed)
    return { kind: "too-many", retryAfterMinutes: allowance.retryAfterMinutes }
  if (await checkAdminPassword(password)) {
    await clearLoginFailures(clientKey)
    return { kind: "ok" }
  }
  await recordLoginFailure(clientKey)
  return { kind: "wrong" }
}
