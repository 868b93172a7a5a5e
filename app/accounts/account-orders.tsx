// "Your orders" on the account page: each order with its status, and for an unpaid one the
// bank details and reference to pay it by EFT (the same rows as the order mail).
import { CardList } from "~/components/ui/card-list"
import { StatusBadge } from "~/components/ui/status-badge"
import { formatRand } from "~/shop/money"
import { EftDetailsBox } from "~/shop/order-page-eft"
import { orderStatus } from "~/shop/order-status"
import type { AccountOrder } from "./accounts.server"

export type AccountOrderView = AccountOrder & { eft?: [string, string][] }

export function AccountOrders({ orders }: { orders: AccountOrderView[] }) {
  return (
    <CardList
      label="Your orders"
      items={orders}
      itemKey={(order) => order.orderNumber}
      empty="No orders with this address yet. Orders placed with it, also as a guest, show here."
      className="gap-4"
      itemClassName="rounded-lg shadow-xs"
    >
      {(order) => (
        <>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <h3 className="font-mono font-semibold text-ocean-950">{order.orderNumber}</h3>
            <StatusBadge of={orderStatus} status={order.status} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-700">Placed</dt>
            <dd>{order.date}</dd>
            <dt className="text-slate-700">Total</dt>
            <dd className="font-semibold">{formatRand(order.total)}</dd>
          </dl>
          {order.eft && (
            <EftDetailsBox
              payment={{ rows: order.eft, reference: order.orderNumber }}
              title="Pay by EFT into this account"
              Heading="h4"
            />
          )}
        </>
      )}
    </CardList>
  )
}
