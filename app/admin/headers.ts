// Admin pages and answers are never stored by browsers or proxies (DESIGN.md
// "Observable quality"). React Router merges each loader's Set-Cookie itself.
export function adminHeaders() {
  return { "Cache-Control": "no-store" }
}
