// /admin/orders: every order, newest first, with search by order number or e-mail.
import { Download, Search } from "lucide-react"
import { Form, Link } from "react-router"
import type { Route } from "./+types/orders"
import { AdminPage } from "~/admin/admin-page"
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHeader,
  TableRow,
} from "~/components/ui/table"
import { adminHeaders } from "~/admin/headers"
import { listOrders } from "~/shop/orders-admin.server"
import { StatusBadge } from "~/components/ui/status-badge"
import { orderStatus } from "~/shop/order-status"
import { Button } from "~/components/ui/button"
import { Input } from "~/components/ui/input"
import { Label } from "~/components/ui/label"
import { pageMeta } from "~/lib/site"
import { scopeOf } from "~/scope/request-scope.server"

const QUERY_MAX_LENGTH = 254

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, QUERY_MAX_LENGTH)
  return { query, orders: await listOrders(scopeOf(context).db, { query }) }
}

export const headers = adminHeaders

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Orders", "Shop orders."),
  { name: "robots", content: "noindex" },
]

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { query, orders } = loaderData
  return (
    <AdminPage
      title="Orders"
      description="Newest first. Open an order to record its payment and shipping."
      actions={
        <Button asChild variant="outline">
          <a href="/admin/orders.csv" download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      }
    >
      <Form method="get" role="search" className="flex max-w-xl flex-col gap-2">
        <Label htmlFor="order-search">Search by order number or e-mail</Label>
        <div className="flex gap-2">
          <Input
            id="order-search"
            type="search"
            name="q"
            defaultValue={query}
            maxLength={QUERY_MAX_LENGTH}
            className="min-w-0 flex-1"
          />
          <Button type="submit">
            <Search aria-hidden="true" />
            Search
          </Button>
        </div>
      </Form>

      {orders.length === 0 ? (
        <p role="status" className="rounded-xl border border-ocean-100 bg-white p-6 text-slate-700">
          {query ? `No orders match “${query}”.` : "No orders yet."}
        </p>
      ) : (
        <Table label="Orders" layout="cards" className="md:min-w-[56rem]">
          <TableCaption>
            {orders.length} {orders.length === 1 ? "order" : "orders"}
            {query ? ` matching “${query}”` : ""}
          </TableCaption>
          <TableHeader columns={["Order", "Date", "Customer", "Items", "Total", "Status"]} />
          <TableBody>
            {orders.map((order) => (
              <TableRow key={order.orderNumber}>
                <TableCell label="Order">
                  <Link
                    to={`/admin/orders/${encodeURIComponent(order.orderNumber)}`}
                    className="font-semibold whitespace-nowrap text-ocean-700 underline underline-offset-4 hover:text-ocean-900"
                  >
                    {order.orderNumber}
                  </Link>
                </TableCell>
                <TableCell label="Date" className="whitespace-nowrap">
                  {order.date}
                </TableCell>
                <TableCell label="Customer">
                  <span className="block font-medium break-words text-ocean-950">
                    {order.customerName}
                  </span>
                  <span className="block break-all text-slate-700">{order.email}</span>
                </TableCell>
                <TableCell label="Items">
                  <ul>
                    {order.items.map((item, index) => (
                      <li key={index}>
                        {item.quantity} × {item.name}
                        {item.size ? ` (${item.size})` : ""}
                      </li>
                    ))}
                  </ul>
                </TableCell>
                <TableCell label="Total" className="font-semibold whitespace-nowrap">
                  {order.total}
                </TableCell>
                <TableCell label="Status">
                  <StatusBadge of={orderStatus} status={order.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </AdminPage>
  )
}
