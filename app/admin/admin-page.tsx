// Shared frame of the admin pages: a heading, an optional line of actions, the content.
import { cn } from "~/lib/utils"

export function AdminPage({
  title,
  description,
  actions,
  children,
  className,
}: {
  title: React.ReactNode
  description?: React.ReactNode
  actions?: React.ReactNode
  children: React.ReactNode
  className?: string
}) {
  return (
    <section className={cn("mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6", className)}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight text-ocean-950">{title}</h1>
          {description && <p className="text-slate-700">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  )
}

/** A wide table that scrolls sideways inside its own box on a phone, never the page. */
export function TableScroller({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    // Focusable so keyboard users can scroll it (axe "scrollable-region-focusable").
    // Positioned, so visually hidden headers inside stay in its box instead of widening the page.
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-ocean-100 bg-white shadow-sm focus-visible:ring-3 focus-visible:ring-sun-400 focus-visible:outline-none"
    >
      {children}
    </div>
  )
}

export const thClass =
  "px-4 py-3 text-left text-xs font-semibold tracking-wide text-ocean-900 uppercase"
export const tdClass = "px-4 py-3 align-top text-sm text-slate-800"

// The admin lists on a phone: below the md breakpoint each row is a card, its
// cells one under another, each after its column's name (the cell's data-label),
// and the column headers are left to screen readers. From md up it is a table.
export const cardTableClass = "w-full max-md:block"
export const cardHeadClass = "border-b border-ocean-100 bg-ocean-50 max-md:sr-only"
export const cardBodyClass = "max-md:block"
export const cardRowClass = "border-b border-ocean-50 last:border-0 max-md:block max-md:py-2"
export const cardCellClass = `${tdClass} max-md:block max-md:py-1.5 max-md:before:block max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-wide max-md:before:text-ocean-900 max-md:before:uppercase max-md:before:content-[attr(data-label)]`
