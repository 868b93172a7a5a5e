// How long the site keeps each kind of personal data, as the Privacy page states
// it. The numbers come from the settings the purge uses, so page and practice agree.
export type RetentionFacts = {
  newsletterPendingDays: number
  mailDays: number
  loginAttemptHours: number
  purgeIntervalMinutes: number
  rateLimitHours: number
  adminIdleMinutes: number
  adminMaxHours: number
  accountInactiveDays: number
  signInCodeHours: number
  visitorIdleDays: number
  visitorMaxDays: number
}

/** "1 day", "7 days", "24 hours": a count with its unit, singular when it is one. */
export function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"}`
}
