// How an enquiry is followed up: new -> contacted -> won or lost. A lead that
// goes nowhere (no answer, spam) may also be closed as lost straight from new.
export const ENQUIRY_STATUSES = ["new", "contacted", "won", "lost"] as const
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number]

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: "New",
  contacted: "Contacted",
  won: "Won",
  lost: "Lost",
}

export const NEXT_ENQUIRY_STATUSES: Record<EnquiryStatus, readonly EnquiryStatus[]> = {
  new: ["contacted", "lost"],
  contacted: ["won", "lost"],
  won: [],
  lost: [],
}

/** The button that moves an enquiry into this status. */
export const ENQUIRY_STATUS_ACTIONS: Record<EnquiryStatus, string> = {
  new: "Mark new",
  contacted: "Mark contacted",
  won: "Mark won",
  lost: "Mark lost",
}

export function isEnquiryStatus(value: unknown): value is EnquiryStatus {
  return typeof value === "string" && (ENQUIRY_STATUSES as readonly string[]).includes(value)
}

export function enquiryStatusLabel(status: string): string {
  return isEnquiryStatus(status) ? ENQUIRY_STATUS_LABELS[status] : status
}

export function canChangeEnquiryStatus(from: string, to: EnquiryStatus): boolean {
  return isEnquiryStatus(from) && NEXT_ENQUIRY_STATUSES[from].includes(to)
}

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
