// The signed-in visitor's account id, or null: the one place favourites, alerts and the
// waitlist ask the visitor session. STUB until the sign-in branch's session core is merged.
import type { Db } from "~/db/client.server"
import { favouriteSlugs } from "./favourites.server"

export async function signedInAccountId(
  _db: Db,
  _request: Request,
  _now: Date,
): Promise<number | null> {
  return null
}

/** The signed-in visitor's favourite slugs for a page's cards (null when signed out). */
export async function favouriteSlugsFor(
  db: Db,
  request: Request,
  now: Date,
): Promise<string[] | null> {
  const accountId = await signedInAccountId(db, request, now)
  return accountId === null ? null : favouriteSlugs(db, accountId)
}
