// /alerts/unsubscribe?token=…: the link in every go-live mail, which switches that
// camera's alert off for that person. Opening it only shows a button (mail scanners
// open links); a POST switches it off: the button, or a mail program's one-click
// "Unsubscribe" (RFC 8058), posted without an Origin, so the signed token is its guard.
import { data } from "react-router"
import type { Route } from "./+types/alerts.unsubscribe"
import { checkAlertLink, turnOffAlertByLink, type AlertOffOutcome } from "~/accounts/alerts.server"
import { answerOutages } from "~/db/outage.server"
import { queryParameter } from "~/lib/form-request.server"
import { linkPageRoute, type LinkPageState } from "~/newsletter/link-page"
import { linkPageHeaders } from "~/newsletter/link-route.server"
import { scopeOf } from "~/scope/request-scope.server"

const TOKEN_MAX_LENGTH = 100
const INVALID = "This link is not valid. Please copy the whole link from the mail."

export const headers: Route.HeadersFunction = linkPageHeaders

function offMessage(cameraName: string) {
  return `You will get no more mail when ${cameraName} goes live. You can switch it on again on your account page.`
}

async function answer(
  request: Request,
  act: (token: string) => Promise<AlertOffOutcome>,
  asked: boolean,
) {
  const read = queryParameter(request, "token", TOKEN_MAX_LENGTH)
  const outcome = read.ok && read.value !== "" ? await act(read.value) : undefined
  if (!outcome?.ok)
    return data<LinkPageState>({ kind: "invalid", message: INVALID }, { status: 400 })
  if (asked && !outcome.already)
    return data<LinkPageState>({
      kind: "ask",
      email: outcome.cameraName,
      token: read.ok ? read.value : "",
    })
  return data<LinkPageState>({ kind: "done", message: offMessage(outcome.cameraName) })
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = scopeOf(context)
  return answer(request, (token) => checkAlertLink(db, token), true)
}

export const action = answerOutages(async ({ request, context }: Route.ActionArgs) => {
  const { db } = scopeOf(context)
  return answer(request, (token) => turnOffAlertByLink(db, token), false)
})

const page = linkPageRoute({
  title: "Stop camera alerts",
  doneTitle: "Alert switched off",
  description: "Stop the mail when a camera goes live.",
  action: "/alerts/unsubscribe",
  button: "Stop these mails",
  question: (cameraName) => `Stop e-mailing you when ${cameraName} goes live?`,
})

export const meta: Route.MetaFunction = page.meta
export default page.Page
