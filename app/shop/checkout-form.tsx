// The checkout form (docs/product.md#checkout). It validates with the shared
// schema before sending, posts through a fetcher to the checkout action, and on
// success: toast, last order saved, cart cleared, form reset,
// then the confirmation page with the order in navigation state.
import { Landmark } from "lucide-react"
import { useEffect, useRef, useState } from "react"
import type { Challenge } from "altcha-lib"
import { Link, useFetcher, useNavigate } from "react-router"
import { SOLUTION_FIELD } from "~/abuse/challenge-field"
import { useChallengeResend } from "~/abuse/use-challenge"
import { Button } from "~/components/ui/button"
import { ButtonLink } from "~/components/ui/button-link"
import { TitledCard } from "~/components/ui/titled-card"
import { Input } from "~/components/ui/input"
import { dropFixedError, FormField } from "~/components/ui/form-field"
import { toast } from "~/components/ui/use-toast"
import { focusFirstInvalid, useFocusFirstInvalid } from "~/lib/focus-first-invalid"
import { newIdempotencyKey } from "~/lib/idempotency-key"
import type { ToastMessage } from "~/lib/result-toast"
import { useCart } from "~/shop/cart-context"
import { CartPlaceholder } from "~/shop/cart-placeholder"
import {
  DEFAULT_COUNTRY,
  FIELD_MAX,
  parseCheckoutForm,
  type CheckoutField,
  type FieldErrors,
} from "~/shop/checkout-schema"
import { EmptyCart } from "~/shop/empty-cart"
import { formatRand } from "~/shop/money"
import { saveLastOrder, type Order } from "~/shop/order"
import { OrderSummaryTotals } from "~/shop/order-summary"
import { lineStockNote, stockKey, type StockLevels } from "~/shop/stock"
import { LineStockNote } from "~/shop/stock-note"

export type CheckoutResult =
  | { ok: true; order: Order; toast: ToastMessage }
  | {
      ok: false
      fieldErrors?: FieldErrors
      /** A line refused for stock, by `stockKey(id, size)`: said beside that line. */
      lineErrors?: Record<string, string>
      message?: string
      retryAfterSeconds?: number
      /** The site is busy: solved and sent back by the form itself. */
      challenge?: Challenge
    }

export const CHECKOUT_FAILED = "Failed to process order. Please try again."
export const STOCK_SHORT =
  "Some items are no longer available in the quantity you chose. Nothing was ordered: please remove or change the marked lines in your cart."

