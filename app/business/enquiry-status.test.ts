import { describe, expect, it } from "vitest"
import { enquiryStatus, enquiryIdFromReference, enquiryReference } from "~/business/enquiry-status"
import { allowedMoves } from "../../tests/support/status-moves"

describe("enquiry status", () => {
  it("moves new -> contacted -> won or lost, and closes a new lead as lost", () => {
    expect(allowedMoves(enquiryStatus)).toEqual({
      new: ["contacted", "lost"],
      contacted: ["won", "lost"],
      won: [],
      lost: [],
    })
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
