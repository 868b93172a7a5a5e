import { describe, expect, it } from "vitest"
import {
  canChangeEnquiryStatus,
  enquiryIdFromReference,
  enquiryReference,
} from "~/business/enquiry-status"

describe("enquiry status", () => {
  it("moves new -> contacted -> won or lost, and closes a new lead as lost", () => {
    expect(canChangeEnquiryStatus("new", "contacted")).toBe(true)
    expect(canChangeEnquiryStatus("new", "lost")).toBe(true)
    expect(canChangeEnquiryStatus("contacted", "won")).toBe(true)
    expect(canChangeEnquiryStatus("contacted", "lost")).toBe(true)
    expect(canChangeEnquiryStatus("new", "won")).toBe(false)
    expect(canChangeEnquiryStatus("won", "lost")).toBe(false)
    expect(canChangeEnquiryStatus("lost", "contacted")).toBe(false)
    expect(canChangeEnquiryStatus("contacted", "new")).toBe(false)
    expect(canChangeEnquiryStatus("bogus", "contacted")).toBe(false)
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
