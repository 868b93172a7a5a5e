// /premium: what the premium cameras will be, honestly: nothing is sold yet. Visitors can
// join the waitlist: signed in with one click, signed out through sign-in, which brings
// them back here. The page is the same for every signed-out visitor.
import { CheckCircle2, Crown, MapPin } from "lucide-react"
import { data, Link, useFetcher } from "react-router"
import type { Route } from "./+types/premium"
import { visitorOf } from "~/scope/visitor.server"
import { joinWaitlist, waitlistJoinedAt } from "~/accounts/waitlist.server"
import { Badge } from "~/components/ui/badge"
import { Button } from "~/components/ui/button"
import { answerOutages } from "~/db/outage.server"
import { formatDateTime } from "~/lib/date-format"
import { toastMessage, useResultToast, type ToastMessage } from "~/lib/result-toast"
import { pageMeta } from "~/lib/site"
import { SAMPLE_CAMERA_DETAILS, SAMPLE_CAMERAS } from "~/video/samples"
import { scopeOf } from "~/scope/request-scope.server"

export const SIGN_IN_TO_JOIN = "/sign-in?next=%2Fpremium"

const PREMIUM_CAMERAS = SAMPLE_CAMERAS.filter((camera) => camera.isPremium).map((camera) => ({
  ...camera,
  description: SAMPLE_CAMERA_DETAILS[camera.slug]?.description ?? "",
}))

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = scopeOf(context)
  const accountId = (await visitorOf({ request, context }))?.accountId ?? null
  if (accountId === null) return { signedIn: false as const, joinedOn: null }
  const joinedAt = await waitlistJoinedAt(db, accountId)
  return { signedIn: true as const, joinedOn: joinedAt ? formatDateTime(joinedAt) : null }
}

export type JoinResult =
  { ok: true; toast: ToastMessage } | { ok: false; message: string; toast: ToastMessage }

export const action = answerOutages(async ({ request, context }: Route.ActionArgs) => {
  const { db, now } = scopeOf(context)
  const accountId = (await visitorOf({ request, context }))?.accountId ?? null
  if (accountId === null) {
    const message = "Please sign in to join the waitlist."
    return data<JoinResult>(
      { ok: false, message, toast: toastMessage("Not joined", message, "destructive") },
      { status: 401 },
    )
  }
  const { already } = await joinWaitlist(db, accountId, now())
  return data<JoinResult>({
    ok: true,
    toast: toastMessage(
      already ? "Already on the waitlist" : "You are on the waitlist",
      "We will write to you when premium cameras open.",
    ),
  })
})

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Premium cameras",
    "Premium cameras at Hermanus and Robben Island are coming. Nothing is sold yet: join the waitlist to hear when they open.",
  )

export default function Premium({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-ocean-950 text-white">
        <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-14 sm:px-6">
          <p className="flex items-center gap-2 font-semibold text-sun-300">
            <Crown className="size-5" aria-hidden="true" />
            Coming soon
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Premium cameras</h1>
          <p className="max-w-2xl text-lg text-ocean-50">
            We are building two premium cameras. Nothing is sold yet: there are no plans, no prices
            and no payments. Join the waitlist and we will write to you when they open.
          </p>
        </div>
      </section>
      <div className="mx-auto flex max-w-5xl flex-col gap-12 px-4 py-12 sm:px-6">
        <section aria-labelledby="cameras-heading" className="flex flex-col gap-6">
          <h2 id="cameras-heading" className="text-2xl font-bold text-ocean-950">
            What the premium cameras will be
          </h2>
          <ul className="grid gap-6 md:grid-cols-2">
            {PREMIUM_CAMERAS.map((camera) => (
              <li
                key={camera.slug}
                className="flex flex-col overflow-hidden rounded-xl border border-ocean-100 bg-white shadow-sm"
              >
                <img
                  src={camera.imageUrl}
                  alt=""
                  width={640}
                  height={360}
                  loading="lazy"
                  decoding="async"
                  className="aspect-video w-full object-cover"
                />
                <div className="flex flex-col gap-2 p-5">
                  <div className="flex gap-2">
                    <Badge variant="premium">PREMIUM</Badge>
                    <Badge variant="secondary">COMING SOON</Badge>
                  </div>
                  <h3 className="text-xl font-semibold text-ocean-950">
                    <Link to={`/cameras/${camera.slug}`} className="hover:underline">
                      {camera.title}
                    </Link>
                  </h3>
                  <p className="flex items-center gap-1.5 text-sm text-slate-700">
                    <MapPin className="size-4 shrink-0" aria-hidden="true" />
                    {camera.location}
                  </p>
                  <p className="text-slate-800">{camera.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="waitlist-heading"
          className="flex flex-col items-start gap-4 rounded-xl border border-ocean-100 bg-ocean-50 p-6"
        >
          <h2 id="waitlist-heading" className="text-2xl font-bold text-ocean-950">
            The waitlist
          </h2>
          <p className="max-w-2xl text-slate-800">
            Joining costs nothing and commits you to nothing. We keep your account&apos;s e-mail
            address on the list until premium cameras open or you delete your account.
          </p>
          <Waitlist signedIn={loaderData.signedIn} joinedOn={loaderData.joinedOn} />
        </section>
      </div>
    </>
  )
}

function Waitlist({ signedIn, joinedOn }: { signedIn: boolean; joinedOn: string | null }) {
  const fetcher = useFetcher<JoinResult>()
  useResultToast(fetcher.data?.toast)
  if (!signedIn) {
    return (
      <Button asChild>
        <Link to={SIGN_IN_TO_JOIN}>Sign in to join the waitlist</Link>
      </Button>
    )
  }
  if (joinedOn) {
    return (
      <p role="status" className="flex items-center gap-2 font-semibold text-emerald-900">
        <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
        You are on the waitlist (since {joinedOn}).
      </p>
    )
  }
  return (
    <fetcher.Form method="post">
      <Button type="submit" disabled={fetcher.state !== "idle"}>
        Join the waitlist
      </Button>
    </fetcher.Form>
  )
}
