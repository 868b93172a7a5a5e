// The purges' one shape: delete what a condition selects and say how many rows went.
import type { SQL } from "drizzle-orm"
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core"
import type { Db } from "~/db/client.server"

/** Deletes the rows of `table` that `where` selects; the number deleted. */
export async function deleteCounted(
  db: Db,
  table: PgTable & { id: AnyPgColumn },
  where: SQL | undefined,
): Promise<number> {
  const gone = await db.delete(table).where(where).returning({ id: table.id })
  return gone.length
}
