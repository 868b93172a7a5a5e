// @vitest-environment jsdom
import { render, renderHook, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { CartProvider, useCart } from "~/shop/cart-context"
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
    expect(screen.getByRole("combobox", { name: "Size" })).toHaveTextContent("Select size")
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
})
