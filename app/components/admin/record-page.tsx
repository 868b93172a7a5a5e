// The parts of a record's admin page (an order, an enquiry, an account): the way back to
// its list, its cards and sections, and its status history.
import { ArrowLeft } from "lucide-react"
import type { ComponentProps, ReactNode } from "react"
import { Link } from "react-router"
import { Button } from "~/components/ui/button"
import { Card, CardContent, CardHeader } from "~/components/ui/card"
import { StatusHistory } from "~/components/ui/status-badge"

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

/** A card with a heading: one side of the record. */
export function RecordCard({
  title,
  className,
  contentClassName,
  children,
}: {
  title: string
  className?: string
  contentClassName?: string
  children: ReactNode
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{title}</h2>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  )
}

export function StatusHistoryCard(props: ComponentProps<typeof StatusHistory>) {
  return (
    <RecordCard title="Status history">
      <StatusHistory {...props} />
    </RecordCard>
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
