// /admin/cache (docs/product.md#admin): the locked view with the password form,
// and once logged in the Cache Management acting on the shared server
// cache, with a table of what is cached. The password is checked on the server
// (docs/architecture.md#the-admin-session), never in the browser.
import { data, Link, redirect, useFetcher } from "react-router"
import type { Route } from "./+types/cache"
import {
  clearSharedCache,
  getQuotaView,
  listCacheView,
  refreshYouTubeCache,
  type AdminCacheEntry,
  type QuotaView,
} from "~/video/cache-admin.server"
import { withRetryAfter } from "~/abuse/retry-after"
import { adminHeaders } from "~/admin/headers"
import { adminMeta } from "~/components/admin/admin-meta"
import { LoginSchema, PASSWORD_MAX_LENGTH } from "~/auth/login-schema"
import { attemptLogin, tooManyAttemptsMessage } from "~/auth/login.server"
import { requireFormFields } from "~/lib/form-request.server"
import { safeAdminPath } from "~/auth/session.server"
import { adminStateOf } from "~/scope/admin-gate.server"
import { Button } from "~/components/ui/button"
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card"
import { Input } from "~/components/ui/input"
import { Table, TableBody, TableCell, TableHeader, TableRow } from "~/components/ui/table"
import { Label } from "~/components/ui/label"
import { ResultLine } from "~/components/ui/result-line"
import { refused, type FormResult } from "~/lib/form-result"
import { toastMessage, useResultToast } from "~/lib/result-toast"
import { groupThousands } from "~/lib/number-format"
import { cn } from "~/lib/utils"
import { scopeOf, type RequestScope } from "~/scope/request-scope.server"
import { answerOutages } from "~/db/outage.server"

export async function loader({ request, context }: Route.LoaderArgs) {
  const { authenticated } = adminStateOf(context)
  if (!authenticated) {
    return { locked: true as const, next: new URL(request.url).searchParams.get("next") ?? "" }
  }
  const { db, channelCache, config } = scopeOf(context)
  const [entries, quota] = await Promise.all([
    listCacheView(channelCache),
    getQuotaView(db, config.youtube),
  ])
  return { locked: false as const, entries, quota }
}

type Intent = "login" | "clear" | "refresh"
export type CacheActionResult = FormResult<
  "password",
  { intent: Intent; message: string },
  { intent: Intent; message: string }
>

const failure = (message: string) => toastMessage(message, undefined, "destructive")

export const action = answerOutages(async ({ request, context }: Route.ActionArgs) => {
  const form = await requireFormFields(request, ["intent", "password", "next"])
  const intent = form.intent
  if (intent === "login") return login(request, form, scopeOf(context))
  // Every other intent changes shared state: a valid session or 401.
  if (intent === "clear") {
    const cleared = await clearSharedCache(scopeOf(context).channelCache)
    const message = "Cache cleared successfully"
    return data<CacheActionResult>({
      ok: true,
      intent,
      message: `${message} (${cleared} ${cleared === 1 ? "entry" : "entries"} removed).`,
      toast: toastMessage(message),
    })
  }
  if (intent === "refresh") {
    if (await refreshYouTubeCache(scopeOf(context).channelCache)) {
      const message = "YouTube cache refreshed successfully"
      return data<CacheActionResult>({ ok: true, intent, message, toast: toastMessage(message) })
    }
    const message = "Failed to refresh YouTube cache"
    return refused(message, 502, { intent, toast: failure(message) })
  }
  // Thrown, so a plain post's error page says it too.
  throw data({ ok: false, message: "Unknown action." }, { status: 400 })
})

// A refused login's answer tells clients when to try again (429 Retry-After).
export const headers = withRetryAfter(adminHeaders())

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data?.locked === false ? "Cache Management" : "Cache Admin", "Site administration.")

