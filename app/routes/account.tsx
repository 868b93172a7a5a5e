// /account: the signed-in visitor's page. Signed out, it sends them to sign in first.
import { data, Form, redirect } from "react-router"
import type { Route } from "./+types/account"
import { signInPath } from "~/accounts/next-path"
import { clearedSessionCookie, endAllSessions, endSession } from "~/accounts/sessions.server"
import { Button } from "~/components/ui/button"
import { answerOutages } from "~/db/outage.server"
import { readFormFields } from "~/lib/form-request.server"
import { pageMeta } from "~/lib/site"
import { scopeOf } from "~/scope/request-scope.server"
import { visitorOf } from "~/scope/visitor.server"

export const meta: Route.MetaFunction = () =>
  pageMeta("Your account", "Your Cape Ocean Adventures account.")

export const headers = () => ({ "Cache-Control": "private, no-store" })

export async function loader({ request, context }: Route.LoaderArgs) {
  const visitor = await visitorOf({ request, context })
  if (!visitor) {
    throw redirect(signInPath("/account"), { headers: { "Cache-Control": "no-store" } })
  }
  return { email: visitor.email }
}

export const action = answerOutages(async ({ request, context }: Route.ActionArgs) => {
  const form = await readFormFields(request, ["intent"])
  if (!form.ok) return data({ ok: false, message: form.error }, { status: form.status })
  const visitor = await visitorOf({ request, context })
  const { db } = scopeOf(context)
  const headers = new Headers({ "Set-Cookie": clearedSessionCookie(request) })
  if (form.values.intent === "sign-out") {
    if (visitor) await endSession(db, visitor.sessionId)
    return redirect("/", { headers })
  }
  if (form.values.intent === "sign-out-everywhere") {
    if (visitor) await endAllSessions(db, visitor.accountId)
    return redirect("/", { headers })
  }
  if (!visitor)
    return data({ ok: false, message: "Please sign in again." }, { status: 401, headers })
  return data({ ok: false, message: "Unknown request." }, { status: 400 })
})

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold text-ocean-950">Your account</h1>
      <p>Signed in as {loaderData.email}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="sign-out" />
        <Button type="submit" variant="outline">
          Sign out
        </Button>
      </Form>
    </section>
  )
}
