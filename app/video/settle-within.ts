// Loaders hand the video pages a promise so a slow fetch streams the skeleton first
// (docs/decisions/cache-hit-in-first-html.md). React Router's <Await> suspends on any promise it
// has not seen settle, so even a cache hit would flash the skeleton; a value that is ready within a
// moment is passed as a plain value instead and rendered in the first HTML.
/** Long enough for a database read, short next to a platform round trip. */
export const CACHE_HIT_WAIT_MS = 100

/** `{ value }` holds the result when the promise settles within `ms`, otherwise the promise itself. */
export async function settleWithin<T>(
  promise: Promise<T>,
  ms: number = CACHE_HIT_WAIT_MS,
): Promise<{ value: T | Promise<T> }> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const pending = new Promise<"pending">((resolve) => {
    timer = setTimeout(() => resolve("pending"), ms)
  })
  // A quick rejection is left to <Await errorElement>, like a slow one.
  const settled = promise.then(
    (value) => ({ value }),
    () => "pending" as const,
  )
  const result = await Promise.race([settled, pending])
  clearTimeout(timer)
  return result === "pending" ? { value: promise } : result
}
