// /sign-in: the visitor's one way in, with no password. Step 1 mails a 6-digit code to
// the address typed; step 2 takes the code, which signs in (making the account on first
// use, then showing /sign-in/welcome). 'Login' and 'Sign Up' both lead here; Sign Up
// (?welcome=1) adds a welcome line. ?next= is where to return afterwards.
import { Info, Mail } from "lucide-react"
import type { Challenge } from "altcha-lib"
import { useEffect, useRef } from "react"
import { data, Form, Link, redirect, useNavigation, useSubmit } from "react-router"
import type { Route } from "./+types/sign-in"
import { safeNextPath, signInPath } from "~/accounts/next-path"
import { favouriteSlugParam } from "~/accounts/favourites-schema"
import { addFavourite } from "~/accounts/favourites.server"
import { CodeStepSchema, EmailStepSchema } from "~/accounts/sign-in-schema"
import {
  checkSignInCode,
  CODE_VALID_MINUTES,
  requestSignInCode,
} from "~/accounts/sign-in-codes.server"
import { createSession, endSession, sessionCookie } from "~/accounts/sessions.server"
import { admit, type Refusal } from "~/abuse/admission.server"
import { SOLUTION_FIELD } from "~/abuse/challenge-field"
import { SIGN_IN_CODE_RATE_LIMIT, SIGN_IN_RATE_LIMIT } from "~/abuse/limits"
import { describeWait } from "~/abuse/rate-limit.server"
import { withRetryAfter } from "~/abuse/retry-after"
import { useChallengeResend } from "~/abuse/use-challenge"
import { Button } from "~/components/ui/button"
import { Input } from "~/components/ui/input"
import { FormField } from "~/components/ui/form-field"
import { Notice } from "~/components/ui/notice"
import { NarrowPage } from "~/components/layout/narrow-page"
import { answerOutages } from "~/db/outage.server"
import { readFormFields } from "~/lib/form-request.server"
import { toastMessage, useResultToast, type ToastMessage } from "~/lib/result-toast"
import { pageMeta } from "~/lib/site"
import { scopeOf } from "~/scope/request-scope.server"
import { visitorOf } from "~/scope/visitor.server"

type Step = "email" | "code"
export type SignInResult =
  | { ok: true; step: "code"; email: string; message: string; toast: ToastMessage }
  | {
      ok: false
      step: Step
      email?: string
      fieldErrors?: { email?: string; code?: string }
      message?: string
      toast?: ToastMessage
      challenge?: Challenge
    }

export const meta: Route.MetaFunction = () =>
  pageMeta("Sign in", "Sign in to Cape Ocean Adventures with a code we e-mail you: no password.")

// Nothing here may be cached: the page answers per visitor (signed in or not, the code step).
export const headers = withRetryAfter({ "Cache-Control": "no-store" })

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const next = safeNextPath(url.searchParams.get("next"))
  if (await visitorOf({ request, context })) throw redirect(next)
  // A favourite asked for while signed out, added by the sign-in (app/accounts/favourites*).
  const favourite = favouriteSlugParam(url.searchParams.get("favourite"))
  return { next, welcome: url.searchParams.get("welcome") === "1", favourite }
}

function refused(
  result: Omit<Extract<SignInResult, { ok: false }>, "ok">,
  status: number,
  headers?: HeadersInit,
) {
  return data<SignInResult>({ ok: false, ...result }, { status, headers })
}

function rateRefused(step: Step, email: string | undefined, refusal: Refusal) {
  return refused(
    {
      step,
      email,
      message: refusal.message,
      toast: toastMessage("Please wait", refusal.message, "destructive"),
      challenge: refusal.challenge,
    },
    refusal.status,
    refusal.headers,
  )
}

