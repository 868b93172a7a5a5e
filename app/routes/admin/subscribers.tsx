// /admin/subscribers: the newsletter list with sign-up dates, and CSV export (issue 5).
import { Download } from "lucide-react"
import type { Route } from "./+types/subscribers"
import { AdminPage, TableScroller, tdClass, thClass } from "~/admin/admin-page"
import { adminHeaders } from "~/admin/headers"
import { requireAdminPage } from "~/admin/session.server"
import { listSubscriberRows } from "~/admin/subscribers-admin.server"
import { Button } from "~/components/ui/button"
import { pageMeta } from "~/lib/site"

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request)
  return { subscribers: await listSubscriberRows() }
}

export const headers = adminHeaders

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Subscribers", "Newsletter subscribers."),
  { name: "robots", content: "noindex" },
]

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { subscribers } = loaderData
  return (
    <AdminPage
      title="Subscribers"
      description={`${subscribers.length} ${subscribers.length === 1 ? "address" : "addresses"} signed up for the newsletter, newest first.`}
      actions={
        <Button asChild variant="outline">
          <a href="/admin/subscribers.csv" download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      }
    >
      {subscribers.length === 0 ? (
        <p className="rounded-xl border border-ocean-100 bg-white p-6 text-slate-700">
          No subscribers yet.
        </p>
      ) : (
        <TableScroller label="Subscribers">
          <table className="w-full min-w-[28rem]">
            <thead className="border-b border-ocean-100 bg-ocean-50">
              <tr>
                <th scope="col" className={thClass}>
                  Email
                </th>
                <th scope="col" className={thClass}>
                  Signed up
                </th>
              </tr>
            </thead>
            <tbody>
              {subscribers.map((subscriber) => (
                <tr key={subscriber.email} className="border-b border-ocean-50 last:border-0">
                  <td className={`${tdClass} break-all`}>{subscriber.email}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{subscriber.signedUp}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </AdminPage>
  )
}
