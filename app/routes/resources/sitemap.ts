import type { Route } from "./+types/sitemap"
import { CONTENT_PAGES } from "~/lib/public-pages"
import { LEGAL_LINKS } from "~/lib/site"
import { scopeOf } from "~/scope/request-scope.server"
import { listCameraSlugs } from "~/video/camera-page.server"

const PUBLIC_PATHS = [...CONTENT_PAGES, ...LEGAL_LINKS.map((link) => link.to)]

// Absolute URLs from PUBLIC_ORIGIN: behind a proxy the request's own host is an internal one.
export async function loader({ context }: Route.LoaderArgs) {
  const { config, db } = scopeOf(context)
  const origin = config.publicOrigin
  // Every camera's page: the recorded ones (live or offline) and the samples.
  const cameraPaths = (await listCameraSlugs(db)).map((slug) => `/cameras/${slug}`)
  const urls = [...PUBLIC_PATHS, ...cameraPaths]
    .map((path) => `  <url><loc>${origin}${path}</loc></url>`)
    .join("\n")
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  })
}

// A POST here gets a clear 405.
export { refuseWrites as action } from "~/lib/form-request.server"