export const action = answerOutages(async ({ request, context }: Route.ActionArgs) => {
  const scope = scopeOf(context)
  const { db, now } = scope
  const form = await readFormFields(request, [
    "intent",
    "email",
    "code",
    "next",
    "step",
    "favourite",
    SOLUTION_FIELD,
  ])
  if (!form.ok) return refused({ step: "email", message: form.error }, form.status)
  const { intent } = form.values
  const next = safeNextPath(form.values.next)
  const step: Step = form.values.step === "code" ? "code" : "email"

  if (intent === "request-code") {
    const parsed = EmailStepSchema.safeParse({ email: form.values.email ?? "" })
    if (!parsed.success) {
      return refused(
        { step: "email", fieldErrors: { email: parsed.error.issues[0]?.message } },
        400,
      )
    }
    const email = parsed.data.email
    const refusal = await admit(scope, SIGN_IN_RATE_LIMIT, form.values[SOLUTION_FIELD])
    if (refusal) return rateRefused(step, email, refusal)
    const sent = await requestSignInCode(db, email, now())
    if (!sent.ok) {
      const message = `We have already sent 3 codes to this address in the last 15 minutes. Please use the newest one, or ask again in ${describeWait(sent.retryAfterSeconds)}.`
      return refused(
        { step, email, message, toast: toastMessage("Please wait", message, "destructive") },
        429,
        { "Retry-After": String(sent.retryAfterSeconds) },
      )
    }
    // The same answer for every address: whether it has an account is not told here.
    const message = `We sent a 6-digit code to ${email}. It works for ${CODE_VALID_MINUTES} minutes.`
    return data<SignInResult>({
      ok: true,
      step: "code",
      email,
      message,
      toast: toastMessage("Check your inbox", message),
    })
  }

  if (intent === "check-code") {
    const parsed = CodeStepSchema.safeParse({
      email: form.values.email ?? "",
      code: form.values.code ?? "",
    })
    if (!parsed.success) {
      const fieldErrors: { email?: string; code?: string } = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === "email" ? "email" : "code"
        fieldErrors[field] ??= issue.message
      }
      // Without a usable address there is no code step to go back to.
      const validEmail = !fieldErrors.email
      return refused(
        {
          step: validEmail ? "code" : "email",
          email: validEmail ? form.values.email : undefined,
          fieldErrors,
        },
        400,
      )
    }
    const { email, code } = parsed.data
    const refusal = await admit(scope, SIGN_IN_CODE_RATE_LIMIT, form.values[SOLUTION_FIELD])
    if (refusal) return rateRefused("code", email, { ...refusal, challenge: undefined })
    const at = now()
    let session: { token: string; expiresAt: Date } | undefined
    const checked = await checkSignInCode(db, email, code, at, async (tx, accountId) => {
      session = await createSession(tx, accountId, at)
      const favourite = favouriteSlugParam(form.values.favourite)
      if (favourite) await addFavourite(tx, accountId, favourite, at)
    })
    if (!checked.ok) {
      const error =
        checked.reason === "wrong"
          ? `That code is not right. ${checked.triesLeft} ${checked.triesLeft === 1 ? "try" : "tries"} left.`
          : "This code no longer works: it was used, replaced by a newer one, expired or tried 5 times. Please ask for a new code."
      return refused(
        {
          step: "code",
          email,
          fieldErrors: { code: error },
          toast: toastMessage("Not signed in", error, "destructive"),
        },
        400,
      )
    }
    // A new sign-in replaces the browser's old session, if it had one.
    const previous = await visitorOf({ request, context })
    if (previous) await endSession(db, previous.sessionId)
    const headers = new Headers({ "Cache-Control": "no-store" })
    headers.append("Set-Cookie", sessionCookie(request, session!.token, session!.expiresAt))
    const to = checked.created
      ? `/sign-in/welcome${next === "/account" ? "" : `?next=${encodeURIComponent(next)}`}`
      : next
    return redirect(to, { headers })
  }

  return refused({ step: "email", message: "Unknown action." }, 400)
})

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const { next, welcome, favourite } = loaderData
  // An outage's answer (answerOutages) has no step: it shows on the address step.
  const result = actionData as SignInResult | undefined
  useResultToast(result?.toast)
  const step: Step = result?.step ?? "email"
  const email = result?.email ?? ""
  const navigation = useNavigation()
  const busy = navigation.state !== "idle"
  const submit = useSubmit()
  const challenge = result && !result.ok ? result.challenge : undefined
  const solving = useChallengeResend(challenge, (solution) => {
    // Only a code request is answered with a challenge (rateRefused): send it again, solved.
    void submit(
      { intent: "request-code", email, next, step, [SOLUTION_FIELD]: solution },
      { method: "post" },
    )
  })
  const fieldErrors = result && !result.ok ? result.fieldErrors : undefined
  const message = result
    ? result.ok
      ? result.message
      : solving
        ? undefined
        : result.message
    : undefined

  const emailRef = useRef<HTMLInputElement>(null)
  const codeRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    // The first invalid field gets focus; the code field when the code step opens.
    if (fieldErrors?.email) emailRef.current?.focus()
    else if (fieldErrors?.code || (result?.ok && result.step === "code")) codeRef.current?.focus()
  }, [result, fieldErrors])

  return (
    <NarrowPage title={welcome ? "Create your account" : "Sign in"}>
      {welcome && step === "email" && (
        <p className="text-lg text-slate-700">
          Welcome! An account keeps your orders in one place, and needs no password: we e-mail you a
          code each time you sign in.
        </p>
      )}
      {message && (
        <Notice
          tone={result?.ok ? "success" : "error"}
          icon={result?.ok ? Mail : Info}
          role="status"
        >
          {message}
        </Notice>
      )}
      {step === "email" ? (
        <Form method="post" className="flex flex-col gap-4" noValidate>
          <input type="hidden" name="intent" value="request-code" />
          <input type="hidden" name="next" value={next} />
          <p className="text-slate-700">
            Enter your e-mail address and we will send you a 6-digit code. If you have no account
            yet, the code makes one.
          </p>
          <FormField
            id="sign-in-email"
            name="email"
            label="Email address"
            error={fieldErrors?.email}
          >
            {(control) => (
              <Input
                {...control}
                ref={emailRef}
                type="email"
                autoComplete="email"
                required
                maxLength={254}
                defaultValue={email}
              />
            )}
          </FormField>
          <Button type="submit" disabled={busy || solving} className="self-start">
            Email me a code
          </Button>
        </Form>
      ) : (
        <>
          <Form method="post" className="flex flex-col gap-4" noValidate>
            <input type="hidden" name="intent" value="check-code" />
            <input type="hidden" name="next" value={next} />
            {favourite ? <input type="hidden" name="favourite" value={favourite} /> : null}
            <input type="hidden" name="email" value={email} />
            <FormField
              id="sign-in-code"
              name="code"
              label={`Code from the mail to ${email}`}
              error={fieldErrors?.code}
            >
              {(control) => (
                <Input
                  {...control}
                  ref={codeRef}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  required
                  maxLength={20}
                  className="max-w-48 text-lg tracking-[0.3em]"
                />
              )}
            </FormField>
            <Button type="submit" disabled={busy} className="self-start">
              Sign in
            </Button>
          </Form>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2 border-t border-ocean-100 pt-4">
            <Form method="post">
              <input type="hidden" name="intent" value="request-code" />
              <input type="hidden" name="next" value={next} />
              <input type="hidden" name="email" value={email} />
              <input type="hidden" name="step" value="code" />
              <Button
                type="submit"
                variant="link"
                className="h-auto px-0"
                disabled={busy || solving}
              >
                Send a new code
              </Button>
            </Form>
            <Link
              to={signInPath(next)}
              reloadDocument
              className="text-sm font-semibold text-ocean-700 underline-offset-4 hover:underline"
            >
              Use another address
            </Link>
          </div>
        </>
      )}
      <p className="text-sm text-slate-700">
        Signing in is optional: you can watch every free camera and shop as a guest.
      </p>
    </NarrowPage>
  )
}
