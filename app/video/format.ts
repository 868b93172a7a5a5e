import { groupThousands } from "~/lib/number-format"

export function formatCount(value: number): string {
  return groupThousands(Math.round(value))
}

/** A grouped number followed by 'viewers', or '0 viewers' when it is not a number. */
export function formatViewers(count: unknown): string {
  return typeof count === "number" && Number.isFinite(count)
    ? `${formatCount(count)} viewers`
    : "0 viewers"
}

export function formatViews(count: number): string {
  return `${formatCount(count)} views`
}
