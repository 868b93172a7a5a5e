import { describe, expect, it } from "vitest"
import { CART_STORAGE_KEY, loadCart, parseStoredCart, saveCart } from "~/shop/cart-storage"
import { PRODUCTS } from "~/shop/catalog"
import { LAST_ORDER_STORAGE_KEY, loadLastOrder, removeLastOrder, saveLastOrder } from "~/shop/order"
import { sampleOrder } from "../../tests/support/sample-order"

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial))
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  }
}

const line = { ...PRODUCTS[0]!, size: "M", quantity: 2 }

describe("saved cart", () => {
  it("round-trips a cart under the product-specific key", () => {
    const storage = memoryStorage()
    saveCart(storage, [line])
    expect(storage.getItem(CART_STORAGE_KEY)).toContain('"size":"M"')
    expect(loadCart(storage)).toEqual([line])
  })

  it.each([
    ["nothing", null],
    ["not JSON", "{oops"],
    ["an object", JSON.stringify({ hello: "world" })],
    ["a string", JSON.stringify("cart")],
    [
      "lines without a size",
      JSON.stringify([{ id: 1, name: "x", price: 1, image: "", quantity: 1 }]),
    ],
    ["a negative quantity", JSON.stringify([{ ...line, quantity: -1 }])],
    ["a huge quantity", JSON.stringify([{ ...line, quantity: 10_000 }])],
  ])("ignores %s", (_label, raw) => {
    expect(parseStoredCart(raw)).toEqual([])
  })

  it("survives a storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied")
      },
      setItem: () => {
        throw new Error("full")
      },
    } as unknown as Storage
    expect(loadCart(broken)).toEqual([])
    expect(() => saveCart(broken, [line])).not.toThrow()
  })
})

describe("saved last order", () => {
  it("saves, loads and removes the last order", () => {
    const storage = memoryStorage()
    saveLastOrder(storage, sampleOrder)
    expect(loadLastOrder(storage)).toEqual(sampleOrder)
    removeLastOrder(storage)
    expect(storage.getItem(LAST_ORDER_STORAGE_KEY)).toBeNull()
  })

  it("treats anything that is not an order as none", () => {
    expect(loadLastOrder(memoryStorage({ [LAST_ORDER_STORAGE_KEY]: "[1,2]" }))).toBeUndefined()
    expect(loadLastOrder(memoryStorage({ [LAST_ORDER_STORAGE_KEY]: "{" }))).toBeUndefined()
  })
})
