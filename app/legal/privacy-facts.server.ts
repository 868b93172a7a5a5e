import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "~/accounts/sessions.server"
import { config } from "~/lib/config.server"
import type { RetentionFacts } from "~/legal/privacy-facts"
import { RATE_LIMIT_HITS_KEPT_HOURS } from "~/privacy/retention.server"

const DAY_MS = 24 * 60 * 60_000

export function getRetentionFacts(): RetentionFacts {
  return {
    newsletterPendingDays: config.retention.newsletterPendingDays,
    mailDays: config.retention.mailDays,
    // Failed staff logins are the admin-login bucket's rate-limit counts.
    loginAttemptHours: RATE_LIMIT_HITS_KEPT_HOURS,
    purgeIntervalMinutes: config.retention.purgeIntervalMinutes,
    rateLimitHours: RATE_LIMIT_HITS_KEPT_HOURS,
    adminIdleMinutes: config.admin.idleMinutes,
    adminMaxHours: config.admin.maxSessionHours,
    accountInactiveDays: config.retention.accountInactiveDays,
    signInCodeHours: config.retention.signInCodeHours,
    visitorIdleDays: SESSION_IDLE_MS / DAY_MS,
    visitorMaxDays: SESSION_ABSOLUTE_MS / DAY_MS,
  }
}
