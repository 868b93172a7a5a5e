// The answer of a form's last post, in a status region that screen readers announce;
// kept in the page while empty, so the first answer is announced too.
import { cn } from "~/lib/utils"

export function ResultLine({
  result,
  className,
}: {
  result?: { ok: boolean; message?: string } | null
  className?: string
}) {
  return (
    <p
      role="status"
      className={cn(
        className,
        !result && "sr-only",
        result?.ok === false ? "text-red-800" : "text-emerald-800",
      )}
    >
      {result?.message ?? ""}
    </p>
  )
}
