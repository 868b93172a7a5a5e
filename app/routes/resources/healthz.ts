import { checkDb } from "~/db/client.server"

export async function loader() {
  const ok = await checkDb()
  return Response.json({ ok }, { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } })
}
