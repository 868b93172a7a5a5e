// The footer's newsletter form posts here. With JavaScript the footer shows the
// answer in place; without it the browser lands on this page, which shows it too.
import { CheckCircle2, Info } from "lucide-react"
import type { Challenge } from "altcha-lib"
import { useEffect, useRef } from "react"
import { data, Link, useFetcher } from "react-router"
import type { Route } from "./+types/newsletter"
import { admit } from "~/abuse/admission.server"
import { runAfterAnswer } from "~/abuse/after-answer.server"
import { SOLUTION_FIELD } from "~/abuse/challenge-field"
import { NEWSLETTER_RATE_LIMIT } from "~/abuse/limits"
import { withRetryAfter } from "~/abuse/retry-after"
import { useChallengeResend } from "~/abuse/use-challenge"
import { Button } from "~/components/ui/button"
import { Input } from "~/components/ui/input"
import { readFormFields } from "~/lib/form-request.server"
import { log } from "~/lib/log.server"
import { pageMeta } from "~/lib/site"
import { toastMessage, type ToastMessage } from "~/lib/result-toast"
import { cn } from "~/lib/utils"
import { SubscribeSchema } from "~/newsletter/subscribe-schema"
import { recordSignUp, sendConfirmation } from "~/newsletter/subscribers.server"
import { scopeOf } from "~/scope/request-scope.server"
import { answerOutages } from "~/db/outage.server"

export type NewsletterResult =
  | { ok: true; status: "check-inbox"; message: string; toast: ToastMessage }
  | { ok: false; error: string; toast: ToastMessage; challenge?: Challenge }

// Where the consent was given, kept with the sign-up (POPIA asks that it can be shown).
const CONSENT_SOURCE = "newsletter form (site footer or /newsletter), double opt-in by e-mail link"

function refused(error: string, status: number, headers?: HeadersInit, challenge?: Challenge) {
  return data<NewsletterResult>(
    {
      ok: false,
      error,
      toast: toastMessage("Subscription failed", error, "destructive"),
      challenge,
    },
    { status, headers },
  )
}

// A refused sign-up's page tells clients when to try again (429 Retry-After).
export const headers = withRetryAfter()

export const action = answerOutages(async ({ request, context }: Route.ActionArgs) => {
  const form = await readFormFields(request, ["email", SOLUTION_FIELD])
  if (!form.ok) return refused(form.error, form.status)
  const parsed = SubscribeSchema.safeParse({ email: form.values.email ?? "" })
  if (!parsed.success) {
    return refused(parsed.error.issues[0]?.message ?? "Please enter a valid email address.", 400)
  }
  const refusal = await admit(
    scopeOf(context).db,
    NEWSLETTER_RATE_LIMIT,
    scopeOf(context),
    form.values[SOLUTION_FIELD],
  )
  if (refusal) return refused(refusal.message, refusal.status, refusal.headers, refusal.challenge)
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

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
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
          {actionData.ok ? actionData.message : actionData.error}
        </p>
      )}
      <NewsletterForm tone="light" />
      <Link to="/" className="text-ocean-700 underline underline-offset-4">
        Return to Home
      </Link>
    </section>
  )
}

export function NewsletterForm({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const fetcher = useFetcher<NewsletterResult>()
  const result = fetcher.data
  const form = useRef<HTMLFormElement>(null)
  // The answer is given once, beside the field (its status line), not in a toast as well;
  // a sign-up that went through empties the field for the next one.
  useEffect(() => {
    if (result?.ok) form.current?.reset()
  }, [result])
  // Past the overall threshold the same sign-up goes again with a solved challenge.
  const sent = useRef<FormData | null>(null)
  const solving = useChallengeResend(
    result && !result.ok ? result.challenge : undefined,
    (field) => {
      if (!sent.current) return
      sent.current.set(SOLUTION_FIELD, field)
      void fetcher.submit(sent.current, { method: "post", action: "/newsletter" })
    },
  )
  const busy = fetcher.state !== "idle" || solving
  const errorId = `newsletter-error-${tone}`
  const error = result && !result.ok && !solving ? result.error : undefined

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action="/newsletter"
      className="flex flex-col gap-2"
      noValidate={false}
      onSubmit={(event) => {
        sent.current = new FormData(event.currentTarget)
      }}
    >
      <label
        htmlFor={`newsletter-email-${tone}`}
        className={cn("text-sm font-medium", tone === "dark" ? "text-ocean-100" : "text-ocean-950")}
      >
        Email address
      </label>
      <div className="flex gap-2">
        <Input
          id={`newsletter-email-${tone}`}
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="Your email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="accent" disabled={busy}>
          Subscribe
        </Button>
      </div>
      <p
        id={errorId}
        role="status"
        className={cn(
          "min-h-5 text-sm break-words",
          error
            ? tone === "dark"
              ? "text-red-200"
              : "text-red-800"
            : tone === "dark"
              ? "text-ocean-100"
              : "text-emerald-800",
        )}
      >
        {result && !solving ? (result.ok ? result.message : result.error) : ""}
      </p>
      <p className={cn("text-xs", tone === "dark" ? "text-ocean-100" : "text-slate-700")}>
        We first e-mail you a link to confirm. Every newsletter has an unsubscribe link. See our{" "}
        <Link
          to="/privacy"
          className={cn(
            "rounded-sm underline underline-offset-4",
            tone === "dark" ? "text-white" : "text-ocean-700",
          )}
        >
          Privacy Policy
        </Link>
        .
      </p>
    </fetcher.Form>
  )
}
