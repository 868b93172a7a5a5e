// /admin/stock (docs/product.md#stock): how many units of each size can still be sold, one
// field per size (empty: unlimited), and how many units unpaid orders hold. On any invalid
// field nothing is saved and each message shows beside its field.
import { data, Form, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router"
import type { Route } from "./+types/stock"
import { AdminPage } from "~/admin/admin-page"
import { adminHeaders } from "~/admin/headers"
import { adminMeta } from "~/components/admin/admin-meta"
import { Button } from "~/components/ui/button"
import { Input } from "~/components/ui/input"
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table"
import { answerOutages } from "~/db/outage.server"
import { readFormFields } from "~/lib/form-request.server"
import { groupThousands } from "~/lib/number-format"
import { toastMessage, useResultToast, type ToastMessage } from "~/lib/result-toast"
import { PRODUCTS } from "~/shop/catalog"
import { stockKey, STOCK_MAX, type StockLevels } from "~/shop/stock"
import {
  parseStockForm,
  shownFieldName,
  STOCK_FORM_FIELDS,
  stockFieldName,
} from "~/shop/stock-form"
import { readStockLevels, setStock, unitsHeldByUnpaidOrders } from "~/shop/stock.server"
import { scopeOf } from "~/scope/request-scope.server"

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = scopeOf(context)
  const [stock, held] = await Promise.all([readStockLevels(db), unitsHeldByUnpaidOrders(db)])
  return {
    products: PRODUCTS.map(({ id, name, sizes }) => ({ id, name, sizes: [...sizes] })),
    stock,
    held,
  }
}

// A refused save (409: an order took units meanwhile) must show the counts as they are now.
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate
}

export type StockSaveResult = {
  ok: boolean
  fieldErrors?: Record<string, string>
  message?: string
  /** What was sent, shown again after a refusal. */
  values?: Partial<Record<string, string>>
  toast?: ToastMessage
}

export const action = answerOutages(async ({ request, context }: Route.ActionArgs) => {
  const form = await readFormFields(request, STOCK_FORM_FIELDS)
  if (!form.ok)
    return data<StockSaveResult>({ ok: false, message: form.error }, { status: form.status })
  const refuse = (fieldErrors: Record<string, string>, status: number, description: string) =>
    data<StockSaveResult>(
      {
        ok: false,
        fieldErrors,
        values: form.values,
        toast: toastMessage("Stock not saved", description, "destructive"),
      },
      { status },
    )
  const parsed = parseStockForm(form.values)
  if (!parsed.ok) return refuse(parsed.fieldErrors, 400, "Please correct the marked fields.")
  const { db, now } = scopeOf(context)
  const saved = await setStock(db, parsed.changes, now())
  if (!saved.ok) {
    const fieldErrors = Object.fromEntries(
      saved.conflicts.map((conflict) => [
        stockFieldName(conflict.productId, conflict.size),
        `Changed while you were editing: now ${leftLabel(conflict.now)}. Check and save again.`,
      ]),
    )
    return refuse(fieldErrors, 409, "An order changed the stock meanwhile.")
  }
  return data<StockSaveResult>({
    ok: true,
    toast: toastMessage(
      "Stock saved",
      parsed.changes.length === 0 ? "Nothing was changed." : undefined,
    ),
  })
})

export const headers = adminHeaders

export const meta: Route.MetaFunction = () => adminMeta("Stock", "Units left per size.")

function leftLabel(left: number | null | undefined): string {
  return left === null || left === undefined ? "Unlimited" : `${groupThousands(left)} left`
}

export default function AdminStock({ loaderData, actionData }: Route.ComponentProps) {
  const { products, stock, held } = loaderData
  const navigation = useNavigation()
  useResultToast(actionData?.toast)
  // The outage answer has no field errors: it says so in its toast.
  const result = actionData && "ok" in actionData ? (actionData as StockSaveResult) : undefined
  const errors = result?.fieldErrors ?? {}
  const sent = result && !result.ok ? result.values : undefined
  // A changed form remounts, so a refused value shows as sent and a saved one as stored.
  const formKey = JSON.stringify([sent, stock])
  const saving = navigation.state !== "idle"

  return (
    <AdminPage
      title="Stock"
      description="How many of each size can still be sold. An order takes its units when it is placed; a cancelled order puts them back. Leave a field empty for unlimited."
    >
      <Form key={formKey} method="post" noValidate className="flex max-w-3xl flex-col gap-6">
        {result && !result.ok && result.message ? (
          <p role="alert" className="font-semibold text-red-800">
            {result.message}
          </p>
        ) : null}
        {products.map((product) => (
          <StockTable
            key={product.id}
            product={product}
            stock={stock}
            held={held}
            errors={errors}
            sent={sent}
          />
        ))}
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : "Save stock"}
          </Button>
        </div>
      </Form>
    </AdminPage>
  )
}

function StockTable({
  product,
  stock,
  held,
  errors,
  sent,
}: {
  product: { id: number; name: string; sizes: string[] }
  stock: StockLevels
  held: Record<string, number>
  errors: Record<string, string>
  sent?: Partial<Record<string, string>>
}) {
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-ocean-950">{product.name}</h2>
      <Table label={`Stock of ${product.name}`} layout="cards">
        <TableHeader columns={["Size", "Units left", "Now", "Held by unpaid orders"]} />
        <TableBody>
          {product.sizes.map((size) => {
            const key = stockKey(product.id, size)
            const name = stockFieldName(product.id, size)
            const left = stock[key]
            const shown = left === undefined ? "" : String(left)
            const error = errors[name]
            const units = held[key] ?? 0
            return (
              <TableRow key={size}>
                <TableHead scope="row">
                  <label htmlFor={name} className="text-base text-ocean-950">
                    {size}
                  </label>
                </TableHead>
                <TableCell label="Units left">
                  <input type="hidden" name={shownFieldName(product.id, size)} value={shown} />
                  <Input
                    id={name}
                    name={name}
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder="Unlimited"
                    maxLength={String(STOCK_MAX).length + 4}
                    defaultValue={sent?.[name] ?? shown}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${name}-error` : undefined}
                    className="w-32"
                  />
                  {error ? (
                    <p id={`${name}-error`} className="mt-1.5 text-sm font-semibold text-red-800">
                      {error}
                    </p>
                  ) : null}
                </TableCell>
                <TableCell label="Now" data-testid={`left-${size}`}>
                  {left === 0 ? (
                    <span className="font-semibold text-red-800">0 left (sold out)</span>
                  ) : (
                    leftLabel(left)
                  )}
                </TableCell>
                <TableCell label="Held by unpaid orders" data-testid={`held-${size}`}>
                  {units === 0
                    ? "None"
                    : `${groupThousands(units)} ${units === 1 ? "unit" : "units"}`}
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </div>
  )
}
