// A route's `headers` export for forms that can answer 429: its own headers plus
// the action's Retry-After. React Router builds a page's headers from this
// function alone, so without it the action's Retry-After never reaches the client.
import type { HeadersArgs } from "react-router"

export function withRetryAfter(own: Record<string, string> = {}) {
  return ({ actionHeaders, errorHeaders }: HeadersArgs): Headers => {
    const headers = new Headers(own)
    const retryAfter = actionHeaders.get("Retry-After") ?? errorHeaders?.get("Retry-After")
    if (retryAfter) headers.set("Retry-After", retryAfter)
    return headers
  }
}
