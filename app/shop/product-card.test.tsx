// @vitest-environment jsdom
import { act, render, renderHook, screen, waitFor } from "@testing-library/react"
import { useDeferredValue, useLayoutEffect } from "react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { CartProvider, useCart } from "~/shop/cart-context"
import { CART_MIRROR_COOKIE } from "~/shop/cart-mirror"
import { CART_STORAGE_KEY } from "~/shop/cart-storage"
import { PRODUCTS } from "~/shop/catalog"
import { ProductCard } from "~/shop/product-card"

const shirt = PRODUCTS[0]!

vi.mock("~/components/ui/use-toast", () => ({ toast: vi.fn() }))
const { toast } = await import("~/components/ui/use-toast")

describe("ProductCard", () => {
  beforeEach(() => {
    localStorage.clear()
    vi.mocked(toast).mockClear()
  })

  it("shows the whole-rand price and a size select with its placeholder", () => {
    render(<ProductCard product={shirt} />, { wrapper: CartProvider })
    expect(screen.getByText("R299")).toBeInTheDocument()
    const size = screen.getByRole("combobox", { name: "Size" })
    expect(size).toHaveValue("")
    expect(screen.getByRole("option", { name: "Select size", selected: true })).toBeDisabled()
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeEnabled()
  })

  it("refuses to add without a size and stores nothing", async () => {
    render(<ProductCard product={shirt} />, { wrapper: CartProvider })
    await userEvent.click(screen.getByRole("button", { name: "Add to Cart" }))
    expect(toast).toHaveBeenCalledWith({ title: "Please select a size", variant: "destructive" })
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "[]")).toEqual([])
  })

  it("reads 'Out of Stock' and is disabled when the product is not in stock", () => {
    render(<ProductCard product={{ ...shirt, inStock: false }} />, { wrapper: CartProvider })
    expect(screen.getByRole("button", { name: "Out of Stock" })).toBeDisabled()
    expect(screen.queryByRole("button", { name: "Add to Cart" })).toBeNull()
  })

  it("marks a sold-out size, which cannot be chosen", () => {
    render(<ProductCard product={shirt} soldOutSizes={["XL"]} />, { wrapper: CartProvider })
    expect(screen.getByRole("option", { name: "XL — sold out" })).toBeDisabled()
    expect(screen.getByRole("option", { name: "M" })).toBeEnabled()
    expect(screen.getByRole("combobox", { name: "Size" })).toHaveAccessibleDescription(
      "Sold out: XL",
    )
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeEnabled()
  })

  it("reads 'Out of Stock' and is disabled when no size is left", () => {
    render(<ProductCard product={shirt} soldOutSizes={shirt.sizes} />, { wrapper: CartProvider })
    expect(screen.getByRole("button", { name: "Out of Stock" })).toBeDisabled()
    expect(screen.getByRole("combobox", { name: "Size" })).toBeDisabled()
  })
})

describe("useCart", () => {
  it("throws outside its provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    expect(() => renderHook(() => useCart())).toThrow("useCart must be used within a CartProvider")
  })

  it("loads the saved cart once the browser has read it", async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...shirt, size: "M", quantity: 2 }]))
    const { result } = renderHook(() => useCart(), { wrapper: CartProvider })
    expect(result.current.ready).toBe(true)
    expect(result.current.cartCount).toBe(2)
    expect(result.current.cartTotal).toBe(598)
  })

  it("starts from the server's cart, then takes the storage's and mirrors each change", () => {
    document.cookie = `${CART_MIRROR_COOKIE}=; Max-Age=0`
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...shirt, size: "S", quantity: 1 }]))
    const seen: number[] = []
    const { result } = renderHook(
      () => {
        const cart = useCart()
        seen.push(cart.ready ? cart.cartCount : -1)
        return cart
      },
      {
        wrapper: ({ children }) => (
          <CartProvider initialCart={[{ ...shirt, size: "M", quantity: 2 }]}>
            {children}
          </CartProvider>
        ),
      },
    )
    // Ready from the first render (the server knew the cart), then the storage wins.
    expect(seen[0]).toBe(2)
    expect(result.current.cartCount).toBe(1)
    expect(document.cookie).toContain(`${CART_MIRROR_COOKIE}=1.S.1`)
    act(() => result.current.addToCart(shirt, "L"))
    expect(document.cookie).toContain(`${CART_MIRROR_COOKIE}=1.S.1_1.L.1`)
    act(() => result.current.clearCart())
    expect(document.cookie).toMatch(new RegExp(`${CART_MIRROR_COOKIE}=(;|$)`))
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBe("[]")
  })

  it("reads the storage in a transition, not as an urgent update of every cart reader", async () => {
    // On a first page load that update comes right after hydration; an urgent one re-renders
    // the whole page in one task that nothing can interrupt (a long task on a phone).
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...shirt, size: "M", quantity: 2 }]))
    const commits: Array<[number, number]> = []
    function Reader() {
      const { cartCount } = useCart()
      // Behind the value in an urgent render, the same in a transition's.
      const deferred = useDeferredValue(cartCount)
      useLayoutEffect(() => {
        commits.push([cartCount, deferred])
      })
      return null
    }
    render(
      <CartProvider>
        <Reader />
      </CartProvider>,
    )
    await waitFor(() => expect(commits.at(-1)).toEqual([2, 2]))
    expect(commits).toEqual([
      [0, 0],
      [2, 2],
    ])
  })
})
