// The statuses a record (an order, an enquiry) moves through, their names, and the
// changes the owner may make. Pure, so the rules are tested alone.

/** How a status badge looks: waiting on someone, under way, finished well, closed. */
export type StatusTone = "attention" | "active" | "done" | "closed"

export function statusMachine<const S extends string>(spec: {
  statuses: readonly S[]
  labels: Record<S, string>
  /** The button that moves a record into each status. */
  actions: Record<S, string>
  next: Record<S, readonly S[]>
  tones: Record<S, StatusTone>
}) {
  const is = (value: unknown): value is S =>
    typeof value === "string" && (spec.statuses as readonly string[]).includes(value)
  return {
    ...spec,
    is,
    label: (status: string): string => (is(status) ? spec.labels[status] : status),
    tone: (status: string): StatusTone => (is(status) ? spec.tones[status] : "closed"),
    canChange: (from: string, to: S): boolean => is(from) && spec.next[from].includes(to),
  }
}
