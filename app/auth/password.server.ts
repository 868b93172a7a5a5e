// The admin password is checked on the server only, never in the browser (see
// docs/deviations.md). It is ADMIN_PASSWORD, or,
// when that is unset, a random password generated on first start, stored as a
// scrypt hash in app_secrets and printed once to the log.
import crypto from "node:crypto"
import { promisify } from "node:util"
import { eq } from "drizzle-orm"
import type { Db } from "~/db/client.server"
import { appSecrets } from "~/db/schema"
import { config } from "~/lib/config.server"
import { log } from "~/lib/log.server"

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>

export const ADMIN_PASSWORD_SECRET = "admin_password_hash"

/** ADMIN_PASSWORD, or undefined for the generated one kept in the database. */
export type AdminPasswordSetting = { password?: string }

// OWASP's scrypt minimum (N=2^17, r=8, p=1) needs 128 MiB per hash; 2^15 keeps a
// login under ~100 ms on small servers while staying far beyond brute force of
// a random 20-character password. Parameters are stored with each hash.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 32, maxmem: 64 * 1024 * 1024 }
const GENERATED_PASSWORD_BYTES = 15 // 20 base64url characters, 120 bits

/** `scrypt$N$r$p$salt$hash` (base64url), so parameters can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16)
  const hash = await scrypt(password.normalize("NFC"), salt, SCRYPT.keyLength, {
    N: SCRYPT.N,
    r: SCRYPT.r,
    p: SCRYPT.p,
    maxmem: SCRYPT.maxmem,
  })
  return [
    "scrypt",
    SCRYPT.N,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString("base64url"),
    hash.toString("base64url"),
  ].join("$")
}

/** Constant-time comparison of a candidate with a stored hash; false for a malformed hash. */
export async function verifyPassword(candidate: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText] = stored.split("$")
  if (scheme !== "scrypt" || !saltText || !hashText) return false
  const expected = Buffer.from(hashText, "base64url")
  const N = Number(n)
  if (!Number.isInteger(N) || expected.length === 0) return false
  const actual = await scrypt(
    candidate.normalize("NFC"),
    Buffer.from(saltText, "base64url"),
    expected.length,
    {
      N,
      r: Number(r),
      p: Number(p),
      maxmem: SCRYPT.maxmem,
    },
  )
  return crypto.timingSafeEqual(actual, expected)
}

let configuredHash: { password: string; hash: Promise<string> } | undefined

/**
 * The hash to check logins against. With ADMIN_PASSWORD (`password`) it is made once per
 * process (never stored); otherwise it is read from the database, and created
 * with a freshly generated password when there is none yet.
 */
export async function ensureAdminPasswordHash(
  db: Db,
  admin: AdminPasswordSetting = config.admin,
): Promise<string> {
  const { password } = admin
  if (password) {
    if (configuredHash?.password !== password)
      configuredHash = { password, hash: hashPassword(password) }
    return configuredHash.hash
  }
  const [existing] = await db
    .select()
    .from(appSecrets)
    .where(eq(appSecrets.name, ADMIN_PASSWORD_SECRET))
  if (existing) return existing.value

  const generated = crypto.randomBytes(GENERATED_PASSWORD_BYTES).toString("base64url")
  const hash = await hashPassword(generated)
  // Several processes may start at once: only the one whose row lands prints its password.
  const inserted = await db
    .insert(appSecrets)
    .values({ name: ADMIN_PASSWORD_SECRET, value: hash })
    .onConflictDoNothing()
    .returning({ name: appSecrets.name })
  if (inserted.length > 0) {
    if (holdAnnouncement) heldPassword = generated
    else printGeneratedPassword(generated)
    return hash
  }
  const [winner] = await db
    .select()
    .from(appSecrets)
    .where(eq(appSecrets.name, ADMIN_PASSWORD_SECRET))
  if (!winner) throw new Error("admin password hash vanished while it was being created")
  return winner.value
}

