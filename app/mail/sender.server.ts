// The outbox worker (docs/decisions/mail-outbox.md): runs in every server process and
// sends queued mail through SMTP_URL. Each mail is claimed on its own just before
// it is sent (queued -> sending, with a lease deadline) by one UPDATE over a
// `FOR UPDATE SKIP LOCKED` selection, so two processes never claim the same row,
// and a lease only has to outlast one send, never a whole batch: a second
// process takes over a mail only when the first has held it longer than any
// send may take (the transport's timeouts are kept well inside the lease).
// A failed send goes back to the queue with exponential backoff and is marked
// failed after MAX_ATTEMPTS; a process that dies mid-send leaves a 'sending' row
// whose lease expires, and another worker picks it up again.
import { and, eq, inArray, lt, lte, or } from "drizzle-orm"
import nodemailer, { type Transporter } from "nodemailer"
import type { Db } from "~/db/client.server"
import { mailOutbox } from "~/db/schema"
import { config } from "~/lib/config.server"
import { errorMessage, log } from "~/lib/log.server"
import type { OutboxMail } from "~/mail/outbox.server"

export const MAX_ATTEMPTS = 8
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000

export type MailWorkerOptions = {
  smtpUrl?: string
  from?: string
  pollMs?: number
  retryBaseMs?: number
  maxAttempts?: number
  /** How long a claim on one mail holds before another worker may take it over. */
  lockMs?: number
  db: () => Promise<Db>
  now?: () => number
}

export type MailWorker = {
  start: () => void
  stop: () => Promise<void>
  /** One pass over the due mail; returns how many were sent. */
  runOnce: () => Promise<number>
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
  const openDb = options.db
  const now = options.now ?? Date.now

  let transport: Transporter | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<unknown> | undefined
  let stopped = true
  let stopRequested = false

  function getTransport(): Transporter {
    // Together these bound one send (about 50 s at most), far inside the default lease.
    transport ??= nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    })
    return transport
  }

  /**
   * Claims the next due mail for this worker alone, or returns undefined when none is
   * due. Only mail due when the pass began: one that failed during this pass waits
   * for its backoff and a later pass.
   */
  async function claimNext(db: Db, passStart: Date): Promise<OutboxMail | undefined> {
    const at = new Date(now())
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
    const [mail] = await db
      .update(mailOutbox)
      .set({ status: "sending", lockedUntil: new Date(at.getTime() + lockMs) })
      .where(inArray(mailOutbox.id, due))
      .returning()
    return mail
  }

  async function deliver(db: Db, mail: OutboxMail): Promise<boolean> {
    // Only the holder of this claim may settle the row (its lock deadline is its ticket).
    const ours = and(
      eq(mailOutbox.id, mail.id),
      eq(mailOutbox.status, "sending"),
      eq(mailOutbox.lockedUntil, mail.lockedUntil!),
    )
    try {
      const info = await getTransport().sendMail({
        from,
        to: mail.toAddress,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        headers: mail.headers ?? undefined,
      })
      await db
        .update(mailOutbox)
        .set({
          status: "sent",
          attempts: mail.attempts + 1,
          sentAt: new Date(now()),
          lockedUntil: null,
          lastError: null,
        })
        .where(ours)
      log.info("mail.sent", { id: mail.id, kind: mail.kind, messageId: info.messageId })
      return true
    } catch (error) {
      const attempts = mail.attempts + 1
      const failed = attempts >= maxAttempts
      await db
        .update(mailOutbox)
        .set({
          status: failed ? "failed" : "queued",
          attempts,
          lastError: errorMessage(error).slice(0, 1000),
          lockedUntil: null,
          nextAttemptAt: new Date(now() + backoffMs(attempts, retryBaseMs)),
        })
        .where(ours)
      log.warn(failed ? "mail.failed" : "mail.retry_later", {
        id: mail.id,
        kind: mail.kind,
        attempts,
        error: errorMessage(error),
      })
      return false
    }
  }

  async function runOnce(): Promise<number> {
    if (!smtpUrl) return 0
    const db = await openDb()
    const passStart = new Date(now())
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
      transport?.close()
      transport = undefined
    },
  }
}

let serviceWorker: MailWorker | undefined

/** Listed in app/services.server.ts: the worker of this server process. */
export const mailWorkerService = {
  name: "mail-worker",
  start(scope: { db: Db }) {
    serviceWorker = createMailWorker({ db: () => Promise.resolve(scope.db) })
    serviceWorker.start()
  },
  async stop() {
    await serviceWorker?.stop()
    serviceWorker = undefined
  },
}
