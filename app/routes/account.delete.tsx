// /account/delete: the confirmation step of 'Delete my account'. Deleting removes the
// account and everything kept for it; orders stay as business records, and it says so.
import { data, redirect, useNavigation } from "react-router"
import type { Route } from "./+types/account.delete"
import { deleteAccount } from "~/accounts/accounts.server"
import { clearedSessionCookie } from "~/accounts/sessions.server"
import { NarrowPage } from "~/components/layout/narrow-page"
import { ButtonLink } from "~/components/ui/button-link"
import { IntentButton } from "~/components/ui/intent-button"
import { TextLink } from "~/components/ui/text-link"
import { answerOutages } from "~/db/outage.server"
import { readFormFields } from "~/lib/form-request.server"
import { log } from "~/lib/log.server"
import { pageMeta } from "~/lib/site"
import { scopeOf } from "~/scope/request-scope.server"
import { requireVisitor, visitorOf, visitorWritesMiddleware } from "~/scope/visitor.server"

export const meta: Route.MetaFunction = () =>
  pageMeta("Delete your account", "Delete your Cape Ocean Adventures account.")

export const headers = () => ({ "Cache-Control": "private, no-store" })

// A write without a valid session is refused before the action and loaders run.
export const middleware: Route.MiddlewareFunction[] = [visitorWritesMiddleware]

export async function loader({ request, context }: Route.LoaderArgs) {
  const visitor = await requireVisitor({ request, context }, "/account/delete")
  return { email: visitor.email }
}

export type DeleteResult = { ok: false; message: string }

export const action = answerOutages(async ({ request, context }: Route.ActionArgs) => {
  const form = await readFormFields(request, ["intent"])
  if (!form.ok)
    return data<DeleteResult>({ ok: false, message: form.error }, { status: form.status })
  if (form.values.intent !== "delete") {
    return data<DeleteResult>({ ok: false, message: "Unknown action." }, { status: 400 })
  }
  const visitor = await visitorOf({ request, context })
  if (!visitor) {
    return data<DeleteResult>(
      { ok: false, message: "Please sign in again to delete your account." },
      { status: 401 },
    )
  }
  await deleteAccount(scopeOf(context).db, visitor.accountId)
  log.info("account.deleted", { by: "visitor" })
  // A page of its own: this one's loader needs the account that is now gone.
  return redirect("/account/deleted", {
    headers: { "Set-Cookie": clearedSessionCookie(request), "Cache-Control": "no-store" },
  })
})

export default function DeleteAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle"
  return (
    <NarrowPage title="Delete your account?">
      <p className="text-slate-700">
        This deletes the account for <strong className="break-all">{loaderData.email}</strong>: your
        sign-ins on every device and everything the account keeps. It cannot be undone, but you can
        make a new account with the same address at any time.
      </p>
      <p className="text-slate-700">
        Your orders are not deleted: we keep them as business records for as long as the law asks
        (see our <TextLink to="/privacy">Privacy Policy</TextLink>
        ).
      </p>
      {actionData && !actionData.ok && (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-900">
          {actionData.message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <IntentButton intent="delete" variant="destructive" disabled={busy}>
          Yes, delete my account
        </IntentButton>
        <ButtonLink to="/account" variant="outline">
          Keep my account
        </ButtonLink>
      </div>
    </NarrowPage>
  )
}
