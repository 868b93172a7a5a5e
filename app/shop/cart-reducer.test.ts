import { describe, expect, it } from "vitest"
import { cartCount, cartReducer, cartTotal, type CartLine } from "~/shop/cart-reducer"
import { PRODUCTS } from "~/shop/catalog"

const shirt = PRODUCTS[0]!

describe("cart reducer", () => {
  it("appends a new line with quantity 1", () => {
    const cart = cartReducer([], { type: "add", product: shirt, size: "M" })
    expect(cart).toEqual([{ ...shirt, size: "M", quantity: 1 }])
  })

  it("raises the quantity when id and size already exist, and keeps other sizes apart", () => {
    let cart: CartLine[] = []
    cart = cartReducer(cart, { type: "add", product: shirt, size: "M" })
    cart = cartReducer(cart, { type: "add", product: shirt, size: "M" })
    cart = cartReducer(cart, { type: "add", product: shirt, size: "L" })
    expect(cart.map((line) => [line.size, line.quantity])).toEqual([
      ["M", 2],
      ["L", 1],
    ])
  })

  it("removes only the line matching id and size", () => {
    let cart = cartReducer([], { type: "add", product: shirt, size: "M" })
    cart = cartReducer(cart, { type: "add", product: shirt, size: "L" })
    cart = cartReducer(cart, { type: "remove", id: shirt.id, size: "M" })
    expect(cart.map((line) => line.size)).toEqual(["L"])
  })

  it("sets a quantity, and removes the line at 0 or less", () => {
    let cart = cartReducer([], { type: "add", product: shirt, size: "M" })
    cart = cartReducer(cart, { type: "setQuantity", id: shirt.id, size: "M", quantity: 5 })
    expect(cart[0]!.quantity).toBe(5)
    expect(
      cartReducer(cart, { type: "setQuantity", id: shirt.id, size: "M", quantity: 0 }),
    ).toEqual([])
    expect(
      cartReducer(cart, { type: "setQuantity", id: shirt.id, size: "M", quantity: -2 }),
    ).toEqual([])
  })

  it("clears the cart", () => {
    const cart = cartReducer([], { type: "add", product: shirt, size: "M" })
    expect(cartReducer(cart, { type: "clear" })).toEqual([])
  })

  it("sums total as price x quantity and count as quantities", () => {
    let cart = cartReducer([], { type: "add", product: shirt, size: "M" })
    cart = cartReducer(cart, { type: "setQuantity", id: shirt.id, size: "M", quantity: 3 })
    cart = cartReducer(cart, { type: "add", product: shirt, size: "S" })
    expect(cartTotal(cart)).toBe(4 * 299)
    expect(cartCount(cart)).toBe(4)
    expect(cartTotal([])).toBe(0)
    expect(cartCount([])).toBe(0)
  })
})
