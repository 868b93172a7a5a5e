// /admin/orders/:orderNumber: one order, its status history, its mail, and the
// status changes awaiting payment -> paid -> shipped, or cancelled.
import { ArrowLeft } from "lucide-react"
import { data, Link, useFetcher } from "react-router"
import type { Route } from "./+types/orders.$orderNumber"
import { AdminPage } from "~/admin/admin-page"
import { Table, TableBody, TableCell, TableHeader, TableRow } from "~/components/ui/table"
import { adminHeaders } from "~/admin/headers"
import { changeOrderStatus, getOrderDetail } from "~/shop/orders-admin.server"
import { orderStatus, type OrderStatus } from "~/shop/order-status"
import { requireFormFields } from "~/lib/form-request.server"
import { StatusBadge } from "~/components/ui/status-badge"
import { Button } from "~/components/ui/button"
import { Card, CardContent, CardHeader } from "~/components/ui/card"
import { toastMessage, useResultToast, type ToastMessage } from "~/lib/result-toast"
import { pageMeta } from "~/lib/site"
import { cn } from "~/lib/utils"
import { scopeOf } from "~/scope/request-scope.server"
import { answerOutages } from "~/db/outage.server"
import { RecordMails } from "~/mail/record-mails"

export async function loader({ params, context }: Route.LoaderArgs) {
  const order = await getOrderDetail(scopeOf(context).db, params.orderNumber)
  if (!order)
    throw data("Order not found", { status: 404, headers: { "Cache-Control": "no-store" } })
  return { order }
}

export type StatusActionResult = { ok: boolean; message: string; toast: ToastMessage }

export const action = answerOutages(async ({ request, params, context }: Route.ActionArgs) => {
  const { status } = await requireFormFields(request, ["status"])
  if (!orderStatus.is(status)) {
    const message = "Unknown status."
    return data<StatusActionResult>(
      { ok: false, message, toast: toastMessage(message, undefined, "destructive") },
      { status: 400 },
    )
  }
  const result = await changeOrderStatus(scopeOf(context).db, params.orderNumber, status)
  if (!result.ok) {
    const message =
      result.reason === "not-found"
        ? "Order not found."
        : `This order is ${orderStatus.label(result.from ?? "")} and cannot become ${orderStatus.labels[status]}.`
    return data<StatusActionResult>(
      { ok: false, message, toast: toastMessage("Status not changed", message, "destructive") },
      { status: result.reason === "not-found" ? 404 : 409 },
    )
  }
  const title = `Order ${params.orderNumber} is now ${orderStatus.labels[status]}`
  const description = result.mailQueued
    ? "A 'payment received' e-mail to the customer is queued."
    : undefined
  return data<StatusActionResult>({
    ok: true,
    message: description ? `${title}. ${description}` : `${title}.`,
    toast: toastMessage(title, description),
  })
})

export const headers = adminHeaders

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta(`Order ${params.orderNumber}`, "Shop order."),
  { name: "robots", content: "noindex" },
]

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData
  const fetcher = useFetcher<StatusActionResult>()
  // Without JavaScript the form posts normally and the answer comes as actionData.
  const result = fetcher.data ?? (actionData as StatusActionResult | undefined)
  useResultToast(result?.toast)
  const next = orderStatus.next[order.status as OrderStatus] ?? []
  const pending = fetcher.state === "submitting" ? fetcher.formData?.get("status") : undefined

  return (
    <AdminPage
      title={<>Order {order.orderNumber}</>}
      description={`Placed ${order.date}`}
      actions={
        <Button asChild variant="outline">
          <Link to="/admin/orders">
            <ArrowLeft aria-hidden="true" />
            All orders
          </Link>
        </Button>
      }
    >
      <fetcher.Form method="post" className="flex flex-wrap items-center gap-3">
        <span className="font-semibold text-ocean-950">Status:</span>
        <StatusBadge of={orderStatus} status={order.status} size="md" />
        {next.map((status) => (
          <Button
            key={status}
            type="submit"
            name="status"
            value={status}
            size="sm"
            variant={status === "cancelled" ? "destructive" : "default"}
            disabled={fetcher.state !== "idle"}
          >
            {pending === status ? "Saving..." : orderStatus.actions[status]}
          </Button>
        ))}
      </fetcher.Form>
      <p
        role="status"
        className={cn(
          !result && "sr-only",
          result?.ok === false ? "text-red-800" : "text-emerald-800",
        )}
      >
        {result?.message ?? ""}
      </p>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold">Customer</h2>
          </CardHeader>
          <CardContent className="flex flex-col gap-1 break-words">
            <p className="font-medium">{order.customerName}</p>
            <p className="break-all">{order.email}</p>
            <address className="mt-2 whitespace-pre-line not-italic">
              {[order.address, `${order.city} ${order.postalCode}`, order.country].join("\n")}
            </address>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold">Status history</h2>
          </CardHeader>
          <CardContent>
            <ol className="flex flex-col gap-2">
              {order.events.map((event, index) => (
                <li key={index} className="flex flex-wrap items-center gap-2">
                  <StatusBadge of={orderStatus} status={event.status} />
                  <span className="text-sm text-slate-700">{event.at}</span>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      </div>

      <section aria-labelledby="items-heading" className="flex flex-col gap-3">
        <h2 id="items-heading" className="text-xl font-semibold text-ocean-950">
          Items
        </h2>
        <Table label="Items table" className="min-w-[32rem]">
          <TableHeader columns={["Item", "Size", "Quantity", "Unit price", "Line total"]} />
          <TableBody>
            {order.items.map((item, index) => (
              <TableRow key={index}>
                <TableCell>{item.name}</TableCell>
                <TableCell>{item.size}</TableCell>
                <TableCell>{item.quantity}</TableCell>
                <TableCell>{item.unitPrice}</TableCell>
                <TableCell>{item.lineTotal}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <tfoot>
            {[
              ["Subtotal", order.subtotal],
              ["Shipping", order.shipping],
              ["Total", order.total],
            ].map(([label, amount]) => (
              <TableRow key={label}>
                <th
                  scope="row"
                  colSpan={4}
                  className="px-4 py-3 text-right text-sm font-semibold text-slate-800"
                >
                  {label}
                </th>
                <TableCell className={cn(label === "Total" && "font-bold text-ocean-950")}>
                  {amount}
                </TableCell>
              </TableRow>
            ))}
          </tfoot>
        </Table>
      </section>

      <RecordMails mails={order.mails} record="order" />
    </AdminPage>
  )
}
