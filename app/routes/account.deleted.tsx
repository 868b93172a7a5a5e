// /account/deleted: where 'Delete my account' ends, signed out.
import { CheckCircle2 } from "lucide-react"
import { Link } from "react-router"
import type { Route } from "./+types/account.deleted"
import { Button } from "~/components/ui/button"
import { pageMeta } from "~/lib/site"

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Account deleted", "Your Cape Ocean Adventures account is deleted."),
  { name: "robots", content: "noindex" },
]

export default function AccountDeletedPage() {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-ocean-950">Your account is deleted</h1>
      <p
        role="status"
        className="flex items-start gap-2 rounded-md bg-emerald-50 p-4 text-emerald-900"
      >
        <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        We deleted your account and everything kept for it, and signed you out everywhere.
      </p>
      <p className="text-slate-700">
        Orders placed with your address stay with us as business records, as our{" "}
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
