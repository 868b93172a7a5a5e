// /admin/accounts: visitor accounts: how many, a search by address, newest first.
import type { Route } from "./+types/accounts"
import { countAccounts, searchAccounts, ACCOUNT_LIST_LIMIT } from "~/accounts/accounts-admin.server"
import { AdminPage } from "~/admin/admin-page"
import { adminHeaders } from "~/admin/headers"
import { adminMeta } from "~/components/admin/admin-meta"
import {
  AdminList,
  countOf,
  ListSearch,
  RecordLink,
  searchQuery,
} from "~/components/admin/admin-list"
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
        rowKey={(account) => account.id}
        empty={query ? "No account matches this search." : "No accounts yet."}
        emptyStatus
        label="Accounts"
        caption={
          (accounts.length === limit
            ? `The newest ${limit}`
            : countOf(accounts.length, "account", "accounts")) +
          (query ? " matching the search" : "")
        }
        columns={[
          {
            label: "Email",
            className: "break-all",
            cell: (account) => (
              <RecordLink to={`/admin/accounts/${account.id}`}>{account.email}</RecordLink>
            ),
          },
          { label: "Created", className: "whitespace-nowrap", cell: (account) => account.created },
          {
            label: "Last seen",
            className: "whitespace-nowrap",
            cell: (account) => account.lastSeen,
          },
          { label: "Sessions", cell: (account) => account.sessions },
        ]}
        className="md:min-w-[40rem]"
      />
    </AdminPage>
  )
}
