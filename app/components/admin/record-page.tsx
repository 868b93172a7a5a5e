// The parts of a record's admin page (an order, an enquiry, an account): the way back to
// its list, its sections, and its status history.
import { ArrowLeft } from "lucide-react"
import type { ComponentProps, ReactNode } from "react"
import { Link } from "react-router"
import { Button } from "~/components/ui/button"
import { StatusHistory } from "~/components/ui/status-badge"
import { TitledCard } from "~/components/ui/titled-card"

export function BackToList({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="outline">
      <Link to={to}>
        <ArrowLeft aria-hidden="true" />
        {children}
      </Link>
    </Button>
  )
}

export function StatusHistoryCard(props: ComponentProps<typeof StatusHistory>) {
  return (
    <TitledCard title="Status history">
      <StatusHistory {...props} />
    </TitledCard>
  )
}

/** A section of the page below the cards, named by its heading. */
export function RecordSection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold text-ocean-950">
        {title}
      </h2>
      {children}
    </section>
  )
}
