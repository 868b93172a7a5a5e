/**
 * Values kept per key for `ttlMs` from when they were stored, read with the caller's clock
 * (`now`, so tests and simulations run on their own time). A clock that went back counts
 * as expired, so a stored value is never served for longer than `ttlMs`.
 */
export function createShortMemo<T>({ ttlMs }: { ttlMs: number }) {
  const memos = new Map<string, { value: T; storedAt: number }>()
  return {
    get(key: string, now: number): T | undefined {
      const memo = memos.get(key)
      if (memo && now >= memo.storedAt && now - memo.storedAt < ttlMs) return memo.value
      return undefined
    },
    set(key: string, value: T, now: number) {
      memos.set(key, { value, storedAt: now })
    },
    /** One key, or every key. */
    forget(key?: string) {
      if (key === undefined) memos.clear()
      else memos.delete(key)
    },
  }
}