export default function CacheAdmin({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.locked)
    return (
      <LoginView next={loaderData.next} actionData={actionData as CacheActionResult | undefined} />
    )
  return (
    <CacheManagement
      entries={loaderData.entries}
      quota={loaderData.quota}
      actionData={actionData as CacheActionResult | undefined}
    />
  )
}

function LoginView({ next, actionData }: { next: string; actionData?: CacheActionResult }) {
  const fetcher = useFetcher<CacheActionResult>()
  // Without JavaScript the form posts normally and the answer comes as actionData.
  const result = fetcher.data ?? (actionData?.intent === "login" ? actionData : undefined)
  useResultToast(result?.toast)
  const busy = fetcher.state !== "idle"
  const error = result && !result.ok ? result.message : undefined

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-16 sm:py-24">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight text-ocean-950">Cache Admin</h1>
          <CardDescription>Enter the admin password to manage the site.</CardDescription>
        </CardHeader>
        <CardContent>
          <fetcher.Form method="post" action="/admin/cache" className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="login" />
            <input type="hidden" name="next" value={next} />
            <div className="flex flex-col gap-2">
              <Label htmlFor="admin-password">Password</Label>
              <Input
                id="admin-password"
                name="password"
                type="password"
                required
                maxLength={PASSWORD_MAX_LENGTH}
                autoComplete="current-password"
                aria-invalid={error ? true : undefined}
                aria-describedby="admin-password-message"
              />
              <p
                id="admin-password-message"
                role="status"
                className={cn("min-h-5 text-sm", error ? "text-red-800" : "text-slate-700")}
              >
                {error ?? ""}
              </p>
            </div>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={busy}>
                Login
              </Button>
              <Button asChild variant="outline">
                <Link to="/">Return to Home</Link>
              </Button>
            </div>
          </fetcher.Form>
        </CardContent>
      </Card>
    </section>
  )
}

