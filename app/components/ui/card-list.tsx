// A named list of bordered cards, or a line saying why it is empty.
import type { Key, ReactNode } from "react"
import { cn } from "~/lib/utils"

export function CardList<T>({
  label,
  items,
  itemKey,
  empty,
  className,
  itemClassName,
  children,
}: {
  /** The list's accessible name. */
  label: string
  items: readonly T[]
  itemKey: (item: T) => Key
  empty: ReactNode
  className?: string
  itemClassName?: string
  children: (item: T) => ReactNode
}) {
  if (items.length === 0) return <p className="text-slate-700">{empty}</p>
  return (
    <ul aria-label={label} className={cn("flex flex-col", className)}>
      {items.map((item) => (
        <li
          key={itemKey(item)}
          className={cn("flex flex-col gap-3 border border-ocean-100 bg-white p-4", itemClassName)}
        >
          {children(item)}
        </li>
      ))}
    </ul>
  )
}
