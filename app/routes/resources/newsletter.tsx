// The footer's newsletter form posts here. With JavaScript the footer shows the
// answer in place; without it the browser lands on this page, which shows it too.
import { CheckCircle2, Info } from "lucide-react"
import { data, Link, useFetcher } from "react-router"
import type { Route } from "./+types/newsletter"
import { Button } from "~/components/ui/button"
import { Input } from "~/components/ui/input"
import { pageMeta } from "~/lib/site"
import { toastMessage, useResultToast, type ToastMessage } from "~/lib/result-toast"
import { cn } from "~/lib/utils"
import { SubscribeSchema } from "~/newsletter/subscribe-schema"
import { subscribe } from "~/newsletter/subscribers.server"

export type NewsletterResult =
  | { ok: true; status: "subscribed" | "already-subscribed"; message: string; toast: ToastMessage }
  | { ok: false; error: string; toast: ToastMessage }

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const parsed = SubscribeSchema.safeParse({ email: form.get("email") ?? "" })
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? "Please enter a valid email address."
    return data<NewsletterResult>(
      { ok: false, error, toast: toastMessage("Subscription failed", error, "destructive") },
      { status: 400 },
    )
  }
  const status = await subscribe(parsed.data.email)
  const result: NewsletterResult =
    status === "subscribed"
      ? {
          ok: true,
          status,
          message: `Thanks for subscribing! Ocean news will reach ${parsed.data.email}.`,
          toast: toastMessage(
            "Thanks for subscribing!",
            `Ocean news will reach ${parsed.data.email}.`,
          ),
        }
      : {
          ok: true,
          status,
          message: `${parsed.data.email} is already subscribed. Nothing more to do.`,
          toast: toastMessage(
            "You're already subscribed",
            `${parsed.data.email} is already on our list.`,
          ),
        }
  return data(result)
}

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
  useResultToast(result?.toast)
  const busy = fetcher.state !== "idle"
  const errorId = `newsletter-error-${tone}`
  const error = result && !result.ok ? result.error : undefined

  return (
    <fetcher.Form
      method="post"
      action="/newsletter"
      className="flex flex-col gap-2"
      noValidate={false}
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
          "min-h-5 text-sm",
          error
            ? tone === "dark"
              ? "text-red-200"
              : "text-red-800"
            : tone === "dark"
              ? "text-ocean-100"
              : "text-emerald-800",
        )}
      >
        {result ? (result.ok ? result.message : result.error) : ""}
      </p>
    </fetcher.Form>
  )
}
