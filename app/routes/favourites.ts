// POST /favourites: adds or removes a favourite camera, or switches its go-live mail.
// The toggles post here with a fetcher; without JavaScript the form also sends `next`,
// and the answer is a redirect back there. Signed out, adding leads to sign-in, which
// adds the favourite and returns to the camera; nothing is stored before that.
import { data, redirect } from "react-router"
import type { Route } from "./+types/favourites"
import { visitorOf } from "~/scope/visitor.server"
import {
  FavouriteFormSchema,
  safeReturnPath,
  signInToFavourite,
  type FavouriteIntent,
} from "~/accounts/favourites-schema"
import {
  addFavourite,
  removeFavourite,
  setAlert,
  type FavouriteOutcome,
} from "~/accounts/favourites.server"
import { answerOutages } from "~/db/outage.server"
import { readFormFields } from "~/lib/form-request.server"
import { toastMessage, type ToastMessage } from "~/lib/result-toast"
import { scopeOf } from "~/scope/request-scope.server"

export type FavouriteResult =
  | { ok: true; intent: FavouriteIntent; camera: string; toast: ToastMessage }
  | {
      ok: false
      message: string
      fieldErrors?: Partial<Record<"intent" | "camera", string>>
      toast: ToastMessage
    }

function refused(message: string, status: number, fieldErrors?: Record<string, string>) {
  return data<FavouriteResult>(
    { ok: false, message, fieldErrors, toast: toastMessage("Not changed", message, "destructive") },
    { status },
  )
}

const DONE: Record<FavouriteIntent, string> = {
  add: "Added to your favourites",
  remove: "Removed from your favourites",
  "alert-on": "We will e-mail you when it goes live",
  "alert-off": "No more go-live mail for this camera",
}

export const action = answerOutages(async ({ request, context }: Route.ActionArgs) => {
  const { db, now } = scopeOf(context)
  const form = await readFormFields(request, ["intent", "camera", "next"])
  if (!form.ok) return refused(form.error, form.status)
  const parsed = FavouriteFormSchema.safeParse(form.values)
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(
      parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
    )
    return refused(Object.values(fieldErrors)[0] ?? "Invalid request.", 400, fieldErrors)
  }
  const { intent, camera } = parsed.data
  const accountId = (await visitorOf({ request, context }))?.accountId ?? null
  if (accountId === null) {
    if (intent === "add") throw redirect(signInToFavourite(camera), 303)
    return refused("Please sign in first.", 401)
  }
  let outcome: FavouriteOutcome
  if (intent === "add") outcome = await addFavourite(db, accountId, camera, now())
  else if (intent === "remove") outcome = await removeFavourite(db, accountId, camera)
  else outcome = await setAlert(db, accountId, camera, intent === "alert-on")
  if (!outcome.ok) {
    return outcome.reason === "unknown_camera"
      ? refused("Camera not found.", 404, { camera: "Camera not found." })
      : refused("Add the camera to your favourites first.", 409)
  }
  const next = safeReturnPath(form.values.next)
  if (next) throw redirect(next, 303)
  return data<FavouriteResult>({ ok: true, intent, camera, toast: toastMessage(DONE[intent]) })
})
