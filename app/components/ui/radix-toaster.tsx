// The Radix toaster itself, loaded only once a toast is raised or F8 is pressed
// (see toaster.tsx), so no page pays for it before it is needed.
import { useEffect, useRef } from "react"
import { Link } from "react-router"
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "~/components/ui/toast"
import { useToast } from "~/components/ui/use-toast"

export default function RadixToaster({
  focusRegion,
  onMounted,
}: {
  /** F8 was pressed before this module had loaded: do what Radix's F8 does, once. */
  focusRegion: boolean
  onMounted: () => void
}) {
  const { toasts } = useToast()
  const viewport = useRef<HTMLOListElement>(null)
  useEffect(() => {
    if (focusRegion) viewport.current?.focus()
    onMounted()
  }, [focusRegion, onMounted])
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, link, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          {link && (
            <ToastAction asChild altText={link.altText}>
              <Link to={link.to}>{link.label}</Link>
            </ToastAction>
          )}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport ref={viewport} />
    </ToastProvider>
  )
}
