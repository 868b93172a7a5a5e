// The shop's product card (docs/product.md#merchandise): size first, then 'Add to Cart'.
import { ShoppingCart } from "lucide-react"
import { useId, useRef, useState } from "react"
import { Badge } from "~/components/ui/badge"
import { Button } from "~/components/ui/button"
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card"
import { Label } from "~/components/ui/label"
import { NativeSelect } from "~/components/ui/native-select"
import { toast } from "~/components/ui/use-toast"
import { useCart } from "~/shop/cart-context"
import type { Product } from "~/shop/catalog"
import { formatRandWhole, SHIPPING_RAND } from "~/shop/money"

const SIZE_REQUIRED = "Please select a size"

export function ProductCard({
  product,
  soldOutSizes = [],
}: {
  product: Product
  /** Sizes with no unit left: shown, but they cannot be chosen. */
  soldOutSizes?: readonly string[]
}) {
  const { addToCart } = useCart()
  const inStock = product.inStock && product.sizes.some((size) => !soldOutSizes.includes(size))
  const [size, setSize] = useState("")
  const [sizeMissing, setSizeMissing] = useState(false)
  const sizeId = useId()
  const sizeErrorId = `${sizeId}-error`
  const soldOutId = `${sizeId}-sold-out`
  // The 'select a size' toast, taken back once a size is chosen: its message is then stale.
  const sizeToast = useRef<{ dismiss: () => void } | null>(null)

  function handleAdd() {
    // A size is required; without one nothing is added, and the field says why.
    if (!size || soldOutSizes.includes(size)) {
      setSizeMissing(true)
      sizeToast.current = toast({ title: SIZE_REQUIRED, variant: "destructive" })
      return
    }
    addToCart(product, size)
    toast({
      title: "Added to cart!",
      description: `${product.name} (${size}) added to your cart.`,
      link: { label: "View cart", to: "/cart", altText: "The cart is also linked in the top bar." },
    })
  }

  return (
    <Card className="mx-auto w-full max-w-md md:max-w-none md:flex-row">
      <img
        src={product.image}
        width={800}
        height={800}
        alt={`${product.name}: ${product.description}`}
        className="aspect-square w-full bg-ocean-50 object-cover md:w-1/2"
      />
      {/* Centred beside the square image, with Add to Cart right under the size. */}
      <div className="flex flex-1 flex-col md:justify-center">
        <CardHeader>
          <Badge variant="secondary">{product.category}</Badge>
          <h2 className="text-2xl leading-tight font-semibold">{product.name}</h2>
          <CardDescription className="text-base">{product.description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div>
            <p className="text-3xl font-bold text-ocean-950">{formatRandWhole(product.price)}</p>
            <p className="mt-1 text-sm text-ocean-800">
              + {formatRandWhole(SHIPPING_RAND)} flat-rate shipping per order
            </p>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={sizeId}>Size</Label>
            <NativeSelect
              id={sizeId}
              value={size}
              onChange={(event) => {
                setSize(event.target.value)
                setSizeMissing(false)
                sizeToast.current?.dismiss()
                sizeToast.current = null
              }}
              disabled={!inStock}
              aria-invalid={sizeMissing || undefined}
              aria-describedby={
                [sizeMissing ? sizeErrorId : "", soldOutSizes.length > 0 ? soldOutId : ""]
                  .filter(Boolean)
                  .join(" ") || undefined
              }
              wrapperClassName="w-40"
            >
              <option value="" disabled>
                Select size
              </option>
              {product.sizes.map((option) =>
                soldOutSizes.includes(option) ? (
                  <option key={option} value={option} disabled>
                    {option} — sold out
                  </option>
                ) : (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ),
              )}
            </NativeSelect>
            {soldOutSizes.length > 0 && (
              <p id={soldOutId} className="text-sm text-slate-700">
                {inStock ? `Sold out: ${soldOutSizes.join(", ")}` : "Every size is sold out."}
              </p>
            )}
            {sizeMissing && (
              <p id={sizeErrorId} className="text-sm text-red-800">
                {SIZE_REQUIRED}
              </p>
            )}
          </div>
        </CardContent>
        <div className="flex items-center px-6 pb-6">
          <Button size="lg" className="w-full sm:w-auto" onClick={handleAdd} disabled={!inStock}>
            <ShoppingCart aria-hidden="true" />
            {inStock ? "Add to Cart" : "Out of Stock"}
          </Button>
        </div>
      </div>
    </Card>
  )
}
