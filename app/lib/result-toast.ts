// Toasts described by the server (action results, loader notices) and raised
// once in the browser (docs/decisions/toasts-from-server-results.md).
import { useEffect } from "react"
import { toast } from "~/components/ui/use-toast"

export type ToastMessage = {
  /** Made on the server so one result raises its toast once, however often the page renders. */
  id: string
  title: string
  description?: string
  variant?: "default" | "destructive"
}

export function toastMessage(
  title: string,
  description?: string,
  variant: ToastMessage["variant"] = "default",
): ToastMessage {
  return {
    id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    title,
    description,
    variant,
  }
}

const shown = new Set<string>()

export function useResultToast(message: ToastMessage | undefined | null) {
  useEffect(() => {
    if (!message || shown.has(message.id)) return
    shown.add(message.id)
    toast({ title: message.title, description: message.description, variant: message.variant })
  }, [message])
}
