import { describe, expect, it } from "vitest"
import { CART_MIRROR_COOKIE, cartMirrorCookie, encodeCartMirror } from "~/shop/cart-mirror"
import { readCartMirror } from "~/shop/cart-mirror.server"
import { PRODUCTS } from "~/shop/catalog"

const shirt = PRODUCTS[0]!

function requestWith(cookie?: string) {
  return new Request(
    "http://localhost/cart",
    cookie === undefined ? {} : { headers: { Cookie: cookie } },
  )
}

describe("cart mirror cookie", () => {
  it("round-trips id, size and quantity, priced from the catalog", () => {
    const lines = [
      { ...shirt, size: "M", quantity: 2 },
      { ...shirt, price: 1, name: "stale", size: "XL", quantity: 1 },
    ]
    const value = encodeCartMirror(lines)
    expect(value).toBe("1.M.2_1.XL.1")
    expect(readCartMirror(requestWith(`other=1; ${CART_MIRROR_COOKIE}=${value}`))).toEqual([
      { ...shirt, size: "M", quantity: 2 },
      { ...shirt, size: "XL", quantity: 1 },
    ])
  })

  it("tells an empty cart from an unknown one", () => {
    expect(readCartMirror(requestWith(`${CART_MIRROR_COOKIE}=`))).toEqual([])
    expect(readCartMirror(requestWith())).toBeNull()
    expect(readCartMirror(requestWith("something=else"))).toBeNull()
  })

  it.each([
    ["an unknown product", "9.M.1"],
    ["an unknown size", "1.XS.1"],
    ["a zero quantity", "1.M.0"],
    ["a quantity over 99", "1.M.100"],
    ["a line twice", "1.M.1_1.M.2"],
    ["another format", '[{"id":1}]'],
    ["too many lines", Array.from({ length: 21 }, (_, i) => `1.S${i}.1`).join("_")],
    ["a value over the size bound", "1.M.1_".repeat(100)],
  ])("treats %s as not known", (_label, value) => {
    expect(readCartMirror(requestWith(`${CART_MIRROR_COOKIE}=${value}`))).toBeNull()
  })

  it("is a site-wide, lax, year-long cookie, secure on https", () => {
    const cookie = cartMirrorCookie([{ ...shirt, size: "L", quantity: 3 }], true)
    expect(cookie).toBe(
      `${CART_MIRROR_COOKIE}=1.L.3; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
    )
    expect(cartMirrorCookie([], false)).toBe(
      `${CART_MIRROR_COOKIE}=; Path=/; Max-Age=31536000; SameSite=Lax`,
    )
  })
})
