// The shop's one product. The server prices every order from here only.
import tshirtImage from "~/assets/products/black-tshirt.webp"

export const SIZES = ["S", "M", "L", "XL", "XXL"] as const
export type Size = (typeof SIZES)[number]

export type Product = {
  id: number
  name: string
  description: string
  /** Whole rand. */
  price: number
  image: string
  category: "Apparel"
  sizes: readonly Size[]
  inStock: boolean
}

export const PRODUCTS: readonly Product[] = [
  {
    id: 1,
    name: "Cape Ocean Adventures T-Shirt",
    description:
      "Black cotton T-shirt with the Cape Ocean Adventures wave logo. Every shirt helps keep our ocean cameras streaming.",
    price: 299,
    image: tshirtImage,
    category: "Apparel",
    sizes: SIZES,
    inStock: true,
  },
]

export function findProduct(id: number): Product | undefined {
  return PRODUCTS.find((product) => product.id === id)
}
