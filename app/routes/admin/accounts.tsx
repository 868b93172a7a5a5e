// /admin/accounts: visitor accounts: how many, a search by address, newest first.
import { Link } from "react-router"
import type { Route } from "./+types/accounts"
import { countAccounts, searchAccounts, ACCOUNT_LIST_LIMIT } from "~/accounts/accounts-admin.server"
import { AdminPage } from "~/admin/admin-page"
import { adminHeaders } from "~/admin/headers"
import { adminMeta } from "~/components/admin/admin-meta"
import { AdminList, countOf, ListSearch, searchQuery } from "~/components/admin/admin-list"
import { TableCell, TableRow } from "~/components/ui/table"
import { scopeOf } from "~/scope/request-scope.server"

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = searchQuery(new URL(request.url).searchParams)
  const { db } = scopeOf(context)
  const [total, accounts] = await Promise.all([countAccounts(db), searchAccounts(db, query)])
  return { query, total, accounts, limit: ACCOUNT_LIST_LIMIT }
}

export const headers = adminHeaders

export const meta: Route.MetaFunction = () => adminMeta("Accounts", "Visitor accounts.")

export default function AdminAccounts({ loaderData }: Route.ComponentProps) {
  const { query, total, accounts, limit } = loaderData
  return (
    <AdminPage
      title="Accounts"
      description={`${countOf(total, "account", "accounts")}. Visitors make one by signing in with a code mailed to their address; it has no password. Newest first.`}
    >
      <ListSearch id="account-search" label="Search by e-mail address" query={query} />
      <AdminList
        rows={accounts}
        empty={query ? "No account matches this search." : "No accounts yet."}
        emptyStatus
        label="Accounts"
        caption={
          (accounts.length === limit
            ? `The newest ${limit}`
            : countOf(accounts.length, "account", "accounts")) +
          (query ? " matching the search" : "")
        }
        columns={["Email", "Created", "Last seen", "Sessions"]}
        className="md:min-w-[40rem]"
      >
        {(account) => (
          <TableRow key={account.id}>
            <TableCell label="Email" className="break-all">
              <Link
                to={`/admin/accounts/${account.id}`}
                className="font-semibold text-ocean-700 underline underline-offset-4 hover:text-ocean-900"
              >
                {account.email}
              </Link>
            </TableCell>
            <TableCell label="Created" className="whitespace-nowrap">
              {account.created}
            </TableCell>
            <TableCell label="Last seen" className="whitespace-nowrap">
              {account.lastSeen}
            </TableCell>
            <TableCell label="Sessions">{account.sessions}</TableCell>
          </TableRow>
        )}
      </AdminList>
    </AdminPage>
  )
}
