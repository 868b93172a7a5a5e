// The EFT details of an unpaid order, as the order page and the confirmation page show them.
import type { EftDetails } from "~/shop/order-page.server"

export function EftDetailsBox({ payment }: { payment: EftDetails }) {
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-sun-300/40 p-4 text-sm text-ocean-950">
      <h2 className="text-base font-semibold">Pay by EFT</h2>
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
