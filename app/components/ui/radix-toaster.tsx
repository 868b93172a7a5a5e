// The Radix toaster and its styled parts (shadcn's toast), loaded only once a toast is
// raised or F8 is pressed (see toaster.tsx), so no page pays for it before it is needed.
import { cva, type VariantProps } from "class-variance-authority"
import { X } from "lucide-react"
import * as ToastPrimitives from "radix-ui/toast"
import * as React from "react"
import { Link } from "react-router"
import { useToast } from "~/components/ui/use-toast"
import { cn } from "~/lib/utils"

// 5000 ms, swipe right past 50 px, F8 focuses the region (docs/product.md#toasts; Radix defaults,
// stated here so they cannot drift).
export const TOAST_DURATION_MS = 5000
export const TOAST_SWIPE_THRESHOLD_PX = 50

function ToastProvider(props: React.ComponentProps<typeof ToastPrimitives.Provider>) {
  return (
    <ToastPrimitives.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      {...props}
    />
  )
}

function ToastViewport({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Viewport>) {
  return (
    <ToastPrimitives.Viewport
      hotkey={["F8"]}
      className={cn(
        "fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col p-4 outline-none md:max-w-[420px]",
        className,
      )}
      {...props}
    />
  )
}

const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-lg border p-5 pr-8 shadow-lg transition-all data-[state=closed]:opacity-0 data-[state=open]:animate-[toast-in_200ms_ease-out] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none",
  {
    variants: {
      variant: {
        default: "border-ocean-200 bg-white text-ocean-950",
        destructive: "border-red-800 bg-red-700 text-white",
      },
    },
    defaultVariants: { variant: "default" },
  },
)

function Toast({
  className,
  variant,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Root> & VariantProps<typeof toastVariants>) {
  return (
    <ToastPrimitives.Root
      data-slot="toast"
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  )
}

function ToastAction({ className, ...props }: React.ComponentProps<typeof ToastPrimitives.Action>) {
  return (
    <ToastPrimitives.Action
      className={cn(
        "inline-flex h-8 shrink-0 items-center justify-center rounded-md border border-ocean-200 bg-transparent px-3 text-sm font-medium group-[.destructive]:border-white/40 hover:bg-ocean-50 focus:ring-2 focus:ring-ocean-600 focus:outline-none",
        className,
      )}
      {...props}
    />
  )
}

function ToastClose({ className, ...props }: React.ComponentProps<typeof ToastPrimitives.Close>) {
  return (
    <ToastPrimitives.Close
      aria-label="Close notification"
      className={cn(
        "absolute top-2 right-2 rounded-md p-1 text-current opacity-80 hover:opacity-100 focus:ring-2 focus:ring-current focus:outline-none",
        className,
      )}
      toast-close=""
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitives.Close>
  )
}

function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitives.Title>) {
  return <ToastPrimitives.Title className={cn("text-sm font-semibold", className)} {...props} />
}

function ToastDescription({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Description>) {
  return <ToastPrimitives.Description className={cn("text-sm opacity-95", className)} {...props} />
}

export type ToastProps = React.ComponentProps<typeof Toast>
export type ToastActionElement = React.ReactElement<typeof ToastAction>

export default function RadixToaster({
  focusRegion,
  onMounted,
}: {
  /** F8 was pressed before this module had loaded: do what Radix's F8 does, once. */
  focusRegion: boolean
  onMounted: () => void
}) {
  const { toasts } = useToast()
  const viewport = React.useRef<HTMLOListElement>(null)
  React.useEffect(() => {
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
