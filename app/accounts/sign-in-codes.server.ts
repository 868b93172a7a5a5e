// Sign-in codes: 6 digits, mailed through the outbox, valid 10 minutes and once, stored
// only as an HMAC keyed with a random per-code salt. 5 wrong tries void a code, and a new
// code voids the one before. An address gets at most 3 codes in 15 minutes. Asking for a
// code reads no account, so the answer and its timing are the same for every address;
// the account is made only when the right code comes back.
// Each address's codes are handled under a transaction advisory lock, so two processes
// (or two tabs) cannot both spend a code or both pass the per-address limit.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto"
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm"
import type { Db } from "~/db/client.server"
import { deleteCounted } from "~/db/delete-counted.server"
import { accounts, signInCodes } from "~/db/schema"
import { queueMail } from "~/mail/outbox.server"
import { SIGN_IN_MAIL_KIND, signInCodeMail } from "./sign-in-mail.server"

const MINUTE_MS = 60_000
export const CODE_VALID_MINUTES = 10
export const CODE_MAX_WRONG_TRIES = 5
export const CODES_PER_ADDRESS = { max: 3, windowMs: 15 * MINUTE_MS }

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0]

/** Addresses are kept and compared lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

function hashCode(salt: string, code: string): string {
  return createHmac("sha256", salt).update(code).digest("hex")
}

async function lockAddress(tx: Tx, email: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${email}`}))`)
}

export type CodeRequest =
  { ok: true } | { ok: false; reason: "address-limit"; retryAfterSeconds: number }

/** Mails a new code to the address (voiding its earlier ones), within the per-address limit. */
export async function requestSignInCode(
  db: Db,
  rawEmail: string,
  now: Date,
  makeCode: () => string = () => String(randomInt(0, 1_000_000)).padStart(6, "0"),
): Promise<CodeRequest> {
  const email = normaliseEmail(rawEmail)
  return db.transaction(async (tx) => {
    await lockAddress(tx, email)
    const since = new Date(now.getTime() - CODES_PER_ADDRESS.windowMs)
    const recent = await tx
      .select({ createdAt: signInCodes.createdAt })
      .from(signInCodes)
      .where(and(eq(signInCodes.email, email), gt(signInCodes.createdAt, since)))
      .orderBy(signInCodes.createdAt)
    if (recent.length >= CODES_PER_ADDRESS.max) {
      const oldest = recent[0]!.createdAt.getTime()
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((oldest + CODES_PER_ADDRESS.windowMs - now.getTime()) / 1000),
      )
      return { ok: false, reason: "address-limit", retryAfterSeconds }
    }
    await tx
      .update(signInCodes)
      .set({ spentAt: now })
      .where(and(eq(signInCodes.email, email), isNull(signInCodes.spentAt)))
    const code = makeCode()
    const salt = randomBytes(16).toString("base64url")
    await tx.insert(signInCodes).values({
      email,
      codeHash: hashCode(salt, code),
      salt,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_VALID_MINUTES * MINUTE_MS),
    })
    await queueMail(tx, {
      kind: SIGN_IN_MAIL_KIND,
      orderId: null,
      ...signInCodeMail(email, code, CODE_VALID_MINUTES),
    })
    return { ok: true }
  })
}

export type CodeCheck =
  | { ok: true; accountId: number; email: string; created: boolean }
  | { ok: false; reason: "wrong"; triesLeft: number }
  | { ok: false; reason: "spent" }

/**
 * Checks a typed code against the address's live code. The right one is spent and signs in
 * (making the account on first use, in the caller's transaction); a wrong one counts a try.
 */
export async function checkSignInCode(
  db: Db,
  rawEmail: string,
  code: string,
  now: Date,
  onSignIn?: (tx: Tx, accountId: number) => Promise<void>,
): Promise<CodeCheck> {
  const email = normaliseEmail(rawEmail)
  return db.transaction(async (tx) => {
    await lockAddress(tx, email)
    const [live] = await tx
      .select()
      .from(signInCodes)
      .where(
        and(
          eq(signInCodes.email, email),
          isNull(signInCodes.spentAt),
          gt(signInCodes.expiresAt, now),
        ),
      )
      .orderBy(desc(signInCodes.id))
      .limit(1)
    if (!live) return { ok: false, reason: "spent" }
    const expected = Buffer.from(live.codeHash, "hex")
    const given = Buffer.from(hashCode(live.salt, code), "hex")
    if (!timingSafeEqual(expected, given)) {
      const wrongTries = live.wrongTries + 1
      const voided = wrongTries >= CODE_MAX_WRONG_TRIES
      await tx
        .update(signInCodes)
        .set({ wrongTries, ...(voided ? { spentAt: now } : {}) })
        .where(eq(signInCodes.id, live.id))
      return voided
        ? { ok: false, reason: "spent" }
        : { ok: false, reason: "wrong", triesLeft: CODE_MAX_WRONG_TRIES - wrongTries }
    }
    await tx.update(signInCodes).set({ spentAt: now }).where(eq(signInCodes.id, live.id))
    const [inserted] = await tx
      .insert(accounts)
      .values({ email, createdAt: now, lastSeenAt: now })
      .onConflictDoNothing()
      .returning({ id: accounts.id })
    let accountId = inserted?.id
    if (accountId === undefined) {
      const [known] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(sql`lower(${accounts.email})`, email))
      accountId = known!.id
      await tx.update(accounts).set({ lastSeenAt: now }).where(eq(accounts.id, accountId))
    }
    await onSignIn?.(tx, accountId)
    return { ok: true, accountId, email, created: inserted !== undefined }
  })
}

/** Deletes codes older than the retention period, spent or not (the retention purge). */
export async function purgeSignInCodes(db: Db, before: Date): Promise<number> {
  return deleteCounted(db, signInCodes, lt(signInCodes.createdAt, before))
}
