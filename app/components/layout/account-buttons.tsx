import { Form, Link, useLocation, useRouteLoaderData } from "react-router"
import { Button } from "~/components/ui/button"
import { cn } from "~/lib/utils"

// Signed out: 'Login' and 'Sign Up', both links to the one code sign-in (Sign Up with a
// welcome line). Signed in: 'Account' and 'Sign out' in the same two boxes (each as wide
// as the widest label), so the bar keeps its layout either way.
const BOX = "min-w-[5.75rem]"

export function AccountButtons({
  className,
  onChoose,
}: {
  /** Must set the display, e.g. `flex` or `hidden lg:flex`. */
  className: string
  onChoose?: () => void
}) {
  const { pathname } = useLocation()
  const root = useRouteLoaderData<{ signedIn?: true }>("root")
  // Staff in the admin area are no visitors: there they see 'Log out' and nothing else.
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return null
  const signedIn = root?.signedIn
  return (
    <div className={cn("items-center gap-2", className)}>
      <Button asChild variant="outline-light" size="sm" className={BOX}>
        <Link to={signedIn ? "/account" : "/sign-in"} onClick={onChoose}>
          {signedIn ? "Account" : "Login"}
        </Link>
      </Button>
      {signedIn ? (
        <Form method="post" action="/account" onSubmit={onChoose}>
          <input type="hidden" name="intent" value="sign-out" />
          <Button type="submit" variant="accent" size="sm" className={BOX}>
            Sign out
          </Button>
        </Form>
      ) : (
        <Button asChild variant="accent" size="sm" className={BOX}>
          <Link to="/sign-in?welcome=1" onClick={onChoose}>
            Sign Up
          </Link>
        </Button>
      )}
    </div>
  )
}
