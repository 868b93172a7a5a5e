import { describe, expect, it } from "vitest"
import { SubscribeSchema } from "~/newsletter/subscribe-schema"

describe("SubscribeSchema", () => {
  it("accepts a real address and trims it", () => {
    expect(SubscribeSchema.parse({ email: "  Whale@Example.co.za " }).email).toBe(
      "Whale@Example.co.za",
    )
  })

  it.each([
    ["", "Please enter your email address."],
    ["not-an-email", "Please enter a valid email address."],
    ["a@b", "Please enter a valid email address."],
    [`${"x".repeat(250)}@example.com`, "That email address is too long."],
  ])("refuses %j with a clear message", (email, message) => {
    const result = SubscribeSchema.safeParse({ email })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })
})
