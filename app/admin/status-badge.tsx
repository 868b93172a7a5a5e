import { Badge } from "~/components/ui/badge"
import { statusLabel } from "~/shop/order-status"

const STATUS_CLASSES: Record<string, string> = {
  awaiting_payment: "bg-sun-300 text-ocean-950",
  paid: "bg-ocean-700 text-white",
  shipped: "bg-kelp-700 text-white",
  cancelled: "bg-slate-200 text-slate-900",
}

export function StatusBadge({ status, size }: { status: string; size?: "default" | "md" }) {
  return (
    <Badge
      variant={null}
      size={size}
      className={STATUS_CLASSES[status] ?? "bg-slate-200 text-slate-900"}
    >
      {statusLabel(status)}
    </Badge>
  )
}
