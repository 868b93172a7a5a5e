// The outbox worker (docs/decisions/mail-outbox.md): runs in every server process and
// sends queued mail through SMTP_URL. Each mail is claimed on its own just before
// it is sent (queued -> sending, with a lease deadline) by one UPDATE over a
// `FOR UPDATE SKIP LOCKED` selection, so two processes never claim the same row.
// The lease is short and renewed while the send lasts, so the mail of a process
// that died is taken over soon after, never while its sender lives; the deadline
// doubles as the claim's ticket, and a sender that finds its ticket gone stops:
// it drops the send before the message is complete, and leaves the row alone.
// A failed send goes back to the queue with exponential backoff and is marked
// failed after MAX_ATTEMPTS. On the embedded database only this process runs, so
// the claims left by a killed predecessor are released at once on start.
import { and, eq, inArray, lt, lte, or } from "drizzle-orm"
import type { Db } from "~/db/client.server"
import { mailOutbox } from "~/db/schema"
import { config, type Config } from "~/lib/config.server"
import { errorMessage, log } from "~/lib/log.server"
import { composeMail } from "~/mail/compose.server"
import type { OutboxMail } from "~/mail/outbox.server"
import { sendMessage, smtpSettings, type SmtpSend, type SmtpSettings } from "~/mail/smtp.server"

export const MAX_ATTEMPTS = 8
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000

export type MailWorkerOptions = {
  smtpUrl?: string
  from?: string
  pollMs?: number
  retryBaseMs?: number
  maxAttempts?: number
  /** How long a claim on one mail holds, unless renewed, before another worker may take it over. */
  lockMs?: number
  /** How often a claim is renewed while its mail is being sent; a third of lockMs unless set. */
  renewEveryMs?: number
  /**
   * This process alone uses the database (the embedded one, which DATA_DIR's lock keeps
   * to one process): a mail still claimed when the worker starts belongs to a process
   * that is gone, and goes back to the queue at once.
   */
  exclusive?: boolean
  db: Db
  now: () => Date
}

export type MailWorker = {
  start: () => void
  stop: () => Promise<void>
  /** One pass over the mail due at `at` (the clock's time unless given); returns how many were sent. */
  runOnce: (at?: Date) => Promise<number>
}

