// The proof of work a form asks for when it is busier than usual
// (docs/decisions/proof-of-work-over-refusal.md): an ALTCHA challenge, made and
// checked here, solved by the visitor's browser (challenge-solver.ts). Signed
// with a key generated once into the database, so every server process accepts
// what another issued; each accepted solution is stored until its challenge
// expires, so it counts once.
import { createChallenge, verifySolution, type Challenge, type Solution } from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/pbkdf2"
import { lt } from "drizzle-orm"
import { cachedSecret } from "~/db/app-secrets.server"
import type { Db } from "~/db/client.server"
import { usedChallenges } from "~/db/schema"

export type { Challenge }

export const CHALLENGE_KEY_SECRET = "abuse_challenge_key"

// PBKDF2 keeps the work in native code in a browser (Web Crypto) and in a bot alike.
// About 4,096 tries of 300 rounds: well under a second in a current browser.
const ALGORITHM = "PBKDF2/SHA-256"
const COST = 300
const KEY_PREFIX = "000"
const LIFETIME_MS = 5 * 60_000

// A solution is a few hundred bytes; anything much longer is not one.
const MAX_SOLUTION_LENGTH = 2_000

const challengeKey = (db: Db) => cachedSecret(db, CHALLENGE_KEY_SECRET)

/** A new challenge for one submit of the form counted under `bucket`. */
export async function issueChallenge(db: Db, bucket: string, now = new Date()): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    keyPrefix: KEY_PREFIX,
    deriveKey,
    data: { bucket },
    expiresAt: new Date(now.getTime() + LIFETIME_MS),
    hmacSignatureSecret: await challengeKey(db),
  })
}

/** A solution that is genuine and unexpired; `claimSolution` then spends it. */
export type VerifiedSolution = { signature: string; expiresAt: Date }

/**
 * The solved challenge in the field, when it was issued here for this bucket, has
 * not expired and is solved; else undefined. Whether it was used before is for
 * `claimSolution` to say.
 */
export async function verifyChallengeSolution(
  db: Db,
  field: string | undefined,
  bucket: string,
  now = new Date(),
): Promise<VerifiedSolution | undefined> {
  const payload = decodePayload(field)
  if (!payload) return undefined
  const { challenge, solution } = payload
  const expiresAt = challenge.parameters.expiresAt
  if (typeof expiresAt !== "number" || expiresAt * 1000 <= now.getTime()) return undefined
  if (challenge.parameters.data?.bucket !== bucket) return undefined
  // The parameters come from the client: only the ones issued here are worth a derivation.
  const { algorithm, cost, keyPrefix } = challenge.parameters
  if (algorithm !== ALGORITHM || cost !== COST || keyPrefix !== KEY_PREFIX) return undefined
  try {
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: await challengeKey(db),
    })
    if (!result.verified) return undefined
  } catch {
    return undefined
  }
  return { signature: challenge.signature!, expiresAt: new Date(expiresAt * 1000) }
}

type Executor = Pick<Db, "insert" | "delete">

/** Spends a verified solution: true the first time, false for a replay. */
export async function claimSolution(
  tx: Executor,
  solution: VerifiedSolution,
  now = new Date(),
): Promise<boolean> {
  // Expired entries can go: their challenges are refused before they get here.
  await tx.delete(usedChallenges).where(lt(usedChallenges.expiresAt, now))
  const claimed = await tx
    .insert(usedChallenges)
    .values(solution)
    .onConflictDoNothing()
    .returning({ signature: usedChallenges.signature })
  return claimed.length > 0
}

function decodePayload(
  field: string | undefined,
): { challenge: Challenge; solution: Solution } | undefined {
  if (!field || field.length > MAX_SOLUTION_LENGTH) return undefined
  try {
    const payload = JSON.parse(Buffer.from(field, "base64").toString("utf8")) as unknown
    if (!isRecord(payload) || !isRecord(payload.challenge) || !isRecord(payload.solution))
      return undefined
    const { challenge, solution } = payload
    if (!isRecord(challenge.parameters) || typeof challenge.signature !== "string") return undefined
    if (typeof solution.counter !== "number" || typeof solution.derivedKey !== "string")
      return undefined
    return {
      challenge: challenge as unknown as Challenge,
      solution: { counter: solution.counter, derivedKey: solution.derivedKey },
    }
  } catch {
    return undefined
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}
