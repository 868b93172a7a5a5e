// /sign-in/welcome: shown once after the code made a new account. It says which terms
// apply and offers the newsletter, unticked: marketing needs its own consent, confirmed
// by the newsletter's own double opt-in mail.
import { CheckCircle2 } from "lucide-react"
import { data, Form, Link, redirect, useNavigation } from "react-router"
import type { Route } from "./+types/sign-in.welcome"
import { safeNextPath } from "~/accounts/next-path"
import { runAfterAnswer } from "~/abuse/after-answer.server"
import { NarrowPage } from "~/components/layout/narrow-page"
import { Button } from "~/components/ui/button"
import { Notice } from "~/components/ui/notice"
import { TextLink } from "~/components/ui/text-link"
import { answerOutages } from "~/db/outage.server"
import { readFormFields } from "~/lib/form-request.server"
import { log } from "~/lib/log.server"
import { toastMessage, useResultToast, type ToastMessage } from "~/lib/result-toast"
import { pageMeta } from "~/lib/site"
import { recordSignUp, sendConfirmation } from "~/newsletter/subscribers.server"
import { scopeOf } from "~/scope/request-scope.server"
import { requireVisitor, visitorOf, visitorWritesMiddleware } from "~/scope/visitor.server"

const CONSENT_SOURCE = "account sign-up page (/sign-in/welcome), double opt-in by e-mail link"

export type WelcomeResult =
  { ok: true; message: string; next: string; toast: ToastMessage } | { ok: false; message: string }

export const meta: Route.MetaFunction = () =>
  pageMeta("Welcome", "Your Cape Ocean Adventures account is ready.")

export const headers = () => ({ "Cache-Control": "private, no-store" })

// A write without a valid session is refused before the action and loaders run.
export const middleware: Route.MiddlewareFunction[] = [visitorWritesMiddleware]

export async function loader({ request, context }: Route.LoaderArgs) {
  const next = safeNextPath(new URL(request.url).searchParams.get("next"))
  const visitor = await requireVisitor({ request, context }, next)
  return { email: visitor.email, next }
}

export const action = answerOutages(async ({ request, context }: Route.ActionArgs) => {
  const visitor = await visitorOf({ request, context })
  if (!visitor) {
    return data<WelcomeResult>({ ok: false, message: "Please sign in again." }, { status: 401 })
  }
  const form = await readFormFields(request, ["intent", "newsletter", "next"])
  if (!form.ok)
    return data<WelcomeResult>({ ok: false, message: form.error }, { status: form.status })
  if (form.values.intent !== "continue") {
    return data<WelcomeResult>({ ok: false, message: "Unknown action." }, { status: 400 })
  }
  const next = safeNextPath(form.values.next)
  if (form.values.newsletter !== "yes") throw redirect(next)
  const { db, now } = scopeOf(context)
  await recordSignUp(db, visitor.email, CONSENT_SOURCE, now())
  runAfterAnswer("newsletter.signup_failed", async () => {
    const { mailQueued } = await sendConfirmation(db, visitor.email, CONSENT_SOURCE)
    log.info("newsletter.signup", { mailQueued, source: "account" })
  })
  const message = `Almost done: open the link in the mail we sent to ${visitor.email} to confirm the newsletter.`
  return data<WelcomeResult>({
    ok: true,
    message,
    next,
    toast: toastMessage("Check your inbox", message),
  })
})

export default function WelcomePage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, next } = loaderData
  useResultToast(actionData?.ok ? actionData.toast : undefined)
  const busy = useNavigation().state !== "idle"
  return (
    <NarrowPage title="Welcome aboard">
      <Notice tone="success" icon={CheckCircle2}>
        Your account for {email} is ready, and you are signed in.
      </Notice>
      <p className="text-slate-700">
        Our <TextLink to="/terms">Terms</TextLink> and{" "}
        <TextLink to="/privacy">Privacy Policy</TextLink> apply to your account. It keeps your
        address and when you signed in; you can download or delete it at any time on your account
        page.
      </p>
      {actionData?.ok ? (
        <>
          <p role="status" className="rounded-md bg-ocean-50 p-4 text-ocean-900">
            {actionData.message}
          </p>
          <Button asChild className="self-start">
            <Link to={actionData.next}>Continue</Link>
          </Button>
        </>
      ) : (
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="continue" />
          <input type="hidden" name="next" value={next} />
          <div className="flex items-start gap-3">
            <input
              id="welcome-newsletter"
              type="checkbox"
              name="newsletter"
              value="yes"
              className="mt-1 size-5 shrink-0 accent-ocean-700"
            />
            <label htmlFor="welcome-newsletter" className="text-slate-800">
              Also send me the newsletter: ocean news, wildlife sightings and new cameras. (We will
              mail you a link to confirm; you can unsubscribe at any time.)
            </label>
          </div>
          {actionData && !actionData.ok && (
            <p role="alert" className="text-sm text-red-800">
              {actionData.message}
            </p>
          )}
          <Button type="submit" disabled={busy} className="self-start">
            Continue
          </Button>
        </Form>
      )}
    </NarrowPage>
  )
}
