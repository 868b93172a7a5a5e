// The customer's order page (docs/product.md#order-page): status with its history, the
// EFT details while unpaid, the tracking once shipped, items, totals and address.
import { ExternalLink } from "lucide-react"
import { StatusBadge, StatusHistory } from "~/components/ui/status-badge"
import { TitledCard } from "~/components/ui/titled-card"
import { EftDetailsBox } from "~/shop/order-page-eft"
import type { CustomerOrderView } from "~/shop/order-page.server"
import { orderStatus } from "~/shop/order-status"

export function CustomerOrderPage({ order }: { order: CustomerOrderView }) {
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight break-words">
          Order <span className="font-mono">{order.orderNumber}</span>
        </h1>
        <p className="flex flex-wrap items-center gap-2 text-slate-700">
          <span>Placed {order.placed}.</span>
          <span className="inline-flex items-center gap-2">
            Status: <StatusBadge of={orderStatus} status={order.status} size="md" />
          </span>
        </p>
      </header>

      {order.payment && <EftDetailsBox payment={order.payment} />}
      {order.shipment && <ShipmentBox shipment={order.shipment} />}

      <div className="grid gap-6 md:grid-cols-2">
        <TitledCard title="Status history">
          <StatusHistory of={orderStatus} events={order.events} />
        </TitledCard>
        <TitledCard title="Shipping to">
          <address className="break-words not-italic">
            <span className="font-medium">{order.shipTo.name}</span>
            {order.shipTo.lines.map((line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ))}
          </address>
        </TitledCard>
      </div>

      <TitledCard title="Items">
        <OrderLines items={order.items} />
        <dl className="mt-3 flex flex-col gap-1 border-t border-ocean-100 pt-3 text-sm">
          {[
            ["Subtotal", order.subtotal],
            ["Shipping", order.shipping],
            ["Total", order.total],
          ].map(([label, amount]) => (
            <div
              key={label}
              className={
                label === "Total"
                  ? "flex justify-between text-base font-bold text-ocean-950"
                  : "flex justify-between"
              }
            >
              <dt>{label}</dt>
              <dd>{amount}</dd>
            </div>
          ))}
        </dl>
      </TitledCard>
      <p className="text-sm text-slate-700">
        Questions about your order? Reply to your order e-mail, quoting {order.orderNumber}.
      </p>
    </div>
  )
}

type OrderLine = {
  name: string
  size?: string | null
  quantity: number
  /** Formatted amounts: 'R299.00'. */
  unitPrice: string
  lineTotal: string
}

/** An order's items, each with its size, quantity, line total and unit price. */
export function OrderLines({ items }: { items: readonly OrderLine[] }) {
  return (
    <ul aria-label="Ordered items" className="flex flex-col divide-y divide-ocean-100">
      {items.map((item, index) => (
        <li key={index} className="flex justify-between gap-4 py-3 text-sm">
          <div className="min-w-0">
            <p className="font-semibold">{item.name}</p>
            <p className="text-slate-700">
              {item.size ? `Size: ${item.size} · ` : ""}Quantity: {item.quantity}
            </p>
          </div>
          <div className="shrink-0 text-right whitespace-nowrap">
            <p className="font-semibold">{item.lineTotal}</p>
            <p className="text-slate-700">{item.unitPrice} each</p>
          </div>
        </li>
      ))}
    </ul>
  )
}

function ShipmentBox({ shipment }: { shipment: NonNullable<CustomerOrderView["shipment"]> }) {
  return (
    <section
      aria-labelledby="shipment-heading"
      className="flex flex-col gap-2 rounded-lg border border-kelp-700/30 bg-white p-4 text-sm"
    >
      <h2 id="shipment-heading" className="text-base font-semibold text-ocean-950">
        Your order is on its way
      </h2>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-4 gap-y-1">
        {shipment.carrier && (
          <>
            <dt className="text-slate-700">Carrier</dt>
            <dd className="font-semibold break-words">{shipment.carrier}</dd>
          </>
        )}
        {shipment.trackingNumber && (
          <>
            <dt className="whitespace-nowrap text-slate-700">Tracking number</dt>
            <dd className="font-mono font-semibold break-all select-all">
              {shipment.trackingNumber}
            </dd>
          </>
        )}
      </dl>
      {shipment.trackingUrl && (
        <p>
          <a
            href={shipment.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-ocean-700 underline underline-offset-4 hover:text-ocean-900"
          >
            Track your parcel at {shipment.carrier}
            <ExternalLink className="size-4" aria-hidden="true" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          {!shipment.urlIncludesNumber && shipment.trackingNumber && (
            <span className="block text-slate-700">
              Enter the tracking number above on the carrier's page.
            </span>
          )}
        </p>
      )}
    </section>
  )
}
