// /admin/orders: every order, newest first, with search by order number or e-mail, a filter
// by status (?status=paid) and how long each open order has waited.
import { Link } from "react-router"
import type { Route } from "./+types/orders"
import { AdminPage } from "~/admin/admin-page"
import { adminHeaders } from "~/admin/headers"
import { adminMeta } from "~/components/admin/admin-meta"
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
import { StatusBadge } from "~/components/ui/status-badge"
import { cn } from "~/lib/utils"
import { scopeOf } from "~/scope/request-scope.server"
import { countOrdersByStatus, listOrders } from "~/shop/orders-admin.server"
import { orderStatus, type OrderStatus } from "~/shop/order-status"

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, now } = scopeOf(context)
  const { query, status } = listFilter(request, orderStatus)
  const [orders, counts] = await Promise.all([
    listOrders(db, { query, status, now: now() }),
    countOrdersByStatus(db),
  ])
  return { query, status, orders, counts }
}

export const headers = adminHeaders

export const meta: Route.MetaFunction = () => adminMeta("Orders", "Shop orders.")

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { query, status, orders, counts } = loaderData
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0)
  const filters: { status?: OrderStatus; label: string; count: number }[] = [
    { label: "All", count: total },
    ...orderStatus.statuses.map((s) => ({
      status: s,
      label: orderStatus.labels[s],
      count: counts[s],
    })),
  ]
  return (
    <AdminPage
      title="Orders"
      description="Newest first. Open an order to record its payment and shipping."
      actions={<ExportCsv href="/admin/orders.csv" />}
    >
      <ListSearch id="order-search" label="Search by order number or e-mail" query={query}>
        {status && <input type="hidden" name="status" value={status} />}
      </ListSearch>

      <nav aria-label="Filter by status">
        <ul className="flex flex-wrap gap-2">
          {filters.map((filter) => {
            const current = filter.status === status
            return (
              <li key={filter.label}>
                <Link
                  to={listHref("/admin/orders", { q: query, status: filter.status })}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold whitespace-nowrap outline-none focus-visible:ring-3 focus-visible:ring-sun-400",
                    current
                      ? "border-ocean-700 bg-ocean-700 text-white"
                      : "border-ocean-200 bg-white text-ocean-900 hover:bg-ocean-100",
                  )}
                >
                  {filter.label}
                  <span className="sr-only">:</span>
                  <span
                    className={cn(
                      "rounded-full px-1.5 text-xs",
                      current ? "bg-white/20" : "bg-ocean-100",
                    )}
                  >
                    {filter.count}
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>

      <AdminList
        rows={orders}
        rowKey={(order) => order.orderNumber}
        empty={
          query || status
            ? `No ${status ? `${orderStatus.labels[status].toLowerCase()} ` : ""}orders${query ? ` match “${query}”` : ""}.`
            : "No orders yet."
        }
        emptyStatus
        label="Orders"
        caption={
          countOf(orders.length, "order", "orders") +
          (status ? `, ${orderStatus.labels[status]}` : "") +
          (query ? ` matching “${query}”` : "")
        }
        columns={[
          {
            label: "Order",
            cell: (order) => (
              <RecordLink
                to={`/admin/orders/${encodeURIComponent(order.orderNumber)}`}
                className="whitespace-nowrap"
              >
                {order.orderNumber}
              </RecordLink>
            ),
          },
          { label: "Date", className: "whitespace-nowrap", cell: (order) => order.date },
          {
            label: "Customer",
            cell: (order) => <ContactCell name={order.customerName} email={order.email} />,
          },
          {
            label: "Items",
            cell: (order) => (
              <ul>
                {order.items.map((item, index) => (
                  <li key={index}>
                    {item.quantity} × {item.name}
                    {item.size ? ` (${item.size})` : ""}
                  </li>
                ))}
              </ul>
            ),
          },
          {
            label: "Total",
            className: "font-semibold whitespace-nowrap",
            cell: (order) => order.total,
          },
          {
            label: "Status",
            cell: (order) => <StatusBadge of={orderStatus} status={order.status} />,
          },
          {
            label: "Waiting",
            className: "whitespace-nowrap",
            cell: (order) => order.waited ?? <span className="text-slate-700">—</span>,
          },
        ]}
        className="md:min-w-[56rem]"
      />
    </AdminPage>
  )
}
