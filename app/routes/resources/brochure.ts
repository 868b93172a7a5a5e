// GET /business/brochure.pdf: the Business Services brochure as a download.
// Made once per process (brochure.server.ts); browsers and CDNs may keep it a
// day and revalidate it with its ETag.
import type { Route } from "./+types/brochure"
import { getBrochure } from "~/business/brochure.server"
import { BROCHURE_FILE_NAME } from "~/business/services"

export async function loader({ request }: Route.LoaderArgs) {
  // Its links are on PUBLIC_ORIGIN, whatever Host the request named.
  const brochure = await getBrochure()
  const headers = new Headers({
    "Cache-Control": "public, max-age=86400",
    ETag: brochure.etag,
  })
  if (request.headers.get("If-None-Match") === brochure.etag)
    return new Response(null, { status: 304, headers })
  headers.set("Content-Type", "application/pdf")
  headers.set("Content-Disposition", `attachment; filename="${BROCHURE_FILE_NAME}"`)
  headers.set("Content-Length", String(brochure.pdf.length))
  return new Response(new Uint8Array(brochure.pdf), { headers })
}

// A POST here gets a clear 405.
export { refuseWrites as action } from "~/lib/form-request.server"
