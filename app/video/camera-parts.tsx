// What the camera cards and the camera page build from: a line with its icon, and the
// veil over a picture that is not live.
import type { LucideIcon } from "lucide-react"
import { cn } from "~/lib/utils"

export function IconLine({
  icon: Icon,
  className,
  children,
}: {
  icon: LucideIcon
  className?: string
  children: React.ReactNode
}) {
  return (
    <p className={cn("flex items-center gap-1.5", className)}>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  )
}

/** Dims the picture under it and says why (COMING SOON, OFFLINE), with an optional note. */
export function PictureVeil({ label, children }: { label: string; children?: React.ReactNode }) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-ocean-950/55 p-4 text-center text-white">
      <span className="rounded-md bg-ocean-950/85 px-3 py-1.5 text-sm font-bold tracking-widest">
        {label}
      </span>
      {children}
    </div>
  )
}
