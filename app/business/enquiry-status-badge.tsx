import { enquiryStatusLabel } from "~/business/enquiry-status"
import { Badge } from "~/components/ui/badge"

const STATUS_CLASSES: Record<string, string> = {
  new: "bg-sun-300 text-ocean-950",
  contacted: "bg-ocean-700 text-white",
  won: "bg-kelp-700 text-white",
  lost: "bg-slate-200 text-slate-900",
}

export function EnquiryStatusBadge({ status, size }: { status: string; size?: "default" | "md" }) {
  return (
    <Badge
      variant={null}
      size={size}
      className={STATUS_CLASSES[status] ?? "bg-slate-200 text-slate-900"}
    >
      {enquiryStatusLabel(status)}
    </Badge>
  )
}
