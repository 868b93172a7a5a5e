import { config } from "~/lib/config.server"
import type { RetentionFacts } from "~/legal/privacy-facts"
import { RATE_LIMIT_HITS_KEPT_HOURS } from "~/privacy/retention.server"

export function getRetentionFacts(): RetentionFacts {
  return {
    newsletterPendingDays: config.retention.newsletterPendingDays,
    mailDays: config.retention.mailDays,
    loginAttemptHours: config.retention.loginAttemptHours,
    purgeIntervalMinutes: config.retention.purgeIntervalMinutes,
    rateLimitHours: RATE_LIMIT_HITS_KEPT_HOURS,
    adminIdleMinutes: config.admin.idleMinutes,
    adminMaxHours: config.admin.maxSessionHours,
  }
}
