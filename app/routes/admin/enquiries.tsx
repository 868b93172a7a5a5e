// /admin/enquiries: every business enquiry, newest first, with search and a
// status filter; each row shows its status history with the time of each change.
import { Download, Search } from "lucide-react"
import { Form, Link } from "react-router"
import type { Route } from "./+types/enquiries"
import { AdminPage, EmptyList } from "~/admin/admin-page"
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHeader,
  TableRow,
} from "~/components/ui/table"
import { adminHeaders } from "~/admin/headers"
import { listEnquiries } from "~/business/enquiries-admin.server"
import { enquiryStatus } from "~/business/enquiry-status"
import { StatusHistory } from "~/components/ui/status-badge"
import { Button } from "~/components/ui/button"
import { Input } from "~/components/ui/input"
import { Label } from "~/components/ui/label"
import { NativeSelect } from "~/components/ui/native-select"
import { pageMeta } from "~/lib/site"
import { scopeOf } from "~/scope/request-scope.server"

const QUERY_MAX_LENGTH = 254

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const query = (params.get("q") ?? "").trim().slice(0, QUERY_MAX_LENGTH)
  const statusParam = params.get("status")
  const status = enquiryStatus.is(statusParam) ? statusParam : undefined
  return {
    query,
    status: status ?? "",
    enquiries: await listEnquiries(scopeOf(context).db, { query, status }),
  }
}

export const headers = adminHeaders

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Enquiries", "Business enquiries."),
  { name: "robots", content: "noindex" },
]

export default function AdminEnquiries({ loaderData }: Route.ComponentProps) {
  const { query, status, enquiries } = loaderData
  const filtered = Boolean(query || status)
  const exportParams = new URLSearchParams()
  if (query) exportParams.set("q", query)
  if (status) exportParams.set("status", status)
  const exportHref = `/admin/enquiries.csv${exportParams.size ? `?${exportParams}` : ""}`
  return (
    <AdminPage
      title="Enquiries"
      description="Quotes, support, sponsorship and consultation requests from the Business Services page, newest first."
      actions={
        <Button asChild variant="outline">
          <a href={exportHref} download>
            <Download aria-hidden="true" />
            {filtered ? "Export these as CSV" : "Export CSV"}
          </a>
        </Button>
      }
    >
      <Form method="get" role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-2 sm:max-w-md">
          <Label htmlFor="enquiry-search">Search name, e-mail, organisation or message</Label>
          <Input
            id="enquiry-search"
            type="search"
            name="q"
            defaultValue={query}
            maxLength={QUERY_MAX_LENGTH}
          />
        </div>
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
        <Button type="submit">
          <Search aria-hidden="true" />
          Search
        </Button>
      </Form>

      {enquiries.length === 0 ? (
        <EmptyList status>
          {filtered ? "No enquiries match this search." : "No enquiries yet."}
        </EmptyList>
      ) : (
        <Table label="Enquiries" layout="cards" className="md:min-w-[60rem]">
          <TableCaption>
            {enquiries.length} {enquiries.length === 1 ? "enquiry" : "enquiries"}
            {filtered ? " matching the search" : ""}
          </TableCaption>
          <TableHeader columns={["Enquiry", "From", "Service", "Status", "Message"]} />
          <TableBody>
            {enquiries.map((enquiry) => (
              <TableRow key={enquiry.id}>
                <TableCell label="Enquiry">
                  <Link
                    to={`/admin/enquiries/${enquiry.id}`}
                    className="font-semibold whitespace-nowrap text-ocean-700 underline underline-offset-4 hover:text-ocean-900"
                  >
                    {enquiry.reference}
                  </Link>
                  <span className="block text-slate-700">{enquiry.receivedAt}</span>
                </TableCell>
                <TableCell label="From">
                  <span className="block font-medium break-words text-ocean-950">
                    {enquiry.name}
                  </span>
                  {enquiry.organisation && (
                    <span className="block break-words">{enquiry.organisation}</span>
                  )}
                  <span className="block break-all text-slate-700">{enquiry.email}</span>
                </TableCell>
                <TableCell label="Service">{enquiry.serviceTitle}</TableCell>
                <TableCell label="Status">
                  <StatusHistory
                    of={enquiryStatus}
                    events={enquiry.events}
                    label={`Status history of ${enquiry.reference}`}
                    compact
                  />
                </TableCell>
                <TableCell label="Message" className="max-w-sm break-words">
                  {enquiry.excerpt}
                  {enquiry.hasNotes && (
                    <span className="mt-1 block text-xs font-semibold text-kelp-700">
                      Has notes
                    </span>
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
