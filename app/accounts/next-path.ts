// Where to return after signing in (`?next=`): only a path on this site. "//host" and
// "/\host" are other sites to a browser, so a path must start with one "/" and hold no
// backslash or control character; anything else falls back to the account page.
export const DEFAULT_NEXT = "/account"
const MAX_LENGTH = 512

export function safeNextPath(value: string | null | undefined): string {
  if (!value || value.length > MAX_LENGTH) return DEFAULT_NEXT
  if (!value.startsWith("/") || value.startsWith("//")) return DEFAULT_NEXT
  if (value.includes("\\") || /[\p{Cc}\s]/u.test(value)) return DEFAULT_NEXT
  return value
}

/** The sign-in page's address that comes back to `next` (none for the default). */
export function signInPath(next: string, extra = ""): string {
  const params = new URLSearchParams(extra)
  if (next !== DEFAULT_NEXT) params.set("next", next)
  const query = params.toString()
  return query ? `/sign-in?${query}` : "/sign-in"
}
