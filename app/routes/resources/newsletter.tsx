// The footer's newsletter form posts here. With JavaScript the footer shows the
// answer in place; without it the browser lands on this page, which shows it too.
import { CheckCircle2, Info } from "lucide-react"
import { data, Link } from "react-router"
import type { Route } from "./+types/newsletter"
import { admit } from "~/abuse/admission.server"
import { runAfterAnswer } from "~/abuse/after-answer.server"
import { SOLUTION_FIELD } from "~/abuse/challenge-field"
import { NEWSLETTER_RATE_LIMIT } from "~/abuse/limits"
import { withRetryAfter } from "~/abuse/retry-after"
import { readFormFields } from "~/lib/form-request.server"
import { log } from "~/lib/log.server"
import { pageMeta } from "~/lib/site"
import { invalid, refused } from "~/lib/form-result"
import { toastMessage } from "~/lib/result-toast"
import { cn } from "~/lib/utils"
import { NewsletterForm, type NewsletterResult } from "~/newsletter/newsletter-form"
import { SubscribeSchema } from "~/newsletter/subscribe-schema"
import { recordSignUp, sendConfirmation } from "~/newsletter/subscribers.server"
import { scopeOf } from "~/scope/request-scope.server"
import { answerOutages } from "~/db/outage.server"

// Where the consent was given, kept with the sign-up (POPIA asks that it can be shown).
const CONSENT_SOURCE = "newsletter form (site footer or /newsletter), double opt-in by e-mail link"

const failed = (message: string) => toastMessage("Subscription failed", message, "destructive")

// A refused sign-up's page tells clients when to try again (429 Retry-After).
export const headers = withRetryAfter()

export const action = answerOutages(async ({ request, context }: Route.ActionArgs) => {
  const form = await readFormFields(request, ["email", SOLUTION_FIELD])
  if (!form.ok) return refused(form.error, form.status, { toast: failed(form.error) })
  const parsed = SubscribeSchema.safeParse({ email: form.values.email ?? "" })
  if (!parsed.success) {
    const email = parsed.error.issues[0]?.message ?? "Please enter a valid email address."
    return invalid({ email }, { toast: failed(email) })
  }
  const refusal = await admit(scopeOf(context), NEWSLETTER_RATE_LIMIT, form.values[SOLUTION_FIELD])
  if (refusal) {
    const { message, status, headers, challenge } = refusal
    return refused(message, status, { headers, challenge, toast: failed(message) })
  }
  // Stored before the answer, the same work for every address; the mail differs by the
  // address's state (one for a new one, none for a subscriber), so it is queued after the
  // answer, whose timing then tells nothing.
  const { db } = scopeOf(context)
  await recordSignUp(db, parsed.data.email, CONSENT_SOURCE)
  runAfterAnswer("newsletter.signup_failed", async () => {
    const { mailQueued } = await sendConfirmation(db, parsed.data.email, CONSENT_SOURCE)
    log.info("newsletter.signup", { mailQueued })
  })
  // The same answer whether the address is new, pending, confirmed or unsubscribed.
  const email = parsed.data.email
  return data<NewsletterResult>({
    ok: true,
    status: "check-inbox",
    message: `Almost done: check the inbox of ${email} and open the link in our mail to confirm.`,
    toast: toastMessage("Check your inbox", `Open the link we sent to ${email} to confirm.`),
  })
})

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Newsletter",
    "Subscribe to ocean news, wildlife sightings and new cameras from Cape Ocean Adventures.",
  )

export default function NewsletterPage(props: Route.ComponentProps) {
  const actionData = props.actionData as NewsletterResult | undefined
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-16">
      <h1 className="text-3xl font-bold text-ocean-950">Newsletter</h1>
      <p className="text-slate-700">
        Ocean news, wildlife sightings and new cameras, straight to your inbox.
      </p>
      {actionData && (
        <p
          role="status"
          className={cn(
            "flex items-start gap-2 rounded-md p-4",
            actionData.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900",
          )}
        >
          {actionData.ok ? (
            <CheckCircle2 className="mt-0.5 size-5" aria-hidden="true" />
          ) : (
            <Info className="mt-0.5 size-5" aria-hidden="true" />
          )}
          {actionData.ok
            ? actionData.message
            : (actionData.fieldErrors?.email ?? actionData.message)}
        </p>
      )}
      <NewsletterForm tone="light" />
      <Link to="/" className="text-ocean-700 underline underline-offset-4">
        Return to Home
      </Link>
    </section>
  )
}
