// Keys the site generates once into the database (`app_secrets`), so every server process
// signs and checks alike. Several processes may start at once: the first row wins and every
// process reads it.
import crypto from "node:crypto"
import { eq } from "drizzle-orm"
import type { Db } from "~/db/client.server"
import { appSecrets } from "~/db/schema"

/** The secret `name` (32 random bytes, base64url), created on first use. */
export async function readOrCreateSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: crypto.randomBytes(32).toString("base64url") })
    .onConflictDoNothing()
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name))
  if (!row) throw new Error(`the secret ${name} vanished while it was being created`)
  return row.value
}

// Per secret, one promise per database (tests use many); a failed read is tried again.
const cached = new Map<string, WeakMap<Db, Promise<string>>>()

/** `readOrCreateSecret`, read once per database and process: every signature needs it. */
export function cachedSecret(db: Db, name: string): Promise<string> {
  let byDb = cached.get(name)
  if (!byDb) cached.set(name, (byDb = new WeakMap()))
  const known = byDb.get(db)
  if (known) return known
  const loading = readOrCreateSecret(db, name).catch((error: unknown) => {
    byDb.delete(db)
    throw error
  })
  byDb.set(db, loading)
  return loading
}
