import { data } from "react-router"
import type { Route } from "./+types/checkout"
import { errorMessage, log } from "~/lib/log.server"
import { toastMessage } from "~/lib/result-toast"
import { pageMeta } from "~/lib/site"
import { CHECKOUT_FAILED, CheckoutForm, type CheckoutResult } from "~/shop/checkout-form"
import { parseCheckoutForm } from "~/shop/checkout-schema"
import { createOrder } from "~/shop/orders.server"

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" })

export async function action({ request }: Route.ActionArgs) {
  const parsed = parseCheckoutForm(await request.formData())
  if (!parsed.success) {
    return data<CheckoutResult>({ ok: false, fieldErrors: parsed.fieldErrors }, { status: 400 })
  }
  try {
    const { order } = await createOrder(parsed.data)
    const toast = toastMessage(
      "Order Placed Successfully!",
      `Order ${order.orderNumber} received. You'll be contacted with bank details shortly.`,
    )
    return data<CheckoutResult>({ ok: true, order, toast })
  } catch (error) {
    // The transaction rolled back: nothing of this order is stored.
    log.error("order.failed", { error: errorMessage(error) })
    return data<CheckoutResult>({ ok: false, error: CHECKOUT_FAILED }, { status: 500 })
  }
}

// A lost connection must end in the spec's error toast, not the error page.
export async function clientAction({
  serverAction,
}: Route.ClientActionArgs): Promise<CheckoutResult> {
  try {
    return (await serverAction()) as CheckoutResult
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  }
}

export const meta: Route.MetaFunction = () =>
  pageMeta("Checkout", "Confirm your order and pay by EFT.")

export default function Checkout() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="mb-8 text-3xl font-bold tracking-tight">Checkout</h1>
      <CheckoutForm />
    </section>
  )
}
