import { describe, expect, it } from "vitest"
import { requireSameOrigin } from "~/auth/origin.server"

function statusOf(request: Request): number | undefined {
  try {
    requireSameOrigin(request)
    return undefined
  } catch (error) {
    return (error as { init?: ResponseInit }).init?.status
  }
}

describe("requireSameOrigin", () => {
  const post = (headers: Record<string, string>, url = "https://shop.test/admin/cache") =>
    new Request(url, { method: "POST", headers })

  it("lets a POST from the site itself through", () => {
    expect(statusOf(post({ Origin: "https://shop.test" }))).toBeUndefined()
  })

  it("refuses other origins, a missing or opaque Origin, and other schemes or ports", () => {
    for (const origin of [
      "https://evil.test",
      "null",
      "http://shop.test",
      "https://shop.test:8443",
      "https://admin.shop.test",
    ]) {
      expect(statusOf(post({ Origin: origin })), origin).toBe(403)
    }
    expect(statusOf(post({}))).toBe(403)
  })

  it("answers 405 to anything but POST", () => {
    expect(
      statusOf(
        new Request("https://shop.test/admin/cache", {
          method: "PUT",
          headers: { Origin: "https://shop.test" },
        }),
      ),
    ).toBe(405)
  })
})
