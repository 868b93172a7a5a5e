// @vitest-environment jsdom
import { describe, expect, it } from "vitest"
import { BROWSER_CACHE_PREFIX, clearBrowserCache } from "~/admin/browser-cache"
import { LAST_ORDER_STORAGE_KEY } from "~/shop/order"
import { CART_STORAGE_KEY } from "~/shop/cart-storage"

describe("clearBrowserCache", () => {
  it("removes cached copies but keeps the cart and the last order", () => {
    localStorage.clear()
    localStorage.setItem(CART_STORAGE_KEY, "[]")
    localStorage.setItem(LAST_ORDER_STORAGE_KEY, "{}")
    localStorage.setItem(`${BROWSER_CACHE_PREFIX}live:6`, "{}")
    localStorage.setItem(`${BROWSER_CACHE_PREFIX}shorts:20`, "{}")
    localStorage.setItem("another-app", "x")
    expect(clearBrowserCache(localStorage)).toBe(2)
    expect(Object.keys({ ...localStorage }).sort()).toEqual(
      [CART_STORAGE_KEY, LAST_ORDER_STORAGE_KEY, "another-app"].sort(),
    )
  })
})
