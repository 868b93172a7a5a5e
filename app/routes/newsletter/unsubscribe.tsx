// /newsletter/unsubscribe?token=…: the link in every newsletter mail. A POST to
// the same URL unsubscribes: from the page's button, or straight from a mail
// program's "Unsubscribe" (one-click, RFC 8058: it posts
// "List-Unsubscribe=One-Click" from its own servers, without an Origin header,
// so the signed token is the only credential checked).
import { data } from "react-router"
import type { Route } from "./+types/unsubscribe"
import { EXPIRED_LINK, INVALID_LINK, LinkPage, type LinkPageState } from "~/newsletter/link-page"
import { queryParameter } from "~/lib/form-request.server"
import { pageMeta } from "~/lib/site"
import { checkLink, unsubscribe, type LinkOutcome } from "~/newsletter/subscribers.server"

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
  const outcome = await checkLink(token, "unsubscribe")
  if (!outcome.ok) return failure(outcome)
  if (outcome.already)
    return data<LinkPageState>({
      kind: "done",
      message: `${outcome.email} is not subscribed. You will get no newsletter from us.`,
    })
  return data<LinkPageState>({ kind: "ask", email: outcome.email, token })
}

export async function action({ request }: Route.ActionArgs) {
  const read = queryParameter(request, "token", TOKEN_MAX_LENGTH)
  if (!read.ok) return alteredLink(read.error)
  const outcome = await unsubscribe(read.value)
  if (!outcome.ok) return failure(outcome)
  return data<LinkPageState>({
    kind: "done",
    message: `${outcome.email} is unsubscribed. You will get no more newsletters from us.`,
  })
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Unsubscribe", "Unsubscribe from the newsletter."),
  { name: "robots", content: "noindex" },
]

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LinkPage
      title="Unsubscribe"
      action="/newsletter/unsubscribe"
      button="Unsubscribe"
      question={(email) => `Stop sending the Cape Ocean Adventures newsletter to ${email}?`}
      state={actionData ?? loaderData}
    />
  )
}
