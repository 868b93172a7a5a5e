import { useLocation } from "react-router"
import { Button } from "~/components/ui/button"
import { toast } from "~/components/ui/use-toast"
import { cn } from "~/lib/utils"

// There are no visitor accounts yet (docs/deviations.md). Until there are, these buttons
// say so honestly instead of doing nothing.
function announceAccountsComingSoon() {
  toast({
    title: "Accounts are coming soon",
    description: "You don't need an account: you can watch every free camera and shop as a guest.",
  })
}

export function AccountButtons({
  className,
  onChoose,
}: {
  /** Must set the display, e.g. `flex` or `hidden lg:flex`. */
  className: string
  onChoose?: () => void
}) {
  const { pathname } = useLocation()
  // Staff in the admin area are no visitors: there they see 'Log out' and nothing else.
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return null
  const handle = () => {
    onChoose?.()
    announceAccountsComingSoon()
  }
  return (
    <div className={cn("items-center gap-2", className)}>
      <Button type="button" variant="outline-light" size="sm" onClick={handle}>
        Login
      </Button>
      <Button type="button" variant="accent" size="sm" onClick={handle}>
        Sign Up
      </Button>
    </div>
  )
}
