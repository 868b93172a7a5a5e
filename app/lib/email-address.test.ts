import { describe, expect, it } from "vitest"
import { makeEnquirySchema } from "~/business/enquiry-schema"
import { EMAIL_MESSAGES, emailAddressField } from "~/lib/email-address"
import { SubscribeSchema } from "~/newsletter/subscribe-schema"
import { parseCheckoutValues } from "~/shop/checkout-schema"

const field = emailAddressField()
const firstMessage = (value: unknown) => field.safeParse(value).error?.issues[0]?.message

describe("the e-mail address field", () => {
  it("takes an address as typed, dropping only spaces at its ends", () => {
    expect(field.parse("  Thandi.Nkosi+shop@example.co.za ")).toBe(
      "Thandi.Nkosi+shop@example.co.za",
    )
  })

  it.each([
    ["a NUL", "fuzz\u0000@example.org"],
    ["a NUL at the end", "fuzz@example.org\u0000"],
    ["a tab", "fuzz@example.org\t"],
    ["a line break and a header", "fuzz@example.org\r\nBcc: victim@example.com"],
    ["a line break at the start", "\nfuzz@example.org"],
    ["DEL", "fu\u007Fzz@example.org"],
    ["an escape sequence", "\u001B[31mfuzz@example.org"],
    ["a bidi override", "fuzz\u202E@example.org"],
    ["a zero-width space", "fu\u200Bzz@example.org"],
    ["a line separator", "fuzz@example.org\u2028"],
  ])("refuses an address with %s, and says why", (_, value) => {
    expect(firstMessage(value)).toBe(EMAIL_MESSAGES.hiddenCharacter)
  })

  it.each([
    ["", EMAIL_MESSAGES.required],
    ["   ", EMAIL_MESSAGES.required],
    [undefined, EMAIL_MESSAGES.required],
    ["not-an-email", EMAIL_MESSAGES.invalid],
    [`${"x".repeat(250)}@example.com`, EMAIL_MESSAGES.tooLong],
  ])("refuses %j with a clear message", (value, message) => {
    expect(firstMessage(value)).toBe(message)
  })

  it("is the field of checkout, enquiry and newsletter: none of them cleans a NUL away", () => {
    const address = "fuzz\u0000@example.org"
    const checkout = parseCheckoutValues({ email: address })
    expect(checkout.success || checkout.fieldErrors.email).toBe(EMAIL_MESSAGES.hiddenCharacter)
    const enquiry = makeEnquirySchema(new Date()).safeParse({ email: address })
    expect(enquiry.error?.issues.find((issue) => issue.path[0] === "email")?.message).toBe(
      EMAIL_MESSAGES.hiddenCharacter,
    )
    expect(SubscribeSchema.safeParse({ email: address }).error?.issues[0]?.message).toBe(
      "Please enter a valid email address: it contains a control or invisible character.",
    )
  })
})
