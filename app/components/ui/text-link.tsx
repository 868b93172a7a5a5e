// A link inside running text, bold and underlined (the account and sign-in pages).
import { Link } from "react-router"

export function TextLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-ocean-700 underline underline-offset-4">
      {children}
    </Link>
  )
}
