// What the mail-sending forms' actions ask before doing the work: may this
// submit go ahead? The answer combines the client's network key, the rate limit
// and, past the overall threshold, the proof of work; a refusal carries what the
// answer needs (status 429, Retry-After, a message for people without
// JavaScript, and the challenge for the form's script to solve and send back).
import { clientKeyOf } from "~/abuse/client-key.server"
import { issueChallenge, verifyChallengeSolution, type Challenge } from "~/abuse/challenge.server"
import {
  consumeRateLimit,
  describeWait,
  withConfiguredMaxima,
  type RateLimitRule,
} from "~/abuse/rate-limit.server"
import { ReplayBudget } from "~/abuse/replay-budget.server"
import type { Db } from "~/db/client.server"
import { log } from "~/lib/log.server"

export type Refusal = {
  status: 429
  retryAfterSeconds: number
  message: string
  /** Present when solving it and sending the form again will be accepted. */
  challenge?: Challenge
  headers: { "Retry-After": string }
}

/** The request scope's client facts and clock (`scopeOf(context)`). */
type ClientScope = { clientAddress?: string; now: () => Date }

/** Undefined when the submit may go ahead (and is counted), else the refusal to answer. */
export async function admit(
  scope: ClientScope & { db: Db },
  limit: RateLimitRule,
  solutionField: string | undefined,
): Promise<Refusal | undefined> {
  const { db } = scope
  const now = scope.now()
  const proof = solutionField
    ? await verifyChallengeSolution(db, solutionField, limit.bucket, now)
    : undefined
  const result = await consumeRateLimit(db, limit, clientKeyOf(scope), now, { proof })
  if (result.allowed) return undefined
  const challenge =
    result.scope === "global" ? await issueChallenge(db, limit.bucket, now) : undefined
  log.warn("form.rate_limited", {
    bucket: limit.bucket,
    scope: result.scope,
    retryAfterSeconds: result.retryAfterSeconds,
  })
  return refusal(result.retryAfterSeconds, result.message, challenge)
}

/**
 * A submit that carries an idempotency key: when `findStored` finds what an earlier submit
 * with that key stored, the repeat is answered with it and counted against the client's
 * replays, not its limit; otherwise the submit must be admitted.
 */
export async function replayOrAdmit<T>(
  scope: ClientScope & { db: Db },
  limit: RateLimitRule,
  solutionField: string | undefined,
  findStored: (db: Db) => Promise<T | undefined>,
): Promise<{ stored: T } | { refusal: Refusal } | { admitted: true }> {
  const stored = await findStored(scope.db)
  if (stored) {
    spendReplay(limit, scope)
    return { stored }
  }
  const refused = await admit(scope, limit, solutionField)
  return refused ? { refusal: refused } : { admitted: true }
}

const replayBudgets = new Map<string, ReplayBudget>()

function replayBudget(limit: RateLimitRule): ReplayBudget | undefined {
  const { replays } = withConfiguredMaxima(limit)
  if (!replays) return undefined
  let budget = replayBudgets.get(limit.bucket)
  if (!budget) replayBudgets.set(limit.bucket, (budget = new ReplayBudget(replays)))
  return budget
}

/** A refusal when the client has spent its repeats of stored submits, checked before any work. */
export function replaysRefused(limit: RateLimitRule, scope: ClientScope): Refusal | undefined {
  const refused = replayBudget(limit)?.refusal(clientKeyOf(scope), scope.now())
  if (!refused) return undefined
  const message = `Too many repeated requests from your connection. Please try again in ${describeWait(refused.retryAfterSeconds)}.`
  return refusal(refused.retryAfterSeconds, message)
}

/** Counts a repeat of a stored submit (the same idempotency key again) against the client. */
export function spendReplay(limit: RateLimitRule, scope: ClientScope): void {
  replayBudget(limit)?.spend(clientKeyOf(scope), scope.now())
}

function refusal(retryAfterSeconds: number, message: string, challenge?: Challenge): Refusal {
  return {
    status: 429,
    retryAfterSeconds,
    message,
    challenge,
    headers: { "Retry-After": String(retryAfterSeconds) },
  }
}
