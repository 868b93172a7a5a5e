// A link that looks like a button: the Button's look on a router Link.
import { Link, type LinkProps } from "react-router"
import { Button } from "~/components/ui/button"

export function ButtonLink({
  variant,
  size,
  className,
  ...link
}: LinkProps & Pick<React.ComponentProps<typeof Button>, "variant" | "size">) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link {...link} />
    </Button>
  )
}
