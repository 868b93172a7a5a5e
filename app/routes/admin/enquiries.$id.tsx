// /admin/enquiries/:id: one enquiry, its status history and mail, the status
// changes new -> contacted -> won or lost, and the owner's notes.
import { Mail, Phone } from "lucide-react"
import { data, useFetcher } from "react-router"
import type { Route } from "./+types/enquiries.$id"
import { AdminPage } from "~/admin/admin-page"
import { adminHeaders } from "~/admin/headers"
import { adminMeta } from "~/components/admin/admin-meta"
import { requireFormFields } from "~/lib/form-request.server"
import {
  changeEnquiryStatus,
  getEnquiryDetail,
  saveEnquiryNotes,
} from "~/business/enquiries-admin.server"
import { enquiryStatus, enquiryIdFromReference, NOTES_MAX } from "~/business/enquiry-status"
import { ResultLine } from "~/components/ui/result-line"
import { StatusChanger } from "~/components/ui/status-changer"
import { Button } from "~/components/ui/button"
import { TitledCard } from "~/components/ui/titled-card"
import { BackToList, RecordSection, StatusHistoryCard } from "~/components/admin/record-page"
import { Label } from "~/components/ui/label"
import { Textarea } from "~/components/ui/textarea"
import { cleanMultiLine } from "~/lib/clean-text"
import { refused, type FormResult } from "~/lib/form-result"
import { toastMessage, useResultToast } from "~/lib/result-toast"
import { scopeOf } from "~/scope/request-scope.server"
import { answerOutages } from "~/db/outage.server"
import { RecordMails } from "~/mail/record-mails"

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = enquiryIdFromReference(params.id)
  const enquiry = id === undefined ? undefined : await getEnquiryDetail(scopeOf(context).db, id)
  if (!enquiry)
    throw data("Enquiry not found", { status: 404, headers: { "Cache-Control": "no-store" } })
  return { enquiry }
}

type Intent = "status" | "notes"
export type EnquiryActionResult = FormResult<
  never,
  { intent: Intent; message: string },
  { intent: Intent; message: string }
>

export const action = answerOutages(async ({ request, params, context }: Route.ActionArgs) => {
  const id = enquiryIdFromReference(params.id)
  const form = await requireFormFields(request, ["intent", "notes", "status"])
  const intent = form.intent === "notes" ? "notes" : "status"
  const refuse = (message: string, status: number) =>
    refused(message, status, { intent, toast: toastMessage("Not saved", message, "destructive") })
  if (id === undefined) return refuse("Enquiry not found.", 404)

  if (intent === "notes") {
    const notes = form.notes
    if (notes === undefined) return refuse("Notes are missing.", 400)
    const cleaned = cleanMultiLine(notes)
    if (cleaned.length > NOTES_MAX)
      return refuse(`Notes must be at most ${NOTES_MAX} characters.`, 400)
    if (!(await saveEnquiryNotes(scopeOf(context).db, id, cleaned)))
      return refuse("Enquiry not found.", 404)
    return data<EnquiryActionResult>({
      ok: true,
      intent,
      message: "Notes saved.",
      toast: toastMessage("Notes saved"),
    })
  }

  const status = form.status
  if (!enquiryStatus.is(status)) return refuse("Unknown status.", 400)
  const result = await changeEnquiryStatus(scopeOf(context).db, id, status)
  if (!result.ok) {
    return result.reason === "not-found"
      ? refuse("Enquiry not found.", 404)
      : refuse(
          `This enquiry is ${enquiryStatus.label(result.from ?? "")} and cannot become ${enquiryStatus.labels[status]}.`,
          409,
        )
  }
  const title = `Enquiry is now ${enquiryStatus.labels[status]}`
  return data<EnquiryActionResult>({
    ok: true,
    intent,
    message: `${title}.`,
    toast: toastMessage(title),
  })
})

export const headers = adminHeaders

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data ? `Enquiry ${data.enquiry.reference}` : "Enquiry", "Business enquiry.")

export default function AdminEnquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry } = loaderData
  const notesFetcher = useFetcher<EnquiryActionResult>()
  // Without JavaScript the forms post normally and the answer comes as actionData.
  const fallback = actionData as EnquiryActionResult | undefined
  const notesResult = notesFetcher.data ?? (fallback?.intent === "notes" ? fallback : undefined)
  useResultToast(notesResult?.toast)

  return (
    <AdminPage
      title={<>Enquiry {enquiry.reference}</>}
      description={`${enquiry.serviceTitle}, received ${enquiry.receivedAt}`}
      actions={<BackToList to="/admin/enquiries">All enquiries</BackToList>}
    >
      <StatusChanger
        of={enquiryStatus}
        status={enquiry.status}
        intent="status"
        fallback={fallback?.intent === "status" ? fallback : undefined}
        variant={(status) => (status === "lost" ? "outline" : "default")}
      />

      <div className="grid gap-6 lg:grid-cols-3">
        <TitledCard
          title="Message"
          className="lg:col-span-2"
          contentClassName="flex flex-col gap-4"
        >
          {enquiry.preferredWindow && (
            <p className="rounded-md bg-ocean-50 p-3 text-sm">
              <span className="font-semibold">Preferred time: </span>
              {enquiry.preferredWindow}
            </p>
          )}
          <p className="leading-relaxed break-words whitespace-pre-line">{enquiry.message}</p>
        </TitledCard>

        <div className="flex flex-col gap-6">
          <TitledCard title="From" contentClassName="flex flex-col gap-2 break-words">
            <p className="font-medium">{enquiry.name}</p>
            {enquiry.organisation && <p>{enquiry.organisation}</p>}
            <a
              href={`mailto:${enquiry.email}`}
              className="flex items-center gap-2 break-all text-ocean-700 underline underline-offset-4"
            >
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {enquiry.email}
            </a>
            {enquiry.phone && (
              <a
                href={`tel:${enquiry.phone.replace(/[^\d+]/g, "")}`}
                className="flex items-center gap-2 text-ocean-700 underline underline-offset-4"
              >
                <Phone className="size-4 shrink-0" aria-hidden="true" />
                {enquiry.phone}
              </a>
            )}
          </TitledCard>

          <StatusHistoryCard of={enquiryStatus} events={enquiry.events} />
        </div>
      </div>

      <RecordSection id="notes-heading" title="Notes">
        <notesFetcher.Form method="post" className="flex max-w-3xl flex-col gap-3">
          <input type="hidden" name="intent" value="notes" />
          <Label htmlFor="enquiry-notes">Your notes (only visible here)</Label>
          <Textarea
            id="enquiry-notes"
            name="notes"
            rows={5}
            maxLength={NOTES_MAX}
            defaultValue={enquiry.notes}
          />
          <div>
            <Button type="submit" disabled={notesFetcher.state !== "idle"}>
              {notesFetcher.state !== "idle" ? "Saving..." : "Save notes"}
            </Button>
          </div>
        </notesFetcher.Form>
        <ResultLine result={notesResult} />
      </RecordSection>

      <RecordMails mails={enquiry.mails} record="enquiry" />
    </AdminPage>
  )
}
