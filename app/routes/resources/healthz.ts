import { checkDb } from "~/db/client.server"

export async function loader() {
  const ok = await checkDb()
  return Response.json({ ok }, { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } })
}

// A POST here gets a clear 405.
export { refuseWrites as action } from "~/lib/form-request.server"
