import { describe, expect, it } from "vitest"
import { enquiryStatus, enquiryIdFromReference, enquiryReference } from "~/business/enquiry-status"

describe("enquiry status", () => {
  it("moves new -> contacted -> won or lost, and closes a new lead as lost", () => {
    expect(enquiryStatus.canChange("new", "contacted")).toBe(true)
    expect(enquiryStatus.canChange("new", "lost")).toBe(true)
    expect(enquiryStatus.canChange("contacted", "won")).toBe(true)
    expect(enquiryStatus.canChange("contacted", "lost")).toBe(true)
    expect(enquiryStatus.canChange("new", "won")).toBe(false)
    expect(enquiryStatus.canChange("won", "lost")).toBe(false)
    expect(enquiryStatus.canChange("lost", "contacted")).toBe(false)
    expect(enquiryStatus.canChange("contacted", "new")).toBe(false)
    expect(enquiryStatus.canChange("bogus", "contacted")).toBe(false)
  })

  it("writes and reads references", () => {
    expect(enquiryReference(42)).toBe("ENQ-00042")
    expect(enquiryIdFromReference("ENQ-00042")).toBe(42)
    expect(enquiryIdFromReference("enq-42")).toBe(42)
    expect(enquiryIdFromReference("42")).toBe(42)
    expect(enquiryIdFromReference("ENQ-")).toBeUndefined()
    expect(enquiryIdFromReference("42abc")).toBeUndefined()
    expect(enquiryIdFromReference("9999999999")).toBeUndefined()
  })
})
