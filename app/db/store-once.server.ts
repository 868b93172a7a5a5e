// One record per idempotency key: a repeated submit (a double click, a retry after a lost
// answer) gets the stored record back instead of a second one, also when two copies race
// (docs/decisions/idempotent-orders.md).

export type StoredOnce<T> = { record: T; created: boolean }

/**
 * `find` reads the record stored under the key; `store` stores it in one transaction and
 * returns undefined when the key's unique index refused the insert (a twin won the race).
 */
export async function storeOnce<T>(
  find: () => Promise<T | undefined>,
  store: () => Promise<T | undefined>,
): Promise<StoredOnce<T>> {
  const existing = await find()
  if (existing !== undefined) return { record: existing, created: false }
  const stored = await store()
  if (stored !== undefined) return { record: stored, created: true }
  const twin = await find()
  if (twin === undefined) throw new Error("The record stored under this idempotency key vanished")
  return { record: twin, created: false }
}
