// How an enquiry is followed up: new -> contacted -> won or lost. A lead that
// goes nowhere (no answer, spam) may also be closed as lost straight from new.
import { statusMachine } from "~/lib/status-machine"

export const enquiryStatus = statusMachine({
  statuses: ["new", "contacted", "won", "lost"],
  labels: { new: "New", contacted: "Contacted", won: "Won", lost: "Lost" },
  actions: { new: "Mark new", contacted: "Mark contacted", won: "Mark won", lost: "Mark lost" },
  next: { new: ["contacted", "lost"], contacted: ["won", "lost"], won: [], lost: [] },
  tones: { new: "attention", contacted: "active", won: "done", lost: "closed" },
})
export type EnquiryStatus = (typeof enquiryStatus.statuses)[number]

/** The reference the visitor and the owner quote: ENQ-00042. */
export function enquiryReference(id: number): string {
  return `ENQ-${String(id).padStart(5, "0")}`
}

/** The id inside a reference or a bare number, as typed in the admin search or URL. */
export function enquiryIdFromReference(value: string): number | undefined {
  const match = /^(?:ENQ-)?0*(\d{1,9})$/i.exec(value.trim())
  return match ? Number(match[1]) : undefined
}

/** The longest notes the owner may keep on one enquiry. */
export const NOTES_MAX = 5000
