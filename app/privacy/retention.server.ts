// Personal data is kept only as long as it is needed (README "Privacy"): each
// server process purges, at start and then every PURGE_INTERVAL_MINUTES,
// sign-ups never confirmed, old mail (its bodies hold names and addresses),
// old rate-limit counts (failed logins among them), accounts unused for
// ACCOUNT_INACTIVE_DAYS, ended visitor sessions and old sign-in codes. Deleting is idempotent, so
// several processes purging at once do no harm.
import { and, inArray, lt } from "drizzle-orm"
import { purgeRateLimitHits } from "~/abuse/rate-limit.server"
import { purgeInactiveAccounts } from "~/accounts/accounts.server"
import { purgeExpiredSessions } from "~/accounts/sessions.server"
import { purgeSignInCodes } from "~/accounts/sign-in-codes.server"
import type { Db } from "~/db/client.server"
import { deleteCounted } from "~/db/delete-counted.server"
import { mailOutbox } from "~/db/schema"
import { config, type Config } from "~/lib/config.server"
import { errorMessage, log } from "~/lib/log.server"
import { runPeriodically } from "~/lib/periodic.server"
import { purgePendingSignups } from "~/newsletter/subscribers.server"

const HOUR_MS = 60 * 60_000
const DAY_MS = 24 * HOUR_MS
/** Rate-limit counts (client address and time) outlive every limit window and go after this. */
export const RATE_LIMIT_HITS_KEPT_HOURS = 24

export type PurgeCounts = {
  pendingSignups: number
  mails: number
  accounts: number
  visitorSessions: number
  signInCodes: number
}

export async function purgeExpiredData(db: Db, now: Date = new Date()): Promise<PurgeCounts> {
  const pendingSignups = await purgePendingSignups(db, now)
  // Queued mail is kept until it is sent or has failed for good: only settled mail goes.
  const mails = await deleteCounted(
    db,
    mailOutbox,
    and(
      inArray(mailOutbox.status, ["sent", "failed"]),
      lt(mailOutbox.createdAt, new Date(now.getTime() - config.retention.mailDays * DAY_MS)),
    ),
  )
  await purgeRateLimitHits(db, RATE_LIMIT_HITS_KEPT_HOURS * HOUR_MS, now)
  const accounts = await purgeInactiveAccounts(
    db,
    new Date(now.getTime() - config.retention.accountInactiveDays * DAY_MS),
  )
  const visitorSessions = await purgeExpiredSessions(db, now)
  const signInCodes = await purgeSignInCodes(
    db,
    new Date(now.getTime() - config.retention.signInCodeHours * HOUR_MS),
  )
  return {
    pendingSignups,
    mails,
    accounts,
    visitorSessions,
    signInCodes,
  }
}

async function purgeAndLog(db: Db, now: Date) {
  try {
    const counts = await purgeExpiredData(db, now)
    log.info("privacy.purged", counts)
  } catch (error) {
    log.warn("privacy.purge_failed", { error: errorMessage(error) })
  }
}

export const retentionService = {
  name: "retention-purge",
  async start({ db, config: settings, now }: { db: Db; config: Config; now: () => Date }) {
    await purgeAndLog(db, now())
    return runPeriodically(settings.retention.purgeIntervalMinutes * 60_000, () =>
      purgeAndLog(db, now()),
    )
  },
}
