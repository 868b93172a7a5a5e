import type { Route } from "./+types/healthz"
import { isDbReachable } from "~/db/client.server"
import { scopeOf } from "~/scope/request-scope.server"

export async function loader({ context }: Route.LoaderArgs) {
  const ok = await isDbReachable(scopeOf(context).db)
  return Response.json({ ok }, { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } })
}

// A POST here gets a clear 405.
export { refuseWrites as action } from "~/lib/form-request.server"
