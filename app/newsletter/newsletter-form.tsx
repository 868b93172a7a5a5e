// The newsletter sign-up, in the footer and on /newsletter. It posts to the /newsletter
// route's action; with JavaScript the answer shows in place, beside the field.
import type { Challenge } from "altcha-lib"
import { useEffect, useRef } from "react"
import { Link, useFetcher } from "react-router"
import { SOLUTION_FIELD } from "~/abuse/challenge-field"
import { useChallengeResend } from "~/abuse/use-challenge"
import { Button } from "~/components/ui/button"
import { Input } from "~/components/ui/input"
import { useFocusFirstInvalid } from "~/lib/focus-first-invalid"
import type { FormResult } from "~/lib/form-result"
import { cn } from "~/lib/utils"
import { EMAIL_MAX_LENGTH } from "~/lib/email-length"

export type NewsletterResult = FormResult<
  "email",
  { status: "check-inbox"; message: string },
  { challenge?: Challenge }
>

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
  const failure = result && !result.ok && !solving ? result : undefined
  const fieldError = failure?.fieldErrors?.email
  const error = fieldError ?? failure?.message
  useFocusFirstInvalid(form, failure?.fieldErrors)

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
          maxLength={EMAIL_MAX_LENGTH}
          autoComplete="email"
          placeholder="Your email"
          aria-invalid={fieldError ? true : undefined}
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
        {result?.ok ? result.message : (error ?? "")}
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
