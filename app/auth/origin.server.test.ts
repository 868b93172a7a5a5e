import { describe, expect, it } from "vitest"
import { refuseForeignWrites, requireSameOrigin } from "~/auth/origin.server"

/** The status of the answer `check` throws for the request; undefined when it lets it through. */
function statusOf(check: (request: Request) => void, request: Request): number | undefined {
  try {
    check(request)
    return undefined
  } catch (error) {
    return (error as { init?: ResponseInit }).init?.status
  }
}

describe("requireSameOrigin", () => {
  const post = (headers: Record<string, string>, url = "https://shop.test/admin/cache") =>
    new Request(url, { method: "POST", headers })

  it("lets a POST from the site itself through", () => {
    expect(statusOf(requireSameOrigin, post({ Origin: "https://shop.test" }))).toBeUndefined()
  })

  it("refuses other origins, a missing or opaque Origin, and other schemes or ports", () => {
    for (const origin of [
      "https://evil.test",
      "null",
      "http://shop.test",
      "https://shop.test:8443",
      "https://admin.shop.test",
    ]) {
      expect(statusOf(requireSameOrigin, post({ Origin: origin })), origin).toBe(403)
    }
    expect(statusOf(requireSameOrigin, post({}))).toBe(403)
  })

  it("answers 405 to anything but POST", () => {
    expect(
      statusOf(
        requireSameOrigin,
        new Request("https://shop.test/admin/cache", {
          method: "PUT",
          headers: { Origin: "https://shop.test" },
        }),
      ),
    ).toBe(405)
  })
})

describe("refuseForeignWrites", () => {
  const refusal = (request: Request) => statusOf(refuseForeignWrites, request)

  it("checks every write but the one-click unsubscribe, which mail programs post", () => {
    for (const path of ["/checkout", "/business/enquiry", "/newsletter", "/newsletter/confirm"])
      expect(refusal(new Request(`https://shop.test${path}`, { method: "POST" })), path).toBe(403)
    const oneClick = new Request("https://shop.test/newsletter/unsubscribe?token=t", {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
    })
    expect(refusal(oneClick)).toBeUndefined()
    const alertOff = new Request("https://shop.test/alerts/unsubscribe?token=t", {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
    })
    expect(refusal(alertOff)).toBeUndefined()
    expect(refusal(new Request("https://shop.test/favourites", { method: "POST" }))).toBe(403)
    expect(refusal(new Request("https://shop.test/checkout"))).toBeUndefined()
  })
})
