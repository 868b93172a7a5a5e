// The EFT details of an unpaid order, as the order page, the confirmation page and the
// visitor's account show them.
import type { EftDetails } from "~/shop/order-page.server"

export function EftDetailsBox({
  payment,
  title = "Pay by EFT",
  Heading = "h2",
}: {
  payment: EftDetails
  title?: string
  /** The heading's level where the box sits deeper in the page. */
  Heading?: "h2" | "h4"
}) {
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-sun-300/40 p-4 text-sm text-ocean-950">
      <Heading className="text-base font-semibold">{title}</Heading>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-4 gap-y-1">
        {payment.rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="whitespace-nowrap text-slate-800">{label}</dt>
            <dd className="font-semibold break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        Use your order number <strong className="whitespace-nowrap">{payment.reference}</strong> as
        the payment reference. We process your order once the payment has reached our account.
      </p>
      {payment.window && (
        <p>
          Please pay within {payment.window.length}
          {payment.window.endsAt && (
            <>
              , by <strong className="whitespace-nowrap">{payment.window.endsAt}</strong>
            </>
          )}
          , to keep your order: an order still unpaid then is cancelled.
        </p>
      )}
    </div>
  )
}
