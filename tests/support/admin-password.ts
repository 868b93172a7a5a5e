// The admin password for tests of what surrounds the password check (the login limit,
// sessions), stored as the site stores a generated one: a hash in app_secrets. Its
// scrypt cost is the lowest, so a check takes a millisecond instead of a good share of
// a core; the real cost is password.server.test.ts's concern.
import crypto from "node:crypto"
import { ADMIN_PASSWORD_SECRET } from "~/auth/password.server"
import type { Db } from "~/db/client.server"
import { appSecrets } from "~/db/schema"

const CHEAP = { N: 2 ** 4, r: 8, p: 1 }

/** Stores `password` as the admin's; pass `{}` as the admin setting so it is used. */
export async function storeCheapAdminPassword(db: Db, password: string): Promise<void> {
  const salt = crypto.randomBytes(16)
  const hash = crypto.scryptSync(password.normalize("NFC"), salt, 32, CHEAP)
  const value = [
    "scrypt",
    CHEAP.N,
    CHEAP.r,
    CHEAP.p,
    salt.toString("base64url"),
    hash.toString("base64url"),
  ].join("$")
  await db.insert(appSecrets).values({ name: ADMIN_PASSWORD_SECRET, value })
}
