// /account/delete: the confirmation step of 'Delete my account'. Deleting removes the
// account and everything kept for it; orders stay as business records, and it says so.
import { CheckCircle2 } from "lucide-react"
import { data, Form, Link, redirect, useNavigation } from "react-router"
import type { Route } from "./+types/account.delete"
import { deleteAccount } from "~/accounts/accounts.server"
import { signInPath } from "~/accounts/next-path"
import { clearedSessionCookie } from "~/accounts/sessions.server"
import { Button } from "~/components/ui/button"
import { answerOutages } from "~/db/outage.server"
import { readFormFields } from "~/lib/form-request.server"
import { log } from "~/lib/log.server"
import { pageMeta } from "~/lib/site"
import { scopeOf } from "~/scope/request-scope.server"
import { visitorOf, visitorWritesMiddleware } from "~/scope/visitor.server"

export const meta: Route.MetaFunction = () =>
  pageMeta("Delete your account", "Delete your Cape Ocean Adventures account.")

export const headers = () => ({ "Cache-Control": "private, no-store" })

// A write without a valid session is refused before the action and loaders run.
export const middleware: Route.MiddlewareFunction[] = [visitorWritesMiddleware]

export async function loader({ request, context }: Route.LoaderArgs) {
  const visitor = await visitorOf({ request, context })
  if (!visitor) throw redirect(signInPath("/account/delete"))
  return { email: visitor.email }
}

export type DeleteResult = { ok: true; email: string } | { ok: false; message: string }

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
  return data<DeleteResult>(
    { ok: true, email: visitor.email },
    { headers: { "Set-Cookie": clearedSessionCookie(request) } },
  )
})

export default function DeleteAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle"
  if (actionData?.ok) {
    return (
      <section className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-12 sm:py-16">
        <h1 className="text-3xl font-bold text-ocean-950">Your account is deleted</h1>
        <p
          role="status"
          className="flex items-start gap-2 rounded-md bg-emerald-50 p-4 text-emerald-900"
        >
          <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          We deleted the account for {actionData.email} and everything kept for it, and signed you
          out everywhere.
        </p>
        <p className="text-slate-700">
          Orders placed with this address stay with us as business records, as our{" "}
          <Link to="/privacy" className="font-semibold text-ocean-700 underline underline-offset-4">
            Privacy Policy
          </Link>{" "}
          explains. A newsletter subscription is separate: every newsletter mail has a link to
          unsubscribe.
        </p>
        <Button asChild className="self-start">
          <Link to="/">Return to Home</Link>
        </Button>
      </section>
    )
  }
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-ocean-950">Delete your account?</h1>
      <p className="text-slate-700">
        This deletes the account for <strong className="break-all">{loaderData.email}</strong>: your
        sign-ins on every device and everything the account keeps. It cannot be undone, but you can
        make a new account with the same address at any time.
      </p>
      <p className="text-slate-700">
        Your orders are not deleted: we keep them as business records for as long as the law asks
        (see our{" "}
        <Link to="/privacy" className="font-semibold text-ocean-700 underline underline-offset-4">
          Privacy Policy
        </Link>
        ).
      </p>
      {actionData && !actionData.ok && (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-900">
          {actionData.message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <Button type="submit" variant="destructive" disabled={busy}>
            Yes, delete my account
          </Button>
        </Form>
        <Button asChild variant="outline">
          <Link to="/account">Keep my account</Link>
        </Button>
      </div>
    </section>
  )
}
