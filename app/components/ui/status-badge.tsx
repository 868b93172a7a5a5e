import { Badge } from "~/components/ui/badge"
import type { StatusTone } from "~/lib/status-machine"

const TONE_CLASSES: Record<StatusTone, string> = {
  attention: "bg-sun-300 text-ocean-950",
  active: "bg-ocean-700 text-white",
  done: "bg-kelp-700 text-white",
  closed: "bg-slate-200 text-slate-900",
}

/** A record's status, named and coloured by its status machine (`of`). */
export function StatusBadge({
  of,
  status,
  size,
}: {
  of: { label: (status: string) => string; tone: (status: string) => StatusTone }
  status: string
  size?: "default" | "md"
}) {
  return (
    <Badge variant={null} size={size} className={TONE_CLASSES[of.tone(status)]}>
      {of.label(status)}
    </Badge>
  )
}
