// /newsletter/confirm?token=…: the link in the confirmation mail (double opt-in).
import { data } from "react-router"
import type { Route } from "./+types/confirm"
import { EXPIRED_LINK, INVALID_LINK, LinkPage, type LinkPageState } from "~/newsletter/link-page"
import { queryParameter } from "~/lib/form-request.server"
import { pageMeta } from "~/lib/site"
import { checkLink, confirmSubscription, type LinkOutcome } from "~/newsletter/subscribers.server"

// No "no-referrer" policy here: with it browsers send "Origin: null" on the
// page's own form, which the router refuses. The site-wide policy already keeps
// the token out of referrers to other sites.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" })

// Longer than any token we sign: a token sent twice or longer than this means an altered link.
const TOKEN_MAX_LENGTH = 200

function alteredLink(error: string) {
  return data<LinkPageState>(
    { kind: "invalid", message: `${INVALID_LINK} (${error})` },
    { status: 400 },
  )
}

function failure(outcome: Extract<LinkOutcome, { ok: false }>) {
  const message = outcome.reason === "expired" ? EXPIRED_LINK : INVALID_LINK
  return data<LinkPageState>({ kind: "invalid", message }, { status: 400 })
}

export async function loader({ request }: Route.LoaderArgs) {
  const read = queryParameter(request, "token", TOKEN_MAX_LENGTH)
  if (!read.ok) return alteredLink(read.error)
  const token = read.value
  const outcome = await checkLink(token, "confirm")
  if (!outcome.ok) return failure(outcome)
  if (outcome.already)
    return data<LinkPageState>({ kind: "done", message: `${outcome.email} is already confirmed.` })
  return data<LinkPageState>({ kind: "ask", email: outcome.email, token })
}

export async function action({ request }: Route.ActionArgs) {
  const read = queryParameter(request, "token", TOKEN_MAX_LENGTH)
  if (!read.ok) return alteredLink(read.error)
  const outcome = await confirmSubscription(read.value)
  if (!outcome.ok) return failure(outcome)
  return data<LinkPageState>({
    kind: "done",
    message: `Thank you! ${outcome.email} is now subscribed to our newsletter.`,
  })
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Confirm your subscription", "Confirm your newsletter subscription."),
  { name: "robots", content: "noindex" },
]

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LinkPage
      title="Confirm your subscription"
      action="/newsletter/confirm"
      button="Confirm subscription"
      question={(email) => `Subscribe ${email} to the Cape Ocean Adventures newsletter?`}
      state={actionData ?? loaderData}
    />
  )
}
