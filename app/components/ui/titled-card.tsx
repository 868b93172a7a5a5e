// A card under a heading of its own (an h2): one part of a page made of cards.
import type { ReactNode } from "react"
import { Card, CardContent, CardHeader } from "~/components/ui/card"

export function TitledCard({
  title,
  className,
  contentClassName,
  children,
}: {
  title: ReactNode
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
