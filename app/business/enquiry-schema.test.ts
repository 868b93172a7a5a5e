import { describe, expect, it } from "vitest"
import {
  consultationDateRange,
  ENQUIRY_FIELD_MAX,
  parseEnquiryForm,
} from "~/business/enquiry-schema"
import { capeTownDate } from "~/lib/date-format"

// 23 November 2026, 23:30 in Cape Town (UTC+2): already the 23rd there, the 23rd in UTC too.
const NOW = new Date(Date.UTC(2026, 10, 23, 21, 30))
const KEY = "11111111-2222-4333-8444-555555555555"

function form(values: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) data.set(name, value)
  return data
}

const valid = {
  service: "installation",
  name: "Thandi Nkosi",
  email: "thandi@example.com",
  phone: "",
  organisation: "",
  message: "A camera on our hotel roof facing Camps Bay beach, please.",
  idempotencyKey: KEY,
}

describe("parseEnquiryForm", () => {
  it("accepts an enquiry and leaves empty optional fields undefined", () => {
    const parsed = parseEnquiryForm(form(valid), NOW)
    expect(parsed).toEqual({
      success: true,
      data: {
        ...valid,
        phone: undefined,
        organisation: undefined,
        preferredDate: undefined,
        preferredTime: undefined,
      },
    })
  })

  it("names every missing or malformed field with its own message", () => {
    const parsed = parseEnquiryForm(
      form({
        service: "yachts",
        name: "  ",
        email: "not-an-address",
        phone: "call me",
        message: "Hi",
        idempotencyKey: KEY,
      }),
      NOW,
    )
    expect(parsed).toEqual({
      success: false,
      fieldErrors: {
        service: "Please choose what your enquiry is about",
        name: "Name is required",
        email: "Please enter a valid email address",
        phone: "Please enter a phone number with at least 7 digits, or leave it empty",
        message: "Please tell us a little more (at least 10 characters)",
      },
    })
  })

  it("refuses fields longer than their limits and a missing form key", () => {
    const parsed = parseEnquiryForm(
      form({
        ...valid,
        organisation: "x".repeat(ENQUIRY_FIELD_MAX.organisation + 1),
        message: "y".repeat(ENQUIRY_FIELD_MAX.message + 1),
        idempotencyKey: "",
      }),
      NOW,
    )
    expect(parsed.success).toBe(false)
    if (parsed.success) return
    expect(parsed.fieldErrors).toEqual({
      organisation: "Organisation must be at most 150 characters",
      message: "Message must be at most 5000 characters",
      idempotencyKey: "Please reload the page and try again",
    })
  })

  it("asks a consultation for a day from tomorrow on and a time window", () => {
    const missing = parseEnquiryForm(form({ ...valid, service: "consultation" }), NOW)
    expect(missing.success || missing.fieldErrors).toEqual({
      preferredDate: "Please choose a preferred day for the consultation",
      preferredTime: "Please choose a time window for the consultation",
    })
    const consultation = (preferredDate: string, preferredTime: string) =>
      parseEnquiryForm(
        form({ ...valid, service: "consultation", preferredDate, preferredTime }),
        NOW,
      )
    const today = consultation("2026-11-23", "morning")
    expect(today.success || today.fieldErrors).toEqual({
      preferredDate: "Please choose a day from tomorrow up to 180 days ahead",
    })
    const impossible = consultation("2026-02-30", "any")
    expect(impossible.success || impossible.fieldErrors).toEqual({
      preferredDate: "Please enter the day as a date, e.g. 2026-12-01",
    })
    const ok = consultation("2026-11-24", "afternoon")
    expect(ok.success && [ok.data.preferredDate, ok.data.preferredTime]).toEqual([
      "2026-11-24",
      "afternoon",
    ])
  })

  it("drops a day and window sent with another service", () => {
    const parsed = parseEnquiryForm(
      form({ ...valid, preferredDate: "2020-01-01", preferredTime: "morning" }),
      NOW,
    )
    expect(parsed.success && [parsed.data.preferredDate, parsed.data.preferredTime]).toEqual([
      undefined,
      undefined,
    ])
  })
})

describe("control characters", () => {
  it("are stripped: one-line fields lose line breaks, the message keeps only them", () => {
    const parsed = parseEnquiryForm(
      form({
        ...valid,
        name: "Thandi\r\nBcc: everyone@example.com",
        organisation: "Camps\u202Egpj.exe Bay\u0000 Hotel",
        phone: "\t021 555 0100\u0007",
        message: "First line\r\nsecond line\u2028third\u202E line\u001B[31m",
      }),
      NOW,
    )
    expect(parsed.success && parsed.data).toMatchObject({
      name: "Thandi Bcc: everyone@example.com",
      organisation: "Campsgpj.exe Bay Hotel",
      phone: "021 555 0100",
      message: "First line\nsecond line\nthird line[31m",
    })
  })

  it("refuse an e-mail address with a line break in it, rather than clean it", () => {
    const parsed = parseEnquiryForm(
      form({ ...valid, email: "thandi@example.com\r\nBcc: everyone@example.com" }),
      NOW,
    )
    expect(parsed.success || parsed.fieldErrors).toEqual({
      email: "Please enter a valid email address: it contains a control or invisible character",
    })
  })

  it("count as nothing: a message of control characters is empty", () => {
    const parsed = parseEnquiryForm(form({ ...valid, message: "\u0000\u202E\u0007" }), NOW)
    expect(parsed.success || parsed.fieldErrors).toEqual({ message: "Message is required" })
  })
})

describe("consultation dates", () => {
  it("counts days in Cape Town time", () => {
    // 22:30 UTC is already the next day in Cape Town.
    expect(capeTownDate(new Date(Date.UTC(2026, 10, 23, 22, 30)))).toBe("2026-11-24")
    expect(consultationDateRange(NOW)).toEqual({ min: "2026-11-24", max: "2027-05-22" })
  })
})
