// /admin/waitlist: who asked to hear when premium cameras open, with a CSV export.
import type { Route } from "./+types/waitlist"
import { listWaitlist } from "~/accounts/waitlist.server"
import { AdminPage } from "~/admin/admin-page"
import { adminHeaders } from "~/admin/headers"
import { adminMeta } from "~/components/admin/admin-meta"
import { AdminList, ExportCsv } from "~/components/admin/admin-list"
import { formatDateTime } from "~/lib/date-format"
import { scopeOf } from "~/scope/request-scope.server"

export async function loader({ context }: Route.LoaderArgs) {
  const entries = await listWaitlist(scopeOf(context).db)
  return {
    entries: entries.map((entry) => ({
      email: entry.email,
      joined: formatDateTime(entry.joinedAt),
    })),
  }
}

export const headers = adminHeaders

export const meta: Route.MetaFunction = () => adminMeta("Waitlist", "The premium waitlist.")

export default function AdminWaitlist({ loaderData }: Route.ComponentProps) {
  const { entries } = loaderData
  return (
    <AdminPage
      title="Waitlist"
      description={`${entries.length} ${entries.length === 1 ? "person wants" : "people want"} to hear when premium cameras open. Nothing is sold yet. Newest first.`}
      actions={<ExportCsv href="/admin/waitlist.csv" />}
    >
      <AdminList
        rows={entries}
        rowKey={(entry) => entry.email}
        empty="Nobody is on the waitlist yet."
        label="Premium waitlist"
        columns={[
          { label: "Email", className: "break-all", cell: (entry) => entry.email },
          { label: "Joined", className: "whitespace-nowrap", cell: (entry) => entry.joined },
        ]}
        className="md:min-w-[30rem]"
      />
    </AdminPage>
  )
}
