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

/** What a list says when it has no rows; `status` where a search or filter changed it. */
export function EmptyList({
  children,
  status = false,
}: {
  children: React.ReactNode
  status?: boolean
}) {
  return (
    <p
      role={status ? "status" : undefined}
      className="rounded-xl border border-ocean-100 bg-white p-6 text-slate-700"
    >
      {children}
    </p>
  )
}
