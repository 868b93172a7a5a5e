// A boxed message with its icon: something done (green) or refused (red).
import type { LucideIcon } from "lucide-react"
import { cn } from "~/lib/utils"

export function Notice({
  tone,
  icon: Icon,
  role,
  children,
}: {
  tone: "success" | "error"
  icon: LucideIcon
  role?: "status"
  children: React.ReactNode
}) {
  return (
    <p
      role={role}
      className={cn(
        "flex items-start gap-2 rounded-md p-4",
        tone === "success" ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900",
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      {children}
    </p>
  )
}
