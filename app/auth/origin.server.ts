// Every write to the site is a POST whose Origin must be this site's own: cookies alone
// (SameSite) do not stop other sites, sibling subdomains or scripted forgeries. A missing
// Origin is refused too, but on the one-click unsubscribe, which mail programs post
// themselves (RFC 8058) and whose signed token is its guard.
import { data } from "react-router"

/** Writes that come from mail programs, not from the site's pages. */
export const ONE_CLICK_PATHS: ReadonlySet<string> = new Set([
  "/newsletter/unsubscribe",
  "/alerts/unsubscribe",
])

/** Refuses a write that is not a POST from this site (405/403); reads pass. */
export function refuseForeignWrites(request: Request) {
  if (request.method === "GET" || request.method === "HEAD") return
  if (request.method === "POST" && ONE_CLICK_PATHS.has(new URL(request.url).pathname)) return
  requireSameOrigin(request)
}

export function requireSameOrigin(request: Request) {
  if (request.method !== "POST") {
    throw data(
      { ok: false, message: "Use POST." },
      { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } },
    )
  }
  const origin = request.headers.get("Origin")
  if (!origin || origin !== new URL(request.url).origin) {
    throw data(
      { ok: false, message: "Cross-origin request refused." },
      { status: 403, headers: { "Cache-Control": "no-store" } },
    )
  }
}