export function CheckoutForm({ stock }: { stock: StockLevels }) {
  const { ready, cart, cartTotal, clearCart } = useCart()
  const fetcher = useFetcher<CheckoutResult>()
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstInvalid(
    formRef,
    fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined,
  )
  const handled = useRef<CheckoutResult | undefined>(undefined)
  const [idempotencyKey, setIdempotencyKey] = useState("")
  const [errors, setErrors] = useState<FieldErrors>({})
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({})
  // A refusal the visitor can act on (too many orders: wait), shown above the button.
  const [notice, setNotice] = useState<string | undefined>(undefined)
  const [placed, setPlaced] = useState(false)
  // The last form sent, to send again with a solved challenge.
  const sent = useRef<FormData | null>(null)
  const challenge = fetcher.data && !fetcher.data.ok ? fetcher.data.challenge : undefined
  const solving = useChallengeResend(challenge, (solution) => {
    const formData = sent.current
    if (!formData) return
    formData.set(SOLUTION_FIELD, solution)
    void fetcher.submit(formData, { method: "post", action: "/checkout" })
  })
  const busy = fetcher.state !== "idle" || solving

  // One key per filled-in form, made in the browser: a double submit sends the
  // same key and the server answers with the first order (docs/decisions/idempotent-orders.md).
  useEffect(() => setIdempotencyKey(newIdempotencyKey()), [])

  useEffect(() => {
    const result = fetcher.data
    if (!result || fetcher.state !== "idle" || solving || handled.current === result) return
    handled.current = result
    if (result.ok) {
      const { order } = result
      toast({ title: result.toast.title, description: result.toast.description })
      saveLastOrder(window.localStorage, order)
      setPlaced(true)
      clearCart()
      formRef.current?.reset()
      setIdempotencyKey(newIdempotencyKey())
      navigate("/order-confirmation", { state: { order } })
      return
    }
    if (result.fieldErrors) setErrors(result.fieldErrors)
    setLineErrors(result.lineErrors ?? {})
    console.error("Checkout failed:", result.message ?? result.fieldErrors)
    // Refusals the visitor can act on (wait; change the marked lines) stay above the button.
    const actionable = result.retryAfterSeconds !== undefined || result.lineErrors !== undefined
    setNotice(actionable ? result.message : undefined)
    toast({
      title: "Error",
      description: actionable && result.message ? result.message : CHECKOUT_FAILED,
      variant: "destructive",
    })
  }, [fetcher.data, fetcher.state, solving, clearCart, navigate])

  if (!ready || placed) return <CartPlaceholder />
  if (cart.length === 0) return <EmptyCart linkLabel="Back to Shop" />

  // The same schema as the server's.
  function handleChange(event: React.FormEvent<HTMLFormElement>) {
    dropFixedError(event, errors, parseCheckoutForm, setErrors)
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const formData = new FormData(form)
    const parsed = parseCheckoutForm(formData)
    if (!parsed.success) {
      setErrors(parsed.fieldErrors)
      focusFirstInvalid(form, parsed.fieldErrors)
      return
    }
    setErrors({})
    setLineErrors({})
    setNotice(undefined)
    sent.current = formData
    void fetcher.submit(formData, { method: "post", action: "/checkout" })
  }

  const items = JSON.stringify(cart.map(({ id, size, quantity }) => ({ id, size, quantity })))
  const formError = errors.items ?? errors.idempotencyKey ?? notice

  return (
    <form
      ref={formRef}
      method="post"
      action="/checkout"
      onSubmit={handleSubmit}
      onChange={handleChange}
      className="grid items-start gap-6 lg:grid-cols-3"
    >
      <input type="hidden" name="items" value={items} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <div className="flex flex-col gap-6 lg:col-span-2">
        <TitledCard title="Contact Information">
          <Field name="email" label="Email" type="email" autoComplete="email" errors={errors} />
        </TitledCard>

        <TitledCard title="Shipping Address" contentClassName="grid gap-4 sm:grid-cols-2">
          {ADDRESS_FIELDS.map(({ wide, ...field }) => (
            <Field
              key={field.name}
              {...field}
              errors={errors}
              className={wide ? "sm:col-span-2" : undefined}
            />
          ))}
        </TitledCard>

        <TitledCard title="Payment Information">
          <div className="flex gap-3 rounded-lg bg-ocean-50 p-4 text-sm text-ocean-900">
            <Landmark className="mt-0.5 size-5 shrink-0 text-ocean-700" aria-hidden="true" />
            <div className="flex flex-col gap-1">
              <p className="font-semibold">Payment by EFT (bank transfer)</p>
              <p>
                Your order will be processed once payment is received. Bank details will be e-mailed
                to you after you confirm your order.
              </p>
            </div>
          </div>
        </TitledCard>
      </div>

      <TitledCard
        title="Order Summary"
        className="lg:sticky lg:top-24"
        contentClassName="flex flex-col gap-4"
      >
        <ul aria-label="Order items" className="flex flex-col gap-3">
          {cart.map((line) => {
            const note = lineErrors[stockKey(line.id, line.size)] ?? lineStockNote(stock, line)
            return (
              <li key={`${line.id}-${line.size}`} className="flex flex-col gap-1 text-sm">
                <div className="flex justify-between gap-4">
                  <span>
                    {line.name} ({line.size}) × {line.quantity}
                  </span>
                  <span className="font-medium">{formatRand(line.price * line.quantity)}</span>
                </div>
                {note && <LineStockNote>{note}</LineStockNote>}
              </li>
            )
          })}
        </ul>
        <OrderSummaryTotals subtotal={cartTotal} className="border-t border-ocean-100 pt-4" />
        {formError && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {formError}
          </p>
        )}
        <p className="text-sm text-slate-700">
          You place your order on our <LegalLink to="/terms">Terms and Conditions</LegalLink>; our{" "}
          <LegalLink to="/privacy">Privacy Policy</LegalLink> says how we keep your details.
        </p>
        <div className="flex flex-col gap-2">
          <Button type="submit" size="lg" disabled={busy || !idempotencyKey}>
            {busy ? "Processing Order..." : "Confirm Order"}
          </Button>
          <ButtonLink to="/cart" variant="outline">
            Back to Cart
          </ButtonLink>
        </div>
      </TitledCard>
    </form>
  )
}

// Opens in a new tab, so what has been typed into the form stays.
function LegalLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      target="_blank"
      className="rounded-sm text-ocean-700 underline underline-offset-4 hover:text-ocean-900"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </Link>
  )
}

/** The shipping address in form order; a wide field spans both columns from `sm` up. */
const ADDRESS_FIELDS: ({
  name: React.ComponentProps<typeof Field>["name"]
  label: string
  autoComplete: string
  wide?: boolean
} & Pick<React.ComponentProps<typeof Input>, "defaultValue">)[] = [
  { name: "firstName", label: "First Name", autoComplete: "given-name" },
  { name: "lastName", label: "Last Name", autoComplete: "family-name" },
  { name: "address", label: "Address", autoComplete: "address-line1", wide: true },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "postalCode", label: "Postal Code", autoComplete: "postal-code" },
  {
    name: "country",
    label: "Country",
    autoComplete: "country-name",
    wide: true,
    defaultValue: DEFAULT_COUNTRY,
  },
]

function Field({
  name,
  label,
  errors,
  className,
  ...props
}: {
  name: Exclude<CheckoutField, "items" | "idempotencyKey">
  label: string
  errors: FieldErrors
} & Omit<React.ComponentProps<typeof Input>, "name">) {
  return (
    <FormField
      id={`checkout-${name}`}
      name={name}
      label={label}
      error={errors[name]}
      className={className}
    >
      {(control) => <Input {...control} required maxLength={FIELD_MAX[name]} {...props} />}
    </FormField>
  )
}
