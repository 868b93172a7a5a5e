// /account/data: 'Download my data', the account's data as a JSON attachment.
import type { Route } from "./+types/account.data"
import { accountById } from "~/accounts/accounts.server"
import { exportAccountData } from "~/accounts/data-export.server"
import { signInPath } from "~/accounts/next-path"
import { capeTownDate } from "~/lib/date-format"
import { scopeOf } from "~/scope/request-scope.server"
import { visitorOf } from "~/scope/visitor.server"

export async function loader({ request, context }: Route.LoaderArgs) {
  const visitor = await visitorOf({ request, context })
  const { db, now } = scopeOf(context)
  const account = visitor && (await accountById(db, visitor.accountId))
  if (!account) {
    return new Response(null, {
      status: 303,
      headers: { Location: signInPath("/account"), "Cache-Control": "no-store" },
    })
  }
  const at = now()
  const document = await exportAccountData(db, account, at)
  return new Response(JSON.stringify(document, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="cape-ocean-adventures-my-data-${capeTownDate(at)}.json"`,
      "Cache-Control": "private, no-store",
    },
  })
}
