// The one mail the owner gets when a form crosses its overall threshold: from
// then on visitors' browsers are asked for a proof of work, and the owner should
// know that something unusual is going on. At most one mail per bucket per
// window, across server processes: the right to send it is claimed with one
// conditional upsert, and the mail is queued in the same transaction.
import { sql } from "drizzle-orm"
import type { Db } from "~/db/client.server"
import { rateLimitAlerts } from "~/db/schema"
import { config } from "~/lib/config.server"
import { escapeHtml, layout } from "~/mail/content.server"
import { queueMail } from "~/mail/outbox.server"

export const THRESHOLD_ALERT_KIND = "abuse_threshold"

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0]

const FORM_NAMES: Record<string, string> = {
  checkout: "Checkout",
  "business-enquiry": "Business enquiries",
  newsletter: "Newsletter sign-ups",
}

/** Queues the owner's mail unless one went out for this bucket within the window. */
export async function alertThresholdCrossed(
  tx: Tx,
  crossing: { bucket: string; max: number; windowMs: number },
  now: Date,
  to: string = config.mail.shopEmail,
): Promise<boolean> {
  const since = new Date(now.getTime() - crossing.windowMs)
  const claimed = await tx
    .insert(rateLimitAlerts)
    .values({ bucket: crossing.bucket, alertedAt: now })
    .onConflictDoUpdate({
      target: rateLimitAlerts.bucket,
      set: { alertedAt: now },
      setWhere: sql`${rateLimitAlerts.alertedAt} <= ${since}`,
    })
    .returning({ bucket: rateLimitAlerts.bucket })
  if (claimed.length === 0) return false
  await queueMail(tx, { kind: THRESHOLD_ALERT_KIND, orderId: null, ...alertMail(crossing, to) })
  return true
}

function alertMail(crossing: { bucket: string; max: number; windowMs: number }, to: string) {
  const form = FORM_NAMES[crossing.bucket] ?? crossing.bucket
  const window = describeWindow(crossing.windowMs)
  const lines = [
    `${form} on the website passed ${crossing.max} requests in ${window}, far more than usual.`,
    "Nobody is turned away: from now on each visitor's browser solves a small puzzle (a proof of work, invisible to people) before its form is accepted, which slows down automated floods.",
    `This is the only mail about it for the next ${window}. If the traffic is expected (a promotion, say), nothing needs doing; otherwise check the latest orders, enquiries and sign-ups in the admin for junk.`,
  ]
  return {
    to,
    subject: `${form}: unusual traffic on the website`,
    text: lines.join("\n\n"),
    html: layout(
      `${form}: unusual traffic`,
      lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n"),
    ),
  }
}

function describeWindow(ms: number): string {
  const minutes = Math.round(ms / 60_000)
  if (minutes % 60 === 0) return minutes === 60 ? "an hour" : `${minutes / 60} hours`
  return minutes === 1 ? "a minute" : `${minutes} minutes`
}
