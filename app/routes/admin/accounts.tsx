// /admin/accounts: visitor accounts: how many, a search by address, newest first.
import { Search } from "lucide-react"
import { Form, Link } from "react-router"
import type { Route } from "./+types/accounts"
import { countAccounts, searchAccounts, ACCOUNT_LIST_LIMIT } from "~/accounts/accounts-admin.server"
import { AdminPage } from "~/admin/admin-page"
import { adminHeaders } from "~/admin/headers"
import { Button } from "~/components/ui/button"
import { Input } from "~/components/ui/input"
import { Label } from "~/components/ui/label"
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHeader,
  TableRow,
} from "~/components/ui/table"
import { pageMeta } from "~/lib/site"
import { scopeOf } from "~/scope/request-scope.server"

const QUERY_MAX_LENGTH = 254

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, QUERY_MAX_LENGTH)
  const { db } = scopeOf(context)
  const [total, accounts] = await Promise.all([countAccounts(db), searchAccounts(db, query)])
  return { query, total, accounts, limit: ACCOUNT_LIST_LIMIT }
}

export const headers = adminHeaders

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Accounts", "Visitor accounts."),
  { name: "robots", content: "noindex" },
]

export default function AdminAccounts({ loaderData }: Route.ComponentProps) {
  const { query, total, accounts, limit } = loaderData
  return (
    <AdminPage
      title="Accounts"
      description={`${total} ${total === 1 ? "account" : "accounts"}. Visitors make one by signing in with a code mailed to their address; it has no password. Newest first.`}
    >
      <Form method="get" role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-2 sm:max-w-md">
          <Label htmlFor="account-search">Search by e-mail address</Label>
          <Input
            id="account-search"
            type="search"
            name="q"
            defaultValue={query}
            maxLength={QUERY_MAX_LENGTH}
          />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" />
          Search
        </Button>
      </Form>
      {accounts.length === 0 ? (
        <p role="status" className="rounded-xl border border-ocean-100 bg-white p-6 text-slate-700">
          {query ? "No account matches this search." : "No accounts yet."}
        </p>
      ) : (
        <Table label="Accounts" layout="cards" className="md:min-w-[40rem]">
          <TableCaption>
            {accounts.length === limit
              ? `The newest ${limit}`
              : `${accounts.length} ${accounts.length === 1 ? "account" : "accounts"}`}
            {query ? " matching the search" : ""}
          </TableCaption>
          <TableHeader columns={["Email", "Created", "Last seen", "Sessions"]} />
          <TableBody>
            {accounts.map((account) => (
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
            ))}
          </TableBody>
        </Table>
      )}
    </AdminPage>
  )
}
