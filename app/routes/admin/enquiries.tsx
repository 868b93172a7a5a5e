// /admin/enquiries: every business enquiry, newest first, with search and a
// status filter; each row shows its status history with the time of each change.
import type { Route } from "./+types/enquiries"
import { AdminPage } from "~/admin/admin-page"
import { adminHeaders } from "~/admin/headers"
import { adminMeta } from "~/components/admin/admin-meta"
import { listEnquiries } from "~/business/enquiries-admin.server"
import { enquiryStatus } from "~/business/enquiry-status"
import {
  AdminList,
  ContactCell,
  countOf,
  ExportCsv,
  listFilter,
  listHref,
  ListSearch,
  RecordLink,
} from "~/components/admin/admin-list"
import { Label } from "~/components/ui/label"
import { NativeSelect } from "~/components/ui/native-select"
import { StatusHistory } from "~/components/ui/status-badge"
import { scopeOf } from "~/scope/request-scope.server"

export async function loader({ request, context }: Route.LoaderArgs) {
  const { query, status } = listFilter(request, enquiryStatus)
  return {
    query,
    status: status ?? "",
    enquiries: await listEnquiries(scopeOf(context).db, { query, status }),
  }
}

export const headers = adminHeaders

export const meta: Route.MetaFunction = () => adminMeta("Enquiries", "Business enquiries.")

export default function AdminEnquiries({ loaderData }: Route.ComponentProps) {
  const { query, status, enquiries } = loaderData
  const filtered = Boolean(query || status)
  const exportHref = listHref("/admin/enquiries.csv", { q: query, status })
  return (
    <AdminPage
      title="Enquiries"
      description="Quotes, support, sponsorship and consultation requests from the Business Services page, newest first."
      actions={
        <ExportCsv href={exportHref}>{filtered ? "Export these as CSV" : "Export CSV"}</ExportCsv>
      }
    >
      <ListSearch
        id="enquiry-search"
        label="Search name, e-mail, organisation or message"
        query={query}
      >
        <div className="flex flex-col gap-2 sm:w-44">
          <Label htmlFor="enquiry-status">Status</Label>
          <NativeSelect id="enquiry-status" name="status" defaultValue={status}>
            <option value="">Any status</option>
            {enquiryStatus.statuses.map((value) => (
              <option key={value} value={value}>
                {enquiryStatus.labels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </ListSearch>

      <AdminList
        rows={enquiries}
        rowKey={(enquiry) => enquiry.id}
        empty={filtered ? "No enquiries match this search." : "No enquiries yet."}
        emptyStatus
        label="Enquiries"
        caption={
          countOf(enquiries.length, "enquiry", "enquiries") +
          (filtered ? " matching the search" : "")
        }
        columns={[
          {
            label: "Enquiry",
            cell: (enquiry) => (
              <>
                <RecordLink to={`/admin/enquiries/${enquiry.id}`} className="whitespace-nowrap">
                  {enquiry.reference}
                </RecordLink>
                <span className="block text-slate-700">{enquiry.receivedAt}</span>
              </>
            ),
          },
          {
            label: "From",
            cell: (enquiry) => (
              <ContactCell name={enquiry.name} email={enquiry.email}>
                {enquiry.organisation && (
                  <span className="block break-words">{enquiry.organisation}</span>
                )}
              </ContactCell>
            ),
          },
          { label: "Service", cell: (enquiry) => enquiry.serviceTitle },
          {
            label: "Status",
            cell: (enquiry) => (
              <StatusHistory
                of={enquiryStatus}
                events={enquiry.events}
                label={`Status history of ${enquiry.reference}`}
                compact
              />
            ),
          },
          {
            label: "Message",
            className: "max-w-sm break-words",
            cell: (enquiry) => (
              <>
                {enquiry.excerpt}
                {enquiry.hasNotes && (
                  <span className="mt-1 block text-xs font-semibold text-kelp-700">Has notes</span>
                )}
              </>
            ),
          },
        ]}
        className="md:min-w-[60rem]"
      />
    </AdminPage>
  )
}
