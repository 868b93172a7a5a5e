// A status machine's rules (app/lib/status-machine.ts) as one value a test can compare.
type Machine = { statuses: readonly string[]; canChange: (from: string, to: never) => boolean }

/** For each status, every status `canChange` lets a record move to from it. */
export function allowedMoves(machine: Machine): Record<string, string[]> {
  const { statuses, canChange } = machine
  return Object.fromEntries(
    statuses.map((from) => [from, statuses.filter((to) => canChange(from, to as never))]),
  )
}
