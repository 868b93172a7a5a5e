// The confirmation page's content (docs/product.md#order-confirmation).
import { ArrowRight, CheckCircle2, Mail } from "lucide-react"
import { Link } from "react-router"
import { Badge } from "~/components/ui/badge"
import { ButtonLink } from "~/components/ui/button-link"
import { EmailAddress } from "~/components/ui/email-address"
import { TitledCard } from "~/components/ui/titled-card"
import { formatRand } from "~/shop/money"
import { OrderSummaryTotals } from "~/shop/order-summary"
import type { Order } from "~/shop/order"
import { EftDetailsBox } from "~/shop/order-page-eft"
import { OrderLines } from "~/shop/order-page-view"
import { eftDetailRows, type BankAccount } from "~/shop/eft-details"

export function OrderDetails({
  order,
  bank,
  paymentWindow,
}: {
  order: Order
  bank: BankAccount
  /** '7 days'; absent when unpaid orders are kept. */
  paymentWindow?: string
}) {
  const { customer, totals } = order
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <CheckCircle2 className="size-14 text-kelp-600" aria-hidden="true" />
        <h1 className="text-3xl font-bold tracking-tight">Order Confirmed!</h1>
        <p className="text-slate-700">
          Thank you for your order. Please pay by EFT to complete it.
        </p>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <TitledCard title="Order Information">
          <dl className="flex flex-col gap-2 text-sm">
            <Row label="Order Number">
              <span className="font-mono font-semibold">{order.orderNumber}</span>
            </Row>
            <Row label="Order Date">{order.orderDate}</Row>
            <Row label="Status">
              <Badge variant="premium">Awaiting Payment</Badge>
            </Row>
          </dl>
        </TitledCard>
        <TitledCard title="Customer Details">
          <dl className="flex flex-col gap-2 text-sm">
            <Row label="Name">
              {customer.firstName} {customer.lastName}
            </Row>
            <Row label="Email">
              <EmailAddress email={customer.email} />
            </Row>
            <Row label="Shipping Address">
              <span className="text-right">
                {customer.address}
                <br />
                {customer.city}, {customer.postalCode}
                <br />
                {customer.country}
              </span>
            </Row>
          </dl>
        </TitledCard>
      </div>

      <TitledCard title="Order Items">
        <OrderLines
          items={order.items.map((item) => ({
            ...item,
            unitPrice: formatRand(item.price),
            lineTotal: formatRand(item.price * item.quantity),
          }))}
        />
      </TitledCard>

      <TitledCard title="Payment Summary" contentClassName="flex flex-col gap-4">
        <OrderSummaryTotals totals={totals} />
        <EftDetailsBox
          payment={{
            // The amount is the total just above.
            rows: eftDetailRows(bank, order.orderNumber, totals.total).filter(
              ([label]) => label !== "Amount",
            ),
            reference: order.orderNumber,
            ...(paymentWindow ? { window: { length: paymentWindow } } : {}),
          }}
        />
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            A confirmation e-mail with our bank details has been sent to{" "}
            <strong>
              <EmailAddress email={customer.email} />
            </strong>
            .
          </span>
        </p>
      </TitledCard>

      {order.pagePath && (
        <p className="text-center">
          <Link
            to={order.pagePath}
            className="inline-flex items-center gap-1 font-semibold text-ocean-700 underline underline-offset-4 hover:text-ocean-900"
          >
            Your order's page: follow its payment and shipping
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
          <span className="block text-sm text-slate-700">
            Keep this link (it is in your e-mail too): only it opens your order.
          </span>
        </p>
      )}

      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/merchandise">Continue Shopping</ButtonLink>
        <ButtonLink to="/" variant="outline">
          Return to Home
        </ButtonLink>
      </div>
    </div>
  )
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // Side by side while both fit; on a narrow card a long value moves under its label,
    // still flush right, instead of squeezing the label into a column of single words.
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
      <dt className="shrink-0 text-slate-700">{label}</dt>
      <dd className="ml-auto min-w-0 text-right font-medium">{children}</dd>
    </div>
  )
}
