// /newsletter/unsubscribe?token=…: the link in every newsletter mail. A POST to
// the same URL unsubscribes: from the page's button, or straight from a mail
// program's "Unsubscribe" (one-click, RFC 8058: it posts
// "List-Unsubscribe=One-Click" from its own servers, without an Origin header,
// so the signed token is the only credential checked).
import type { Route } from "./+types/unsubscribe"
import { linkPageRoute } from "~/newsletter/link-page"
import { actOnLink, linkPageHeaders, loadLinkPage } from "~/newsletter/link-route.server"
import { unsubscribe } from "~/newsletter/subscribers.server"
import { scopeOf } from "~/scope/request-scope.server"
import { answerOutages } from "~/db/outage.server"

export const headers: Route.HeadersFunction = linkPageHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLinkPage(
    scopeOf(context).db,
    request,
    "unsubscribe",
    (email) => `${email} is not subscribed. You will get no newsletter from us.`,
  )
}

export const action = answerOutages(async ({ request, context }: Route.ActionArgs) => {
  return actOnLink(
    request,
    (token) => unsubscribe(scopeOf(context).db, token),
    (email) => `${email} is unsubscribed. You will get no more newsletters from us.`,
  )
})

const page = linkPageRoute({
  title: "Unsubscribe",
  doneTitle: "Unsubscribed",
  description: "Unsubscribe from the newsletter.",
  action: "/newsletter/unsubscribe",
  button: "Unsubscribe",
  question: (email) => `Stop sending the Cape Ocean Adventures newsletter to ${email}?`,
})

export const meta: Route.MetaFunction = page.meta
export default page.Page
