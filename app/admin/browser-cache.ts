// 'Clear All Cache' also clears any local copy in this browser. Only
// keys under the app's cache prefix go: the cart and the last order are the
// visitor's own data, not a cache, and stay.
export const BROWSER_CACHE_PREFIX = "cape-ocean-adventures:cache:"

/** Removes every localStorage key under the cache prefix; returns how many. */
export function clearBrowserCache(storage: Storage): number {
  const keys: string[] = []
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index)
    if (key?.startsWith(BROWSER_CACHE_PREFIX)) keys.push(key)
  }
  for (const key of keys) storage.removeItem(key)
  return keys.length
}
