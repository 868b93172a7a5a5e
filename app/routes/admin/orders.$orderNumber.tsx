// /admin/orders/:orderNumber: one order, its status history, its mail, and the
// status changes awaiting payment -> paid -> shipped, or cancelled.
import { ExternalLink } from "lucide-react"
import { useRef, useState } from "react"
import { data, useFetcher } from "react-router"
import type { Route } from "./+types/orders.$orderNumber"
import { AdminPage } from "~/admin/admin-page"
import { BackToList, RecordSection, StatusHistoryCard } from "~/components/admin/record-page"
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableRow,
  TableTotals,
} from "~/components/ui/table"
import { adminHeaders } from "~/admin/headers"
import { adminMeta } from "~/components/admin/admin-meta"
import { changeOrderStatus, getOrderDetail } from "~/shop/orders-admin.server"
import { orderStatus } from "~/shop/order-status"
import { firstErrorPerField } from "~/lib/form-fields"
import { requireFormFields } from "~/lib/form-request.server"
import { StatusChanger } from "~/components/ui/status-changer"
import { ResultLine } from "~/components/ui/result-line"
import { useFocusFirstInvalid } from "~/lib/focus-first-invalid"
import { Button } from "~/components/ui/button"
import { TitledCard } from "~/components/ui/titled-card"
import { toastMessage, useResultToast, type ToastMessage } from "~/lib/result-toast"
import { scopeOf } from "~/scope/request-scope.server"
import { answerOutages } from "~/db/outage.server"
import { RecordMails } from "~/mail/record-mails"
import { Input } from "~/components/ui/input"
import { Label } from "~/components/ui/label"
import { NativeSelect } from "~/components/ui/native-select"
import {
  CARRIER_MAX_LENGTH,
  CARRIERS,
  OTHER_CARRIER,
  SHIPMENT_FORM_FIELDS,
  ShipmentFormSchema,
  TRACKING_MAX_LENGTH,
} from "~/shop/shipping"

export async function loader({ params, context }: Route.LoaderArgs) {
  const order = await getOrderDetail(scopeOf(context).db, params.orderNumber)
  if (!order)
    throw data("Order not found", { status: 404, headers: { "Cache-Control": "no-store" } })
  return { order }
}

export type StatusActionResult = {
  ok: boolean
  message: string
  toast: ToastMessage
  fieldErrors?: Partial<Record<(typeof SHIPMENT_FORM_FIELDS)[number], string>>
}

export const action = answerOutages(async ({ request, params, context }: Route.ActionArgs) => {
  const form = await requireFormFields(request, ["status", ...SHIPMENT_FORM_FIELDS])
  const { status } = form
  if (!orderStatus.is(status)) {
    const message = "Unknown status."
    return data<StatusActionResult>(
      { ok: false, message, toast: toastMessage(message, undefined, "destructive") },
      { status: 400 },
    )
  }
  // Carrier and tracking number come with 'Mark shipped' only; both may be left empty.
  const shipment =
    status === "shipped"
      ? ShipmentFormSchema.safeParse({
          carrier: form.carrier ?? "",
          otherCarrier: form.otherCarrier ?? "",
          trackingNumber: form.trackingNumber ?? "",
        })
      : undefined
  if (shipment && !shipment.success) {
    const fieldErrors = firstErrorPerField(shipment.error)
    const message = Object.values(fieldErrors).join(" ")
    return data<StatusActionResult>(
      {
        ok: false,
        message,
        fieldErrors,
        toast: toastMessage("Not marked shipped", message, "destructive"),
      },
      { status: 400 },
    )
  }
  const { db, now } = scopeOf(context)
  const result = await changeOrderStatus(db, params.orderNumber, status, now(), {
    shipment: shipment?.data,
  })
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
  const description = !result.mailQueued
    ? undefined
    : status === "shipped"
      ? "A 'your order has shipped' e-mail to the customer is queued."
      : "A 'payment received' e-mail to the customer is queued."
  return data<StatusActionResult>({
    ok: true,
    message: description ? `${title}. ${description}` : `${title}.`,
    toast: toastMessage(title, description),
  })
})

export const headers = adminHeaders

export const meta: Route.MetaFunction = ({ params }) =>
  adminMeta(`Order ${params.orderNumber}`, "Shop order.")

