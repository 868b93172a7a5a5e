// @ts-check
// The site's content pages: the same HTML for every visitor, so the server reuses a render
// for a second (server/page-cache.js), the sitemap lists them, the benchmarks measure them
// and the page tests visit them. Camera pages are shared the same way. Plain JavaScript, so the server entry (plain `node`), the
// scripts and the app read one list.

export const CONTENT_PAGES = Object.freeze([
  "/",
  "/cameras",
  "/highlights",
  "/merchandise",
  "/about",
  "/business",
])

/** A camera page's address (`/cameras/<slug>`); slugs are lower-case words joined by '-'. */
export const CAMERA_PAGE_PATH = /^\/cameras\/[a-z0-9]+(?:-[a-z0-9]+)*$/