// While the server starts, a generated password is held back and printed once the
// server listens: last, after the build's and the services' lines, where it cannot
// be missed among them.
let holdAnnouncement = false
let heldPassword: string | undefined

/** The generated password as a log event (for log search) and framed for a person reading. */
function printGeneratedPassword(password: string, loginUrl?: string) {
  log.warn("admin.password_generated", {
    password,
    message:
      "No ADMIN_PASSWORD is set, so this admin password was generated for /admin/cache. " +
      "It is shown only this once and stored only as a hash; set ADMIN_PASSWORD to choose your own.",
  })
  process.stdout.write(passwordBanner(password, loginUrl))
}

/** The framed notice: a box of '#' around the password and what to do with it. */
export function passwordBanner(password: string, loginUrl = "/admin/cache"): string {
  const lines = [
    "ADMIN PASSWORD (generated because ADMIN_PASSWORD is not set)",
    "",
    `    ${password}`,
    "",
    "Shown only this once and stored only as a hash: copy it now.",
    `Log in at ${loginUrl}`,
    "Set ADMIN_PASSWORD to choose your own.",
  ]
  const width = Math.max(...lines.map((line) => line.length)) + 4
  const edge = "#".repeat(width + 2)
  const framed = lines.map((line) => `#  ${line.padEnd(width - 2)}#`)
  return ["", edge, `#${" ".repeat(width)}#`, ...framed, `#${" ".repeat(width)}#`, edge, ""]
    .map((line) => `${line}\n`)
    .join("")
}

/**
 * Prints a password generated during start-up (once; nothing when none was).
 * The server calls it when it listens, or when its start fails, so a generated
 * password is never lost.
 */
export function announceGeneratedPassword(loginUrl?: string) {
  holdAnnouncement = false
  const password = heldPassword
  heldPassword = undefined
  if (password) printGeneratedPassword(password, loginUrl)
}

export async function checkAdminPassword(
  db: Db,
  candidate: string,
  admin: AdminPasswordSetting = config.admin,
): Promise<boolean> {
  return verifyPassword(candidate, await ensureAdminPasswordHash(db, admin))
}

export const MIN_ADMIN_PASSWORD_LENGTH = 12
export const MIN_SESSION_SECRET_LENGTH = 32

/**
 * Why the configured admin secrets are too weak to start with, or undefined.
 * A short password falls to guessing despite the login limit (spread over many
 * addresses); a short session secret lets anyone forge an admin cookie offline.
 */
export function weakAdminSecrets(
  admin: { password?: string; sessionSecret?: string } = config.admin,
): string | undefined {
  const problems: string[] = []
  if (admin.password !== undefined && admin.password.length < MIN_ADMIN_PASSWORD_LENGTH)
    problems.push(
      `ADMIN_PASSWORD has ${admin.password.length} characters; at least ${MIN_ADMIN_PASSWORD_LENGTH} are needed so it cannot be guessed (or leave it unset and a strong one is generated)`,
    )
  if (admin.sessionSecret !== undefined && admin.sessionSecret.length < MIN_SESSION_SECRET_LENGTH)
    problems.push(
      `SESSION_SECRET has ${admin.sessionSecret.length} characters; at least ${MIN_SESSION_SECRET_LENGTH} are needed so admin cookies cannot be forged (or leave it unset and one is generated)`,
    )
  return problems.length > 0 ? problems.join("; ") : undefined
}

/** Listed in app/services.server.ts: refuses weak secrets, and makes sure the hash exists. */
export const adminPasswordService = {
  name: "admin-password",
  start: async ({ db }: { db: Db }) => {
    const weak = weakAdminSecrets()
    if (weak) {
      log.error("admin.weak_secret", { message: weak })
      throw new Error(`Refusing to start: ${weak}.`)
    }
    holdAnnouncement = true
    await ensureAdminPasswordHash(db)
  },
}
