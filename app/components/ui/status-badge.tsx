import { Badge } from "~/components/ui/badge"
import type { StatusTone } from "~/lib/status-machine"
import { cn } from "~/lib/utils"

const TONE_CLASSES: Record<StatusTone, string> = {
  attention: "bg-sun-300 text-ocean-950",
  active: "bg-ocean-700 text-white",
  done: "bg-kelp-700 text-white",
  closed: "bg-slate-200 text-slate-900",
}

/** A record's status, named and coloured by its status machine (`of`). */
type Machine = { label: (status: string) => string; tone: (status: string) => StatusTone }

export function StatusBadge({
  of,
  status,
  size,
}: {
  of: Machine
  status: string
  size?: "default" | "md"
}) {
  return (
    <Badge variant={null} size={size} className={TONE_CLASSES[of.tone(status)]}>
      {of.label(status)}
    </Badge>
  )
}

/** A record's status changes, oldest first, each with its time. */
export function StatusHistory({
  of,
  events,
  label,
  compact = false,
}: {
  of: Machine
  events: readonly { status: string; at: string; note?: string | null }[]
  label?: string
  /** In a table cell: tighter, and the time kept on one line. */
  compact?: boolean
}) {
  return (
    <ol aria-label={label} className={cn("flex flex-col", compact ? "gap-1" : "gap-2")}>
      {events.map((event, index) => (
        <li
          key={index}
          className={cn("flex flex-wrap items-center", compact ? "gap-x-2" : "gap-2")}
        >
          <StatusBadge of={of} status={event.status} />
          <span className={cn("text-slate-700", compact ? "text-xs whitespace-nowrap" : "text-sm")}>
            {event.at}
          </span>
          {event.note && <span className="basis-full text-sm text-slate-800">{event.note}</span>}
        </li>
      ))}
    </ol>
  )
}
