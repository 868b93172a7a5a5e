import { Card, CardContent, CardHeader } from "~/components/ui/card"

/** A card that is one titled part of a page or form (a checkout step, an order summary). */
export function SectionCard({
  title,
  className,
  contentClassName,
  children,
}: {
  title: string
  className?: string
  contentClassName?: string
  children: React.ReactNode
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <h2 className="text-lg font-semibold">{title}</h2>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  )
}
