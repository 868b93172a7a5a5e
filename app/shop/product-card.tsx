// The shop's product card (spec §2 Merchandise): size first, then 'Add to Cart'.
import { ShoppingCart } from "lucide-react"
import { useId, useState } from "react"
import { Badge } from "~/components/ui/badge"
import { Button } from "~/components/ui/button"
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "~/components/ui/card"
import { Label } from "~/components/ui/label"
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "~/components/ui/select"
import { toast } from "~/components/ui/use-toast"
import { useCart } from "~/shop/cart-context"
import type { Product } from "~/shop/catalog"
import { formatRandWhole } from "~/shop/money"

export function ProductCard({ product }: { product: Product }) {
  const { addToCart } = useCart()
  const [size, setSize] = useState("")
  const sizeId = useId()

  function handleAdd() {
    // spec §5: a size is required; without one nothing is added.
    if (!size) {
      toast({ title: "Please select a size", variant: "destructive" })
      return
    }
    addToCart(product, size)
    toast({ title: "Added to cart!", description: `${product.name} (${size}) added to your cart.` })
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
      <div className="flex flex-1 flex-col">
        <CardHeader>
          <Badge variant="secondary" className="w-fit">
            {product.category}
          </Badge>
          <h2 className="text-2xl leading-tight font-semibold">{product.name}</h2>
          <CardDescription className="text-base">{product.description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p className="text-3xl font-bold text-ocean-950">{formatRandWhole(product.price)}</p>
          <div className="flex flex-col gap-2">
            <Label htmlFor={sizeId}>Size</Label>
            <Select value={size} onValueChange={setSize} disabled={!product.inStock}>
              <SelectTrigger id={sizeId} className="w-40">
                <SelectValue placeholder="Select size" />
              </SelectTrigger>
              <SelectContent>
                {product.sizes.map((option) => (
                  <SelectItem key={option} value={option}>
                    {option}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </CardContent>
        <CardFooter>
          <Button
            size="lg"
            className="w-full sm:w-auto"
            onClick={handleAdd}
            disabled={!product.inStock}
          >
            <ShoppingCart aria-hidden="true" />
            {product.inStock ? "Add to Cart" : "Out of Stock"}
          </Button>
        </CardFooter>
      </div>
    </Card>
  )
}
