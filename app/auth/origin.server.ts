// Every admin action is a POST whose Origin must be this site's own
// (docs/architecture.md#the-admin-session): SameSite=Strict already keeps the cookie off cross-site
// requests, and this refuses the rest (other sites, sibling subdomains, scripted forgeries).
import { data } from "react-router"

export function requireSameOrigin(request: Request) {
  if (request.method !== "POST") {
    throw data(
      { ok: false, error: "Use POST." },
      { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } },
    )
  }
  const origin = request.headers.get("Origin")
  if (!origin || origin !== new URL(request.url).origin) {
    throw data(
      { ok: false, error: "Cross-origin request refused." },
      { status: 403, headers: { "Cache-Control": "no-store" } },
    )
  }
}
