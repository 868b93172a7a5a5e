import { groupThousands } from "~/lib/number-format"

export function formatCount(value: number): string {
  return groupThousands(Math.round(value))
}

/** spec §2 "Camera card": a localized number followed by 'viewers', or '0 viewers'. */
export function formatViewers(count: unknown): string {
  return typeof count === "number" && Number.isFinite(count)
    ? `${formatCount(count)} viewers`
    : "0 viewers"
}

export function formatViews(count: number): string {
  return `${formatCount(count)} views`
}
