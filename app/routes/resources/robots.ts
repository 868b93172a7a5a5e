import { config } from "~/lib/config.server"

export function loader() {
  const origin = config.publicOrigin
  const body = [
    "User-agent: *",
    "Disallow: /admin/",
    "Disallow: /checkout",
    "Disallow: /cart",
    "Disallow: /order-confirmation",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n")
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  })
}

// A POST here gets a clear 405.
export { refuseWrites as action } from "~/lib/form-request.server"
