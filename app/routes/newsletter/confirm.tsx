// /newsletter/confirm?token=…: the link in the confirmation mail (double opt-in).
import type { Route } from "./+types/confirm"
import { linkPageMeta, linkPageState, LinkPage } from "~/newsletter/link-page"
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

export const meta: Route.MetaFunction = () =>
  linkPageMeta("Confirm your subscription", "Confirm your newsletter subscription.")

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LinkPage
      title="Confirm your subscription"
      doneTitle="Subscription confirmed"
      action="/newsletter/confirm"
      button="Confirm subscription"
      question={(email) => `Subscribe ${email} to the Cape Ocean Adventures newsletter?`}
      state={linkPageState(actionData, loaderData)}
    />
  )
}
