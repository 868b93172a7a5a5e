import { Minus, Plus, Trash2 } from "lucide-react"
import { Link } from "react-router"
import type { Route } from "./+types/cart"
import { Button } from "~/components/ui/button"
import { TitledCard } from "~/components/ui/titled-card"
import { pageMeta } from "~/lib/site"
import { useCart } from "~/shop/cart-context"
import { CartPlaceholder } from "~/shop/cart-placeholder"
import type { CartLine } from "~/shop/cart-reducer"
import { QUANTITY_MAX } from "~/shop/cart-limits"
import { EmptyCart } from "~/shop/empty-cart"
import { formatRand } from "~/shop/money"
import { OrderSummaryTotals } from "~/shop/order-summary"
import { lineStockNote, unitsLeft, type StockLevels } from "~/shop/stock"
import { LineStockNote } from "~/shop/stock-note"
import { storefrontStock } from "~/shop/stock.server"
import { scopeOf } from "~/scope/request-scope.server"

// Pages about one visitor's purchase are never cached (docs/runtime.md#observable-behaviour).
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" })

// What is left of each limited size, to mark a line that sold out since it was added.
export async function loader({ context }: Route.LoaderArgs) {
  return { stock: await storefrontStock(scopeOf(context).db) }
}

export const meta: Route.MetaFunction = () => pageMeta("Your Cart", "Your shopping cart.")

export default function Cart({ loaderData }: Route.ComponentProps) {
  const { ready, cart, cartTotal, clearCart } = useCart()
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="mb-8 text-3xl font-bold tracking-tight">Shopping Cart</h1>
      {!ready ? (
        <CartPlaceholder />
      ) : cart.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <ul aria-label="Cart items" className="flex flex-col gap-4 lg:col-span-2">
            {cart.map((line) => (
              <CartLineItem key={`${line.id}-${line.size}`} line={line} stock={loaderData.stock} />
            ))}
          </ul>
          <TitledCard title="Order Summary" contentClassName="flex flex-col gap-6">
            <OrderSummaryTotals subtotal={cartTotal} />
            <div className="flex flex-col gap-2">
              <Button asChild size="lg">
                <Link to="/checkout">Proceed to Checkout</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/merchandise">Continue Shopping</Link>
              </Button>
              <Button variant="ghost-danger" onClick={clearCart}>
                Clear Cart
              </Button>
            </div>
          </TitledCard>
        </div>
      )}
    </section>
  )
}

function CartLineItem({ line, stock }: { line: CartLine; stock: StockLevels }) {
  const { updateQuantity, removeFromCart } = useCart()
  const label = `${line.name} (${line.size})`
  const note = lineStockNote(stock, line)
  const most = Math.min(QUANTITY_MAX, unitsLeft(stock, line.id, line.size) ?? QUANTITY_MAX)
  return (
    <li className="flex gap-4 rounded-xl border border-ocean-100 bg-white p-4 shadow-sm">
      <img
        src={line.image}
        width={96}
        height={96}
        alt=""
        className="size-20 shrink-0 rounded-md bg-ocean-50 object-cover sm:size-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-semibold">{line.name}</h2>
            <p className="text-sm text-slate-700">Size: {line.size}</p>
            <p className="text-sm text-slate-700">{formatRand(line.price)} each</p>
          </div>
          <Button
            variant="ghost-danger"
            size="icon"
            aria-label={`Remove ${label} from cart`}
            onClick={() => removeFromCart(line.id, line.size)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2" role="group" aria-label={`Quantity of ${label}`}>
            <Button
              variant="outline"
              size="icon"
              aria-label={`Decrease quantity of ${label}`}
              onClick={() => updateQuantity(line.id, line.size, line.quantity - 1)}
            >
              <Minus aria-hidden="true" />
            </Button>
            <span
              data-testid="quantity"
              aria-live="polite"
              className="w-8 text-center font-semibold"
            >
              {line.quantity}
            </span>
            <Button
              variant="outline"
              size="icon"
              aria-label={`Increase quantity of ${label}`}
              disabled={line.quantity >= most}
              onClick={() => updateQuantity(line.id, line.size, line.quantity + 1)}
            >
              <Plus aria-hidden="true" />
            </Button>
          </div>
          <p className="font-semibold">{formatRand(line.price * line.quantity)}</p>
        </div>
        {note && <LineStockNote>{note}</LineStockNote>}
      </div>
    </li>
  )
}