const ITEM_COLUMNS = ["Item", "Size", "Quantity", "Unit price", "Line total"]

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData
  // Without JavaScript the forms post normally and the answer comes as actionData.
  const fallback = actionData as StatusActionResult | undefined
  const canShip = orderStatus.is(order.status) && orderStatus.next[order.status].includes("shipped")
  // Shipping removes the ship form in the same update that brings its answer, so the answer's
  // toast is raised here, where it stays mounted.
  const shipping = useFetcher<StatusActionResult>({ key: SHIP_FETCHER })
  useResultToast(shipping.data?.toast)

  return (
    <AdminPage
      title={<>Order {order.orderNumber}</>}
      description={`Placed ${order.date}`}
      actions={<BackToList to="/admin/orders">All orders</BackToList>}
    >
      <StatusChanger
        of={orderStatus}
        status={order.status}
        except={["shipped"]}
        fallback={fallback?.fieldErrors ? undefined : fallback}
        variant={(status) => (status === "cancelled" ? "destructive" : "default")}
      />
      {canShip && <ShipForm fallback={fallback?.fieldErrors ? fallback : undefined} />}

      <div className="grid gap-6 lg:grid-cols-2">
        <TitledCard title="Customer" contentClassName="flex flex-col gap-1 break-words">
          <p className="font-medium">{order.customerName}</p>
          <p className="break-all">{order.email}</p>
          <address className="mt-2 whitespace-pre-line not-italic">
            {[order.address, `${order.city} ${order.postalCode}`, order.country].join("\n")}
          </address>
          {order.status === "shipped" && (
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-700">Carrier</dt>
              <dd className="font-medium">{order.carrier ?? "Not given"}</dd>
              <dt className="text-slate-700">Tracking number</dt>
              <dd className="font-mono break-all">{order.trackingNumber ?? "Not given"}</dd>
              {order.trackingUrl && (
                <dd className="col-span-2">
                  <a
                    href={order.trackingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 font-semibold text-ocean-700 underline underline-offset-4 hover:text-ocean-900"
                  >
                    Tracking at {order.carrier}
                    <ExternalLink className="size-4" aria-hidden="true" />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </dd>
              )}
            </dl>
          )}
        </TitledCard>

        <StatusHistoryCard of={orderStatus} events={order.events} />
      </div>

      <RecordSection id="items-heading" title="Items">
        {/* Cards on a phone, so the totals stay on the screen. */}
        <Table label="Order items" layout="cards" className="md:min-w-[32rem]">
          <TableHeader columns={ITEM_COLUMNS} />
          <TableBody>
            {order.items.map((item, index) => (
              <TableRow key={index}>
                <TableCell label="Item">{item.name}</TableCell>
                <TableCell label="Size">{item.size}</TableCell>
                <TableCell label="Quantity">{item.quantity}</TableCell>
                <TableCell label="Unit price">{item.unitPrice}</TableCell>
                <TableCell label="Line total">{item.lineTotal}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableTotals
            columns={ITEM_COLUMNS.length}
            totals={[
              ["Subtotal", order.subtotal],
              ["Shipping", order.shipping],
              ["Total", order.total],
            ]}
          />
        </Table>
      </RecordSection>

      <RecordMails mails={order.mails} record="order" />
    </AdminPage>
  )
}

type ShipFields = NonNullable<StatusActionResult["fieldErrors"]>

const SHIP_FETCHER = "ship-order"

function ShipForm({ fallback }: { fallback?: StatusActionResult }) {
  const fetcher = useFetcher<StatusActionResult>({ key: SHIP_FETCHER })
  const result = fetcher.data ?? fallback
  useResultToast(fetcher.data ? undefined : fallback?.toast)
  const fieldErrors: ShipFields | undefined = result?.ok === false ? result.fieldErrors : undefined
  const [carrier, setCarrier] = useState("")
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstInvalid(formRef, fieldErrors)
  const pending = fetcher.state === "submitting" && fetcher.formData?.get("status") === "shipped"
  const describedBy = (name: keyof ShipFields) =>
    fieldErrors?.[name] ? { "aria-invalid": true, "aria-describedby": `${name}-error` } : {}
  const error = (name: keyof ShipFields) =>
    fieldErrors?.[name] && (
      <p id={`${name}-error`} className="text-sm text-red-800">
        {fieldErrors[name]}
      </p>
    )
  return (
    <TitledCard title="Ship this order">
      <fetcher.Form
        ref={formRef}
        method="post"
        className="grid items-start gap-4 md:grid-cols-[repeat(3,minmax(0,1fr))_auto]"
      >
        <input type="hidden" name="status" value="shipped" />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="ship-carrier">Carrier (optional)</Label>
          <NativeSelect
            id="ship-carrier"
            name="carrier"
            value={carrier}
            onChange={(event) => setCarrier(event.target.value)}
            {...describedBy("carrier")}
          >
            <option value="">Not given</option>
            {CARRIERS.map((known) => (
              <option key={known.id} value={known.id}>
                {known.name}
              </option>
            ))}
            <option value={OTHER_CARRIER}>Other</option>
          </NativeSelect>
          {error("carrier")}
        </div>
        {carrier === OTHER_CARRIER && (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="ship-other">Carrier's name</Label>
            <Input
              id="ship-other"
              name="otherCarrier"
              maxLength={CARRIER_MAX_LENGTH}
              autoComplete="off"
              {...describedBy("otherCarrier")}
            />
            {error("otherCarrier")}
          </div>
        )}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="ship-tracking">Tracking number (optional)</Label>
          <Input
            id="ship-tracking"
            name="trackingNumber"
            maxLength={TRACKING_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            {...describedBy("trackingNumber")}
          />
          {error("trackingNumber")}
        </div>
        <Button type="submit" className="md:mt-6" disabled={fetcher.state !== "idle"}>
          {pending ? "Saving..." : orderStatus.actions.shipped}
        </Button>
      </fetcher.Form>
      <p className="mt-2 text-sm text-slate-700">
        The customer gets a 'your order has shipped' e-mail with the carrier and tracking number.
      </p>
      <ResultLine result={result} className="mt-2" />
    </TitledCard>
  )
}
