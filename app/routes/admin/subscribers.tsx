// /admin/subscribers: newsletter sign-ups with their consent state (pending,
// confirmed, unsubscribed), 50 per page, a CSV export, and erasure of one
// person's newsletter data and business enquiries on request (POPIA).
import { ChevronLeft, ChevronRight, Trash2 } from "lucide-react"
import { data, Link, useFetcher } from "react-router"
import type { Route } from "./+types/subscribers"
import { AdminPage } from "~/admin/admin-page"
import { AdminList, countOf, ExportCsv } from "~/components/admin/admin-list"
import { adminHeaders } from "~/admin/headers"
import { adminMeta } from "~/components/admin/admin-meta"
import { eraseAccountByEmail } from "~/accounts/accounts.server"
import { eraseEnquiriesOf } from "~/business/enquiries-admin.server"
import { listSubscriberPage } from "~/newsletter/subscribers-admin.server"
import { Button } from "~/components/ui/button"
import { Input } from "~/components/ui/input"
import { Label } from "~/components/ui/label"
import { cleanSingleLine } from "~/lib/clean-text"
import { readFormFields } from "~/lib/form-request.server"
import { refused, type FormResult } from "~/lib/form-result"
import { toastMessage, useResultToast } from "~/lib/result-toast"
import { eraseSubscriber } from "~/newsletter/subscribers.server"
import { EMAIL_MAX_LENGTH } from "~/newsletter/subscribe-schema"
import { scopeOf } from "~/scope/request-scope.server"
import { answerOutages } from "~/db/outage.server"

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = Number(new URL(request.url).searchParams.get("page") ?? "1")
  return listSubscriberPage(scopeOf(context).db, Number.isFinite(page) ? page : 1)
}

export type EraseResult = FormResult<never, { message: string }, { message: string }>

export const action = answerOutages(async ({ request, context }: Route.ActionArgs) => {
  const form = await readFormFields(request, ["email"])
  const email = form.ok ? cleanSingleLine(form.values.email ?? "") : ""
  if (!form.ok || email === "" || email.length > EMAIL_MAX_LENGTH) {
    const message = form.ok ? "Enter the e-mail address to erase." : form.error
    return refused(message, form.ok ? 400 : form.status, {
      toast: toastMessage("Nothing erased", message, "destructive"),
    })
  }
  const newsletterFound = await eraseSubscriber(scopeOf(context).db, email)
  const enquiriesErased = await eraseEnquiriesOf(scopeOf(context).db, email)
  const accountErased = await eraseAccountByEmail(scopeOf(context).db, email)
  const found = newsletterFound || enquiriesErased > 0 || accountErased
  const message = found
    ? `Every newsletter record, enquiry and account of ${email} is erased.`
    : `No newsletter record, enquiry or account of ${email} was found.`
  // Nothing found is no failure: afterwards nothing of the address is kept either way.
  return data<EraseResult>({
    ok: true,
    message,
    toast: toastMessage(found ? "Erased" : "Nothing to erase", message),
  })
})

export const headers = adminHeaders

export const meta: Route.MetaFunction = () => adminMeta("Subscribers", "Newsletter subscribers.")

export default function AdminSubscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { subscribers, page, pageCount, total, counts } = loaderData
  return (
    <AdminPage
      title="Subscribers"
      description={`${countOf(total, "sign-up", "sign-ups")}: ${counts.confirmed} confirmed, ${counts.pending} pending, ${counts.unsubscribed} unsubscribed. Only confirmed addresses receive the newsletter. Newest first.`}
      actions={<ExportCsv href="/admin/subscribers.csv" />}
    >
      <AdminList
        rows={subscribers}
        rowKey={(subscriber) => subscriber.id}
        empty="No subscribers yet."
        label="Subscribers"
        caption={`Page ${page} of ${pageCount}`}
        columns={[
          { label: "Email", className: "break-all", cell: (subscriber) => subscriber.email },
          {
            label: "Signed up",
            className: "whitespace-nowrap",
            cell: (subscriber) => subscriber.signedUp,
          },
          { label: "Status", cell: (subscriber) => subscriber.status },
          {
            label: "Confirmed",
            className: "whitespace-nowrap",
            cell: (subscriber) => subscriber.confirmed,
          },
        ]}
        className="md:min-w-[40rem]"
      />
      {pageCount > 1 && <Pager page={page} pageCount={pageCount} />}
      <EraseForm fallback={actionData} />
    </AdminPage>
  )
}

function Pager({ page, pageCount }: { page: number; pageCount: number }) {
  return (
    <nav aria-label="Subscriber pages" className="flex items-center gap-3">
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link to={`?page=${page - 1}`} rel="prev">
            <ChevronLeft aria-hidden="true" />
            Previous
          </Link>
        </Button>
      ) : null}
      <span className="text-sm text-slate-700" aria-current="page">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Button asChild variant="outline" size="sm">
          <Link to={`?page=${page + 1}`} rel="next">
            Next
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
    </nav>
  )
}

// Without JavaScript the form posts normally and the answer comes as the page's action data.
function EraseForm({ fallback }: { fallback?: EraseResult }) {
  const fetcher = useFetcher<EraseResult>()
  useResultToast(fetcher.data?.toast)
  return (
    <fetcher.Form
      method="post"
      className="flex max-w-xl flex-col gap-2 rounded-xl border border-ocean-100 bg-white p-6"
    >
      <h2 className="text-lg font-semibold text-ocean-950">Erase a person&apos;s data</h2>
      <p className="text-sm text-slate-700">
        When someone asks to be forgotten, enter their address: their sign-up, every newsletter mail
        to them, their business enquiries with the mails about them, and their account are deleted.
        Orders stay, as business records.
      </p>
      <Label htmlFor="erase-email">Email address</Label>
      <div className="flex gap-2">
        <Input
          id="erase-email"
          type="email"
          name="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="destructive" disabled={fetcher.state !== "idle"}>
          <Trash2 aria-hidden="true" />
          Erase
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm text-slate-700">
        {(fetcher.data ?? fallback)?.message ?? ""}
      </p>
    </fetcher.Form>
  )
}
