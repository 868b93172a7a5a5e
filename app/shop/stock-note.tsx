// The note beside a cart or checkout line that cannot be ordered as it is (sold out, too few left).
import { CircleAlert } from "lucide-react"

export function LineStockNote({ children }: { children: React.ReactNode }) {
  return (
    <p data-testid="line-stock-note" className="flex gap-1.5 text-sm font-semibold text-red-800">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  )
}