/** Delay before attempt n+1 after n failed attempts: base, 2 x base, 4 x base, … capped. */
export function backoffMs(failedAttempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failedAttempts - 1), MAX_BACKOFF_MS)
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const smtpUrl = "smtpUrl" in options ? options.smtpUrl : config.mail.smtpUrl
  const from = options.from ?? config.mail.from
  const pollMs = options.pollMs ?? config.mail.pollMs
  const retryBaseMs = options.retryBaseMs ?? config.mail.retryBaseMs
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS
  const lockMs = options.lockMs ?? config.mail.leaseMs
  const renewEveryMs = options.renewEveryMs ?? Math.max(1, Math.floor(lockMs / 3))
  const exclusive = options.exclusive ?? false
  const { db, now } = options

  let settings: SmtpSettings | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<unknown> | undefined
  let stopped = true
  let stopRequested = false
  let released = false

  /**
   * Claims the next due mail for this worker alone, or returns undefined when none is
   * due. Only mail due when the pass began: one that failed during this pass waits
   * for its backoff and a later pass.
   */
  async function claimNext(db: Db, passStart: Date): Promise<OutboxMail | undefined> {
    const at = now()
    const dueBefore = new Date(passStart.getTime() + 1)
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          // Due within the pass's millisecond counts: the database keeps microseconds,
          // so a mail queued in that same millisecond would otherwise wait a pass.
          and(eq(mailOutbox.status, "queued"), lt(mailOutbox.nextAttemptAt, dueBefore)),
          and(eq(mailOutbox.status, "sending"), lte(mailOutbox.lockedUntil, at)),
        ),
      )
      .orderBy(mailOutbox.id)
      .limit(1)
      .for("update", { skipLocked: true })
    // A takeover's deadline is later than the one it replaces (that one had passed), so
    // a ticket is never handed out twice.
    const [mail] = await db
      .update(mailOutbox)
      .set({ status: "sending", lockedUntil: new Date(at.getTime() + lockMs) })
      .where(inArray(mailOutbox.id, due))
      .returning()
    return mail
  }

  /**
   * This worker's claim on one mail: its ticket is the lease deadline it last wrote.
   * Renewals run one after another (two at once would each find the other's ticket);
   * one that failed (the database out of reach) does not fail the next.
   */
  function holdClaim(db: Db, mail: OutboxMail) {
    let ticket = mail.lockedUntil!
    let lost = false
    let last: Promise<boolean> = Promise.resolve(true)
    const renew = (): Promise<boolean> => {
      last = last
        .catch(() => !lost)
        .then(async () => {
          if (lost) return false
          const [row] = await db
            .update(mailOutbox)
            .set({ lockedUntil: new Date(now().getTime() + lockMs) })
            .where(ours())
            .returning({ lockedUntil: mailOutbox.lockedUntil })
          if (row) ticket = row.lockedUntil!
          else lost = true
          return !lost
        })
      return last
    }
    // Only the holder of this claim may settle the row.
    const ours = () =>
      and(
        eq(mailOutbox.id, mail.id),
        eq(mailOutbox.status, "sending"),
        eq(mailOutbox.lockedUntil, ticket),
      )
    return {
      renew,
      /** The condition to settle the row with, once no renewal is under way. */
      async ours() {
        await last.catch(() => undefined)
        return ours()
      },
      isLost: () => lost,
    }
  }

  async function deliver(db: Db, mail: OutboxMail): Promise<boolean> {
    const claim = holdClaim(db, mail)
    let send: SmtpSend | undefined
    const heartbeat = setInterval(() => {
      claim.renew().then(
        (held) => {
          if (!held) send?.abandon(new ClaimLostError(mail.id))
        },
        // The check before the message is completed decides; a lost claim is seen there.
        (error: unknown) =>
          log.warn("mail.renew_failed", { id: mail.id, error: errorMessage(error) }),
      )
    }, renewEveryMs)
    heartbeat.unref?.()
    try {
      const composed = await composeMail(mail, from, now())
      send = sendMessage(settings!, composed, async () => {
        if (!(await claim.renew())) throw new ClaimLostError(mail.id)
      })
      await send.done
      clearInterval(heartbeat)
      const settled = await db
        .update(mailOutbox)
        .set({
          status: "sent",
          attempts: mail.attempts + 1,
          sentAt: now(),
          lockedUntil: null,
          lastError: null,
        })
        .where(await claim.ours())
        .returning({ id: mailOutbox.id })
      // Taken over after the last check (this process stalled for a whole lease): the
      // other worker sends it too, under the same Message-ID.
      const fields = { id: mail.id, kind: mail.kind, messageId: composed.messageId }
      if (settled.length > 0) log.info("mail.sent", fields)
      else log.warn("mail.sent_after_takeover", fields)
      return true
    } catch (error) {
      clearInterval(heartbeat)
      if (error instanceof ClaimLostError || claim.isLost()) {
        // Another worker took the mail over (this one looked dead to it): it sends it.
        log.warn("mail.claim_lost", { id: mail.id, kind: mail.kind })
        return false
      }
      const attempts = mail.attempts + 1
      const failed = attempts >= maxAttempts
      await db
        .update(mailOutbox)
        .set({
          status: failed ? "failed" : "queued",
          attempts,
          lastError: errorMessage(error).slice(0, 1000),
          lockedUntil: null,
          nextAttemptAt: new Date(now().getTime() + backoffMs(attempts, retryBaseMs)),
        })
        .where(await claim.ours())
      log.warn(failed ? "mail.failed" : "mail.retry_later", {
        id: mail.id,
        kind: mail.kind,
        attempts,
        error: errorMessage(error),
      })
      return false
    }
  }

  /** On the embedded database: every claim left from before this process is void. */
  async function releaseStaleClaims(db: Db) {
    const rows = await db
      .update(mailOutbox)
      .set({ status: "queued", lockedUntil: null })
      .where(eq(mailOutbox.status, "sending"))
      .returning({ id: mailOutbox.id })
    released = true
    if (rows.length > 0) log.info("mail.claims_released", { count: rows.length })
  }

  async function runOnce(passStart = now()): Promise<number> {
    if (!smtpUrl) return 0
    settings ??= smtpSettings(smtpUrl)
    if (exclusive && !released) await releaseStaleClaims(db)
    let sent = 0
    while (!stopRequested) {
      const mail = await claimNext(db, passStart)
      if (!mail) break
      if (await deliver(db, mail)) sent += 1
    }
    return sent
  }

  function schedule() {
    if (stopped) return
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error) => log.error("mail.worker_error", { error: errorMessage(error) }))
        .finally(() => {
          running = undefined
          schedule()
        })
    }, pollMs)
    timer.unref?.()
  }

  return {
    runOnce,
    start() {
      if (!smtpUrl) {
        log.warn("mail.smtp_not_configured", {
          message: "SMTP_URL is not set: order mail stays queued in the outbox",
        })
        return
      }
      if (!stopped) return
      stopped = false
      stopRequested = false
      schedule()
    },
    async stop() {
      stopped = true
      stopRequested = true
      if (timer) clearTimeout(timer)
      await running
    },
  }
}

class ClaimLostError extends Error {
  constructor(id: number) {
    super(`mail ${id} was taken over by another worker`)
  }
}

/** Listed in app/services.server.ts: starts this process's worker and returns it. */
export const mailWorkerService = {
  name: "mail-worker",
  start({ db, config: settings, now }: { db: Db; config: Config; now: () => Date }): MailWorker {
    const { smtpUrl, from, pollMs, retryBaseMs, leaseMs } = settings.mail
    const worker = createMailWorker({
      db,
      now,
      smtpUrl,
      from,
      pollMs,
      retryBaseMs,
      lockMs: leaseMs,
      exclusive: !settings.databaseUrl,
    })
    worker.start()
    return worker
  },
}
