// Admin pages and answers are never stored by browsers or proxies
// (docs/runtime.md#observable-behaviour). React Router merges each loader's Set-Cookie itself.
export function adminHeaders() {
  return { "Cache-Control": "no-store" }
}
