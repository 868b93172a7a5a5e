// A record's status with a button for each change its status machine allows; the answer
// shows below it and as a toast. Without JavaScript the form posts normally and the
// page's action data (`fallback`) is the answer.
import type { ComponentProps } from "react"
import { useFetcher } from "react-router"
import { Button } from "~/components/ui/button"
import { ResultLine } from "~/components/ui/result-line"
import { StatusBadge } from "~/components/ui/status-badge"
import { useResultToast, type ToastMessage } from "~/lib/result-toast"
import type { StatusTone } from "~/lib/status-machine"

type Answer = { ok: boolean; message?: string; toast?: ToastMessage }

export function StatusChanger<S extends string>({
  of,
  status,
  fallback,
  variant = () => "default",
  intent,
  except = [],
}: {
  of: {
    label: (status: string) => string
    tone: (status: string) => StatusTone
    is: (value: unknown) => value is S
    next: Record<S, readonly S[]>
    actions: Record<S, string>
  }
  status: string
  fallback?: Answer
  variant?: (status: S) => ComponentProps<typeof Button>["variant"]
  /** Sent along where the page's action does more than one thing. */
  intent?: string
  /** Changes the page offers with a form of their own (e.g. 'Mark shipped' asks for tracking). */
  except?: readonly S[]
}) {
  const fetcher = useFetcher<Answer>()
  const result = fetcher.data ?? fallback
  useResultToast(result?.toast)
  const next = (of.is(status) ? of.next[status] : []).filter((to) => !except.includes(to))
  const pending = fetcher.state === "submitting" ? fetcher.formData?.get("status") : undefined
  return (
    <>
      <fetcher.Form method="post" className="flex flex-wrap items-center gap-3">
        {intent && <input type="hidden" name="intent" value={intent} />}
        <span className="font-semibold text-ocean-950">Status:</span>
        <StatusBadge of={of} status={status} size="md" />
        {next.map((to) => (
          <Button
            key={to}
            type="submit"
            name="status"
            value={to}
            size="sm"
            variant={variant(to)}
            disabled={fetcher.state !== "idle"}
          >
            {pending === to ? "Saving..." : of.actions[to]}
          </Button>
        ))}
      </fetcher.Form>
      <ResultLine result={result} />
    </>
  )
}
