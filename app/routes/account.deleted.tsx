// /account/deleted: where 'Delete my account' ends, signed out.
import { CheckCircle2 } from "lucide-react"
import { Link } from "react-router"
import type { Route } from "./+types/account.deleted"
import { NarrowPage } from "~/components/layout/narrow-page"
import { Button } from "~/components/ui/button"
import { Notice } from "~/components/ui/notice"
import { TextLink } from "~/components/ui/text-link"
import { pageMeta } from "~/lib/site"

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Account deleted", "Your Cape Ocean Adventures account is deleted."),
  { name: "robots", content: "noindex" },
]

export default function AccountDeletedPage() {
  return (
    <NarrowPage title="Your account is deleted">
      <Notice tone="success" icon={CheckCircle2} role="status">
        We deleted your account and everything kept for it, and signed you out everywhere.
      </Notice>
      <p className="text-slate-700">
        Orders placed with your address stay with us as business records, as our{" "}
        <TextLink to="/privacy">Privacy Policy</TextLink> explains. A newsletter subscription is
        separate: every newsletter mail has a link to unsubscribe.
      </p>
      <Button asChild className="self-start">
        <Link to="/">Return to Home</Link>
      </Button>
    </NarrowPage>
  )
}