function CacheManagement({
  entries,
  quota,
  actionData,
}: {
  entries: AdminCacheEntry[]
  quota: QuotaView
  actionData?: CacheActionResult
}) {
  const clear = useFetcher<CacheActionResult>()
  const refresh = useFetcher<CacheActionResult>()
  const noScriptResult = actionData && actionData.intent !== "login" ? actionData : undefined
  useResultToast(clear.data?.toast)
  useResultToast(refresh.data?.toast)
  useResultToast(noScriptResult?.toast)
  const refreshing = refresh.state !== "idle"
  const clearing = clear.state !== "idle"
  const latest = [clear.data, refresh.data, noScriptResult].filter(Boolean).at(-1)

  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-12 sm:px-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-ocean-950">Cache Management</h1>
        <p className="text-slate-700">
          Channel data from YouTube is cached on the server and shared by every visitor. Refresh it
          to show new streams and shorts at once, or clear it so the next visit fetches everything
          anew.
        </p>
      </div>

      <div className="flex flex-wrap gap-3">
        <clear.Form method="post" action="/admin/cache">
          <Button
            type="submit"
            name="intent"
            value="clear"
            variant="destructive"
            disabled={clearing}
          >
            Clear All Cache
          </Button>
        </clear.Form>
        <refresh.Form method="post" action="/admin/cache">
          <Button type="submit" name="intent" value="refresh" disabled={refreshing}>
            {refreshing ? "Refreshing..." : "Refresh YouTube Cache"}
          </Button>
        </refresh.Form>
        <Button asChild variant="outline">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
      <ResultLine result={latest} className="-mt-4" />

      <Card>
        <CardHeader>
          <h2 id="cache-entries-heading" className="text-lg leading-tight font-semibold">
            Cached channel data
          </h2>
          <CardDescription>
            Each entry is one request's answer: kind of data, channel and count.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {entries.length === 0 ? (
            <p className="text-slate-700">
              The cache is empty. The next visit to a video page fetches fresh data.
            </p>
          ) : (
            <Table
              label="Cached channel data"
              labelledBy="cache-entries-heading"
              className="min-w-[32rem]"
            >
              <TableHeader columns={["Key", "Fetched", "Expires"]} />
              <TableBody>
                {entries.map((entry) => (
                  <TableRow key={entry.key}>
                    <TableCell className="font-mono text-xs break-all">{entry.key}</TableCell>
                    <TableCell className="whitespace-nowrap">{entry.fetched}</TableCell>
                    <TableCell className="whitespace-nowrap">
                      {entry.expires}
                      {entry.expired && (
                        <span className="ml-2 font-semibold text-red-800">(expired)</span>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>

      <QuotaCard quota={quota} />
    </section>
  )
}

function QuotaCard({ quota }: { quota: QuotaView }) {
  return (
    <Card>
      <CardHeader>
        <h2 id="quota-heading" className="text-lg leading-tight font-semibold">
          YouTube API quota today
        </h2>
        <CardDescription>
          Quota day {quota.day} (the platform's day ends at midnight Pacific time). Live data is
          refreshed in the background within the site's daily budget; your refreshes are counted too
          but never refused.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-md bg-ocean-50 p-3">
            <dt className="text-sm text-slate-700">Units (every call but searches)</dt>
            <dd className="text-xl font-semibold text-ocean-950">
              {groupThousands(quota.units)} of {groupThousands(quota.unitBudget)}
            </dd>
          </div>
          <div className="rounded-md bg-ocean-50 p-3">
            <dt className="text-sm text-slate-700">Searches</dt>
            <dd className="text-xl font-semibold text-ocean-950">
              {groupThousands(quota.searches)} of {groupThousands(quota.searchBudget)}
            </dd>
          </div>
        </dl>
        {quota.budgetReached && (
          <p className="font-semibold text-red-800">
            The daily budget is reached: background refreshes wait for the next quota day, and pages
            show the cached copy.
          </p>
        )}
        {/* A plain table: its three short columns fit a phone without a scrolling box. */}
        <table aria-labelledby="quota-heading" className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-ocean-100 text-ocean-900">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Call
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">
                Calls
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Units
              </th>
            </tr>
          </thead>
          <tbody>
            {quota.calls.map((row) => (
              <tr key={row.endpoint} className="border-b border-ocean-50 last:border-0">
                <th scope="row" className="py-2 pr-4 font-mono text-xs font-normal">
                  {row.endpoint}.list
                </th>
                <td className="py-2 pr-4 text-right">{groupThousands(row.calls)}</td>
                <td className="py-2 text-right">{groupThousands(row.units)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-sm text-slate-700">
          Counting a search as 100 units, as older projects are charged:{" "}
          {groupThousands(quota.unitsWithSearches)} units.
        </p>
      </CardContent>
    </Card>
  )
}

async function login(
  request: Request,
  form: { password?: string; next?: string },
  { db, clientAddress, adminSessions }: RequestScope,
) {
  const parsed = LoginSchema.safeParse({ password: form.password ?? "", next: form.next })
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Incorrect password"
    return refused(message, 400, { intent: "login", toast: failure(message) })
  }
  const outcome = await attemptLogin(db, parsed.data.password, clientAddress || "unknown")
  if (outcome.kind === "too-many") {
    const message = tooManyAttemptsMessage(outcome.retryAfterMinutes)
    return refused(message, 429, {
      intent: "login",
      toast: failure(message),
      headers: { "Retry-After": String(outcome.retryAfterMinutes * 60) },
    })
  }
  if (outcome.kind === "wrong") {
    const message = "Incorrect password"
    return refused(message, 401, { intent: "login", toast: failure(message) })
  }
  // A redirect works with and without JavaScript; the toast rides along in the session.
  const cookie = await adminSessions.startAdminSession(
    request,
    toastMessage("Authentication successful"),
  )
  return redirect(safeAdminPath(parsed.data.next), { headers: { "Set-Cookie": cookie } })
}
