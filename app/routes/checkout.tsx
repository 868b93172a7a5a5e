import { data, type ShouldRevalidateFunctionArgs } from "react-router"
import type { Route } from "./+types/checkout"
import { replayOrAdmit, replaysRefused, type Refusal } from "~/abuse/admission.server"
import { SOLUTION_FIELD } from "~/abuse/challenge-field"
import { CHECKOUT_RATE_LIMIT } from "~/abuse/limits"
import { withRetryAfter } from "~/abuse/retry-after"
import { readFormFields } from "~/lib/form-request.server"
import { errorMessage, log } from "~/lib/log.server"
import { toastMessage } from "~/lib/result-toast"
import { pageMeta } from "~/lib/site"
import {
  CHECKOUT_FAILED,
  CheckoutForm,
  STOCK_SHORT,
  type CheckoutResult,
} from "~/shop/checkout-form"
import { CHECKOUT_FORM_FIELDS, parseCheckoutValues } from "~/shop/checkout-schema"
import { createOrder, findOrderByKey } from "~/shop/orders.server"
import { OutOfStockError, storefrontStock, type Shortage } from "~/shop/stock.server"
import { shortageMessage, stockKey } from "~/shop/stock"
import type { Order } from "~/shop/order"
import { scopeOf } from "~/scope/request-scope.server"
import { answerOutages } from "~/db/outage.server"

export const headers = withRetryAfter({ "Cache-Control": "no-store" })

// What is left of each limited size, to mark a line that sold out since it was added.
export async function loader({ context }: Route.LoaderArgs) {
  return { stock: await storefrontStock(scopeOf(context).db) }
}

// Not after the order is sent: its answer says all (the stock refusal per line), and a lost
// connection must end in the form's error toast, not in a failed reload of the stock.
export function shouldRevalidate({
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formAction === "/checkout" ? false : defaultShouldRevalidate
}

export const action = answerOutages(async ({ request, context }: Route.ActionArgs) => {
  // A client that keeps repeating stored orders is stopped before its form is read.
  const replays = replaysRefused(CHECKOUT_RATE_LIMIT, scopeOf(context))
  if (replays) return refused(replays)
  const form = await readFormFields(request, [...CHECKOUT_FORM_FIELDS, SOLUTION_FIELD])
  if (!form.ok)
    return data<CheckoutResult>({ ok: false, message: form.error }, { status: form.status })
  const parsed = parseCheckoutValues(form.values)
  if (!parsed.success) {
    return data<CheckoutResult>({ ok: false, fieldErrors: parsed.fieldErrors }, { status: 400 })
  }
  try {
    // A repeated submit of a stored order is answered without counting against the limit.
    const scope = scopeOf(context)
    const gate = await replayOrAdmit(
      scope,
      CHECKOUT_RATE_LIMIT,
      form.values[SOLUTION_FIELD],
      (db) => findOrderByKey(db, parsed.data.idempotencyKey),
    )
    if ("stored" in gate) return data<CheckoutResult>(placed(gate.stored))
    if ("refusal" in gate) return refused(gate.refusal)
    const { db, now } = scope
    const { order } = await createOrder(db, parsed.data, { now })
    return data<CheckoutResult>(placed(order))
  } catch (error) {
    // The transaction rolled back: nothing of this order is stored.
    if (error instanceof OutOfStockError) return outOfStock(error.shortages)
    log.error("order.failed", { error: errorMessage(error) })
    return data<CheckoutResult>({ ok: false, message: CHECKOUT_FAILED }, { status: 500 })
  }
})

// Without JavaScript the message is the answer; the form's script solves a challenge instead.
function refused({ status, headers, message, retryAfterSeconds, challenge }: Refusal) {
  return data<CheckoutResult>(
    { ok: false, message, retryAfterSeconds, challenge },
    { status, headers },
  )
}

function outOfStock(shortages: Shortage[]) {
  const lineErrors = Object.fromEntries(
    shortages.map((line) => [
      stockKey(line.productId, line.size),
      shortageMessage(line.size, line.left),
    ]),
  )
  return data<CheckoutResult>({ ok: false, message: STOCK_SHORT, lineErrors }, { status: 409 })
}

function placed(order: Order): CheckoutResult {
  const toast = toastMessage(
    "Order Placed Successfully!",
    `Order ${order.orderNumber} received. You'll be contacted with bank details shortly.`,
  )
  return { ok: true, order, toast }
}

// A lost connection must end in the checkout's error toast, not the error page.
export async function clientAction({
  serverAction,
}: Route.ClientActionArgs): Promise<CheckoutResult> {
  try {
    return (await serverAction()) as CheckoutResult
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) }
  }
}

export const meta: Route.MetaFunction = () =>
  pageMeta("Checkout", "Confirm your order and pay by EFT.")

/** Why a posted order was refused, for a page that was posted without JavaScript. */
function refusalOf(result: CheckoutResult | undefined): string | undefined {
  if (!result || result.ok) return undefined
  const fields = Object.values(result.fieldErrors ?? {})
  const lines = Object.values(result.lineErrors ?? {}).map((message) => `${message}.`)
  if (result.message) return [result.message, ...lines].join(" ")
  return fields.length ? `Please check your order: ${fields.join(" ")}` : undefined
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  // The form posts with JavaScript and shows its own messages; a plain post lands here.
  const refusal = refusalOf(actionData)
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="mb-8 text-3xl font-bold tracking-tight">Checkout</h1>
      {refusal && (
        <p role="alert" className="mb-6 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      )}
      <CheckoutForm stock={loaderData.stock} />
    </section>
  )
}
