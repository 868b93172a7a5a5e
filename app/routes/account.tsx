// /account: the signed-in visitor's page: their orders, their data (download, delete) and
// their sessions (sign out here or everywhere). Signed out, it sends them to sign in first.
import { Download, LogOut, Trash2 } from "lucide-react"
import { data, Link, redirect, useNavigation } from "react-router"
import type { Route } from "./+types/account"
import { AccountOrders } from "~/accounts/account-orders"
import { listMyCameras } from "~/accounts/favourites.server"
import { MyCameras } from "~/accounts/my-cameras"
import { accountById, ordersOfAddress } from "~/accounts/accounts.server"
import { signInPath } from "~/accounts/next-path"
import {
  clearedSessionCookie,
  endAllSessions,
  endSession,
  sessionsOf,
} from "~/accounts/sessions.server"
import { Button } from "~/components/ui/button"
import { HeadedSection } from "~/components/ui/headed-section"
import { IntentButton } from "~/components/ui/intent-button"
import { TextLink } from "~/components/ui/text-link"
import { answerOutages } from "~/db/outage.server"
import { readFormFields } from "~/lib/form-request.server"
import { pageMeta } from "~/lib/site"
import { scopeOf } from "~/scope/request-scope.server"
import { requireVisitor, visitorOf, visitorWritesMiddleware } from "~/scope/visitor.server"
import { eftDetailRows } from "~/shop/eft-details"

export const meta: Route.MetaFunction = () =>
  pageMeta("Your account", "Your Cape Ocean Adventures account: orders and your data.")

export const headers = () => ({ "Cache-Control": "private, no-store" })

// A write without a valid session is refused before the action and loaders run.
export const middleware: Route.MiddlewareFunction[] = [visitorWritesMiddleware]

export async function loader({ request, context }: Route.LoaderArgs) {
  const visitor = await requireVisitor({ request, context }, "/account")
  const { db, config } = scopeOf(context)
  const account = await accountById(db, visitor.accountId)
  if (!account) throw redirect(signInPath("/account"))
  const [orders, sessions] = await Promise.all([
    ordersOfAddress(db, account.email),
    sessionsOf(db, account.id),
  ])
  const myCameras = await listMyCameras(db, account.id)
  return {
    myCameras,
    favouriteSlugs: myCameras.map((camera) => camera.slug),
    email: account.email,
    sessionCount: sessions.length,
    orders: orders.map((order) =>
      order.awaitingPayment
        ? { ...order, eft: eftDetailRows(config.bank, order.orderNumber, order.total) }
        : order,
    ),
  }
}

export const action = answerOutages(async ({ request, context }: Route.ActionArgs) => {
  const form = await readFormFields(request, ["intent"])
  if (!form.ok) return data({ ok: false, message: form.error }, { status: form.status })
  const intent = form.values.intent
  if (intent !== "sign-out" && intent !== "sign-out-everywhere") {
    return data({ ok: false, message: "Unknown action." }, { status: 400 })
  }
  const visitor = await visitorOf({ request, context })
  const headers = { "Set-Cookie": clearedSessionCookie(request), "Cache-Control": "no-store" }
  // Already signed out (an ended or forged session): nothing to end; a stale cookie goes.
  if (!visitor) {
    return data({ ok: false, message: "Please sign in again." }, { status: 401, headers })
  }
  const { db } = scopeOf(context)
  if (intent === "sign-out") await endSession(db, visitor.sessionId)
  else await endAllSessions(db, visitor.accountId)
  return redirect("/", { headers })
})

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, orders, sessionCount, myCameras } = loaderData
  const refusal = actionData && !actionData.ok ? actionData.message : undefined
  const busy = useNavigation().state !== "idle"
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-ocean-950">Your account</h1>
        <p className="text-slate-700">
          Signed in as <strong className="break-all text-ocean-950">{email}</strong>
        </p>
        {refusal && (
          <p role="alert" className="rounded-md bg-red-50 p-4 text-red-900">
            {refusal}
          </p>
        )}
      </div>

      <AccountSection id="cameras" title="My cameras">
        <MyCameras cameras={myCameras} />
      </AccountSection>

      <AccountSection id="orders" title="Your orders">
        <AccountOrders orders={orders} />
      </AccountSection>

      <AccountSection id="data" title="Your data">
        <p className="text-slate-700">
          Your account keeps your e-mail address and when you signed in. See our{" "}
          <TextLink to="/privacy">Privacy Policy</TextLink> for what we keep and for how long.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <a href="/account/data" download>
              <Download aria-hidden="true" />
              Download my data
            </a>
          </Button>
          <Button asChild variant="ghost-danger">
            <Link to="/account/delete">
              <Trash2 aria-hidden="true" />
              Delete my account
            </Link>
          </Button>
        </div>
      </AccountSection>

      <AccountSection id="sessions" title="Signing out">
        <p className="text-slate-700">
          {sessionCount === 1
            ? "You are signed in on this browser only."
            : `You are signed in on ${sessionCount} browsers or devices, this one included.`}{" "}
          A session ends by itself after 30 days without a visit, and 90 days after signing in.
        </p>
        <div className="flex flex-wrap gap-3">
          <IntentButton intent="sign-out" variant="outline" disabled={busy}>
            <LogOut aria-hidden="true" />
            Sign out
          </IntentButton>
          <IntentButton intent="sign-out-everywhere" variant="outline" disabled={busy}>
            Sign out everywhere
          </IntentButton>
        </div>
      </AccountSection>
    </section>
  )
}

function AccountSection(props: { id: string; title: string; children: React.ReactNode }) {
  return (
    <HeadedSection
      {...props}
      className="flex flex-col gap-4 border-t border-ocean-100 pt-8"
      headingClassName="text-xl font-semibold text-ocean-950"
    />
  )
}
