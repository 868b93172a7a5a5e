// A signed-in visitor without the sign-in flow, for tests about what a signed-in visitor
// sees rather than about signing in (those go through visitor-session.ts): the account
// and its session are stored the way the sign-in stores them, with the app's own
// createSession (the token kept only as its hash), and the browser gets the cookie the
// server would have set.
import type { BrowserContext } from "@playwright/test"
import { sql } from "drizzle-orm"
import { drizzle } from "drizzle-orm/node-postgres"
import { createSession, VISITOR_COOKIE_NAME } from "../../../app/accounts/sessions.server"
import { normaliseEmail } from "../../../app/accounts/sign-in-codes.server"
import * as schema from "../../../app/db/schema"
import type { TestDatabase } from "./test-database"

/** The account of `email` (made if there is none yet, as a first sign-in makes it); its id. */
export async function seedAccount(database: TestDatabase, email: string): Promise<number> {
  const db = drizzle(database.pool, { schema })
  const address = normaliseEmail(email)
  const now = new Date()
  const [inserted] = await db
    .insert(schema.accounts)
    .values({ email: address, createdAt: now, lastSeenAt: now })
    .onConflictDoNothing()
    .returning({ id: schema.accounts.id })
  if (inserted) return inserted.id
  const [known] = await db
    .select({ id: schema.accounts.id })
    .from(schema.accounts)
    .where(sql`lower(${schema.accounts.email}) = ${address}`)
  return known!.id
}

/** A new session of the account of `email` (made if needed): its cookie's token. */
export async function seedSession(database: TestDatabase, email: string) {
  const accountId = await seedAccount(database, email)
  const db = drizzle(database.pool, { schema })
  return { accountId, ...(await createSession(db, accountId, new Date())) }
}

/**
 * Signs `context` in as `email` on the server at `origin`: a new session of the account
 * (made if needed) and its cookie in the context. The account's id.
 */
export async function signInDirectly(
  context: BrowserContext,
  database: TestDatabase,
  origin: string,
  email: string,
): Promise<number> {
  const { accountId, token, expiresAt } = await seedSession(database, email)
  await context.addCookies([
    {
      name: VISITOR_COOKIE_NAME,
      value: token,
      url: origin,
      expires: Math.floor(expiresAt.getTime() / 1000),
      httpOnly: true,
      sameSite: "Lax",
    },
  ])
  return accountId
}
