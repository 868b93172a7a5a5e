// The page's toaster. Radix's toast code is loaded on demand: when the first toast
// is raised, or when F8 (the hotkey that focuses the notifications region) is
// pressed before that. Until then this component renders nothing and only listens
// for F8, so Radix's own F8 behaviour is kept even while its code is on the way.
import { lazy, Suspense, useCallback, useEffect, useState } from "react"
import { useToast } from "~/components/ui/use-toast"

const RadixToaster = lazy(() => import("~/components/ui/radix-toaster"))

export function Toaster() {
  const { toasts } = useToast()
  const [wanted, setWanted] = useState(false)
  const [mounted, setMounted] = useState(false)
  const [focusRegion, setFocusRegion] = useState(false)
  const active = wanted || toasts.length > 0

  useEffect(() => {
    if (active) setWanted(true)
  }, [active])

  useEffect(() => {
    if (mounted) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== "F8") return
      setFocusRegion(true)
      setWanted(true)
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [mounted])

  const onMounted = useCallback(() => setMounted(true), [])

  if (!active) return null
  return (
    <Suspense fallback={null}>
      <RadixToaster focusRegion={focusRegion && !mounted} onMounted={onMounted} />
    </Suspense>
  )
}
