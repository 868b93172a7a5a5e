// /admin/outbox: queued, sent and failed mail with attempts and last error,
// 'Retry now' for a failed one, and one mail's text (?mail=id).
import { data, Link, useFetcher } from "react-router"
import type { Route } from "./+types/outbox"
import { AdminPage, EmptyList } from "~/admin/admin-page"
import { Table, TableBody, TableCell, TableHeader, TableRow } from "~/components/ui/table"
import { adminHeaders } from "~/admin/headers"
import { adminMeta } from "~/components/admin/admin-meta"
import { requireFormFields } from "~/lib/form-request.server"
import { listOutboxRows, readMailText, retryFailedMail } from "~/mail/outbox-admin.server"
import { Badge } from "~/components/ui/badge"
import { Button } from "~/components/ui/button"
import { Card, CardContent, CardHeader } from "~/components/ui/card"
import { ResultLine } from "~/components/ui/result-line"
import { refused, type FormResult } from "~/lib/form-result"
import { toastMessage, useResultToast } from "~/lib/result-toast"
import { cn } from "~/lib/utils"
import { scopeOf } from "~/scope/request-scope.server"
import { answerOutages } from "~/db/outage.server"

export async function loader({ request, context }: Route.LoaderArgs) {
  const mailId = Number(new URL(request.url).searchParams.get("mail"))
  const [mails, reading] = await Promise.all([
    listOutboxRows(scopeOf(context).db),
    Number.isSafeInteger(mailId) && mailId > 0
      ? readMailText(scopeOf(context).db, mailId)
      : Promise.resolve(undefined),
  ])
  return { mails, reading: reading ?? null }
}

type Retried = { id: number; message: string }
export type RetryResult = FormResult<never, Retried, Retried>

export const action = answerOutages(async ({ request, context }: Route.ActionArgs) => {
  const form = await requireFormFields(request, ["intent", "id"])
  const id = Number(form.id)
  if (form.intent !== "retry" || !Number.isSafeInteger(id) || id <= 0) {
    // Thrown, so a plain post's error page says it too.
    throw data({ ok: false, message: "Unknown action." }, { status: 400 })
  }
  if (await retryFailedMail(scopeOf(context).db, id)) {
    const message = `Mail #${id} is queued again`
    return data<RetryResult>({ ok: true, id, message, toast: toastMessage(message) })
  }
  const message = `Mail #${id} was not failed, so it was left as it is`
  return refused(message, 409, { id, toast: toastMessage(message, undefined, "destructive") })
})

export const headers = adminHeaders

export const meta: Route.MetaFunction = () => adminMeta("Outbox", "Mail outbox.")

const STATUS_CLASSES: Record<string, string> = {
  queued: "bg-sun-300 text-ocean-950",
  sending: "bg-ocean-100 text-ocean-900",
  sent: "bg-kelp-700 text-white",
  failed: "bg-red-700 text-white",
}

export default function AdminOutbox({ loaderData, actionData }: Route.ComponentProps) {
  const { mails, reading } = loaderData
  // One fetcher for the page: a retried mail's button goes away while its answer is shown.
  const retry = useFetcher<RetryResult>()
  const result =
    retry.data ?? (actionData && "toast" in actionData ? (actionData as RetryResult) : undefined)
  useResultToast(result?.toast)
  const pendingId = retry.state === "submitting" ? Number(retry.formData?.get("id")) : undefined
  return (
    <AdminPage
      title="Outbox"
      description="Mail to customers and to the shop, newest first. Without SMTP_URL mail stays queued here."
    >
      <ResultLine result={result} />
      {reading && (
        <Card aria-labelledby="mail-reading-heading">
          <CardHeader>
            <h2
              id="mail-reading-heading"
              className="text-lg leading-tight font-semibold break-words"
            >
              Mail #{reading.id}: {reading.subject}
            </h2>
            <p className="text-sm break-all text-slate-700">
              To {reading.to}, {reading.status}
            </p>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {/* The text part only, as text: nothing a customer typed can become markup here. */}
            {/* Long links wrap (no sideways scrolling on a phone); a long mail scrolls, by keyboard too. */}
            <div
              role="region"
              aria-label="Mail text"
              tabIndex={0}
              className="max-h-[32rem] overflow-auto rounded-md bg-ocean-50 focus-visible:ring-3 focus-visible:ring-sun-400 focus-visible:outline-none"
            >
              <pre className="p-4 font-mono text-sm [overflow-wrap:anywhere] whitespace-pre-wrap text-ocean-950">
                {reading.text}
              </pre>
            </div>
            <Link to="/admin/outbox" className="w-fit text-ocean-700 underline underline-offset-4">
              Close
            </Link>
          </CardContent>
        </Card>
      )}
      {mails.length === 0 ? (
        <EmptyList>No mail yet.</EmptyList>
      ) : (
        <Table label="Outbox" layout="cards" className="md:min-w-[60rem]">
          <TableHeader
            columns={[
              "Mail",
              "To",
              "Status",
              "Attempts",
              "Last error",
              "Created",
              { label: "Actions", hidden: true },
            ]}
          />
          <TableBody>
            {mails.map((mail) => (
              <TableRow key={mail.id} className={cn(reading?.id === mail.id && "bg-ocean-50")}>
                <TableCell label="Mail">
                  <Link
                    to={`/admin/outbox?mail=${mail.id}`}
                    className="font-medium text-ocean-700 underline underline-offset-4"
                  >
                    #{mail.id} {mail.subject}
                  </Link>
                  <span className="block text-xs text-slate-700">{mail.kind}</span>
                </TableCell>
                <TableCell label="To" className="break-all">
                  {mail.to}
                </TableCell>
                <TableCell label="Status">
                  <Badge
                    variant={null}
                    className={STATUS_CLASSES[mail.status] ?? "bg-slate-200 text-slate-900"}
                  >
                    {mail.status}
                  </Badge>
                  {mail.sent && (
                    <span className="mt-1 block text-xs text-slate-700">{mail.sent}</span>
                  )}
                </TableCell>
                <TableCell label="Attempts">{mail.attempts}</TableCell>
                <TableCell label="Last error" className="max-w-xs break-words">
                  {mail.lastError ?? "—"}
                </TableCell>
                <TableCell label="Created" className="whitespace-nowrap">
                  {mail.created}
                </TableCell>
                <TableCell label="">
                  {mail.status === "failed" && (
                    <retry.Form method="post" action="/admin/outbox">
                      <input type="hidden" name="id" value={mail.id} />
                      <Button
                        type="submit"
                        name="intent"
                        value="retry"
                        size="sm"
                        disabled={retry.state !== "idle"}
                        aria-label={`Retry now: mail #${mail.id}`}
                      >
                        {pendingId === mail.id ? "Retrying..." : "Retry now"}
                      </Button>
                    </retry.Form>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </AdminPage>
  )
}
