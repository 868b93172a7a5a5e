// A case-insensitive "contains" search for the admin lists: the typed text is matched
// literally, so a % or _ in it is no wildcard.
import { ilike, type Column, type SQL } from "drizzle-orm"

export function containsText(column: Column, text: string): SQL {
  return ilike(column, `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`)
}
