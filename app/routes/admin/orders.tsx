// /admin/orders: every order, newest first, with search by order number or e-mail.
import { Download, Search } from "lucide-react"
import { Form, Link } from "react-router"
import type { Route } from "./+types/orders"
import {
  AdminPage,
  cardBodyClass,
  cardCellClass,
  cardHeadClass,
  cardRowClass,
  cardTableClass,
  TableScroller,
  thClass,
} from "~/admin/admin-page"
import { cn } from "~/lib/utils"
import { adminHeaders } from "~/admin/headers"
import { listOrders } from "~/shop/orders-admin.server"
import { StatusBadge } from "~/admin/status-badge"
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
        <TableScroller label="Orders">
          <table className={cn(cardTableClass, "md:min-w-[56rem]")}>
            <caption className="sr-only">
              {orders.length} {orders.length === 1 ? "order" : "orders"}
              {query ? ` matching “${query}”` : ""}
            </caption>
            <thead className={cardHeadClass}>
              <tr>
                <th scope="col" className={thClass}>
                  Order
                </th>
                <th scope="col" className={thClass}>
                  Date
                </th>
                <th scope="col" className={thClass}>
                  Customer
                </th>
                <th scope="col" className={thClass}>
                  Items
                </th>
                <th scope="col" className={thClass}>
                  Total
                </th>
                <th scope="col" className={thClass}>
                  Status
                </th>
              </tr>
            </thead>
            <tbody className={cardBodyClass}>
              {orders.map((order) => (
                <tr key={order.orderNumber} className={cardRowClass}>
                  <td data-label="Order" className={cardCellClass}>
                    <Link
                      to={`/admin/orders/${encodeURIComponent(order.orderNumber)}`}
                      className="font-semibold whitespace-nowrap text-ocean-700 underline underline-offset-4 hover:text-ocean-900"
                    >
                      {order.orderNumber}
                    </Link>
                  </td>
                  <td data-label="Date" className={`${cardCellClass} whitespace-nowrap`}>
                    {order.date}
                  </td>
                  <td data-label="Customer" className={cardCellClass}>
                    <span className="block font-medium break-words text-ocean-950">
                      {order.customerName}
                    </span>
                    <span className="block break-all text-slate-700">{order.email}</span>
                  </td>
                  <td data-label="Items" className={cardCellClass}>
                    <ul>
                      {order.items.map((item, index) => (
                        <li key={index}>
                          {item.quantity} × {item.name}
                          {item.size ? ` (${item.size})` : ""}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td
                    data-label="Total"
                    className={`${cardCellClass} font-semibold whitespace-nowrap`}
                  >
                    {order.total}
                  </td>
                  <td data-label="Status" className={cardCellClass}>
                    <StatusBadge status={order.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </AdminPage>
  )
}
