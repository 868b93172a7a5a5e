import type { Route } from "./+types/merchandise"
import { pageMeta } from "~/lib/site"
import { PRODUCTS } from "~/shop/catalog"
import { ProductCard } from "~/shop/product-card"
import { soldOutSizes } from "~/shop/stock"
import { storefrontStock } from "~/shop/stock.server"
import { scopeOf } from "~/scope/request-scope.server"

// The browser reads the catalog from the server, so what it
// shows is what the checkout action will charge, and which sizes are sold out.
export async function loader({ context }: Route.LoaderArgs) {
  const stock = await storefrontStock(scopeOf(context).db)
  return {
    products: PRODUCTS.map((product) => ({ product, soldOut: soldOutSizes(stock, product) })),
  }
}

export const meta: Route.MetaFunction = () =>
  pageMeta("Merchandise", "Support our ocean cameras with a Cape Ocean Adventures T-shirt.")

export default function Merchandise({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-ocean-950 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Merchandise</h1>
          <p className="mt-4 max-w-2xl text-lg text-ocean-100">
            Love the ocean streams? Every purchase helps keep our cameras rolling and our live ocean
            content free for everyone to enjoy.
          </p>
        </div>
      </section>
      <section aria-label="Products" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <ul className="grid gap-8">
          {loaderData.products.map(({ product, soldOut }) => (
            <li key={product.id}>
              <ProductCard product={product} soldOutSizes={soldOut} />
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
