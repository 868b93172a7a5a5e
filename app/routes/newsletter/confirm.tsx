// /newsletter/confirm?token=…: the link in the confirmation mail (double opt-in).
import type { Route } from "./+types/confirm"
import { linkPageRoute } from "~/newsletter/link-page"
import { actOnLink, linkPageHeaders, loadLinkPage } from "~/newsletter/link-route.server"
import { confirmSubscription } from "~/newsletter/subscribers.server"
import { scopeOf } from "~/scope/request-scope.server"
import { answerOutages } from "~/db/outage.server"

export const headers: Route.HeadersFunction = linkPageHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLinkPage(
    scopeOf(context).db,
    request,
    "confirm",
    (email) => `${email} is already confirmed.`,
  )
}

export const action = answerOutages(async ({ request, context }: Route.ActionArgs) => {
  return actOnLink(
    request,
    (token) => confirmSubscription(scopeOf(context).db, token),
    (email) => `Thank you! ${email} is now subscribed to our newsletter.`,
  )
})

const page = linkPageRoute({
  title: "Confirm your subscription",
  doneTitle: "Subscription confirmed",
  description: "Confirm your newsletter subscription.",
  action: "/newsletter/confirm",
  button: "Confirm subscription",
  question: (email) => `Subscribe ${email} to the Cape Ocean Adventures newsletter?`,
})

export const meta: Route.MetaFunction = page.meta
export default page.Page
