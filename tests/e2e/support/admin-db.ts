// Direct access to a stopped test server's embedded database, for the admin
// suites: seeding rows before the server starts (a failed mail, orders while
// the checkout cannot place them) and reading what only the database holds
// (the admin password hash). PGlite allows one process at a time, so these
// run only while the server is stopped.
import fs from "node:fs"
import path from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { drizzle } from "drizzle-orm/pglite"
import { migrate } from "drizzle-orm/pglite/migrator"
import * as schema from "../../../app/db/schema"
import { copyEmptyDatabase } from "./app-server"

const MIGRATIONS = path.resolve(import.meta.dirname, "../../../drizzle")

export async function withAdminDb<T>(
  dataDir: string,
  work: (db: ReturnType<typeof drizzle<typeof schema>>) => Promise<T>,
): Promise<T> {
  // A new DATA_DIR starts from the migrated empty database, as the server's would.
  if (!fs.existsSync(path.join(dataDir, "pglite", "PG_VERSION"))) await copyEmptyDatabase(dataDir)
  const client = new PGlite(path.join(dataDir, "pglite"))
  try {
    const db = drizzle(client, { schema })
    await migrate(db, { migrationsFolder: MIGRATIONS })
    return await work(db)
  } finally {
    await client.close()
  }
}

export type SeedOrder = {
  orderNumber: string
  createdAt: Date
  email: string
  firstName: string
  lastName: string
  lines: { name: string; size: string; quantity: number; unitPriceCents: number }[]
}

/** Stores orders as the shop's checkout does: order, lines, first status event. */
export async function seedOrders(dataDir: string, seeds: SeedOrder[]) {
  await withAdminDb(dataDir, async (db) => {
    for (const seed of seeds) {
      const subtotalCents = seed.lines.reduce(
        (sum, line) => sum + line.unitPriceCents * line.quantity,
        0,
      )
      const [row] = await db
        .insert(schema.orders)
        .values({
          orderNumber: seed.orderNumber,
          idempotencyKey: crypto.randomUUID(),
          email: seed.email,
          firstName: seed.firstName,
          lastName: seed.lastName,
          address: "12 Beach Road",
          city: "Muizenberg",
          postalCode: "7945",
          country: "South Africa",
          subtotalCents,
          shippingCents: 35_000,
          totalCents: subtotalCents + 35_000,
          createdAt: seed.createdAt,
          updatedAt: seed.createdAt,
        })
        .returning()
      await db.insert(schema.orderLines).values(
        seed.lines.map((line) => ({
          ...line,
          orderId: row!.id,
          productId: 1,
          lineTotalCents: line.unitPriceCents * line.quantity,
        })),
      )
      await db
        .insert(schema.orderStatusEvents)
        .values({ orderId: row!.id, status: "awaiting_payment", createdAt: seed.createdAt })
    }
  })
}
