// The site's main links, as the header shows them on a wide screen and the menu on a
// narrow one, and the class rule every NavLink of the site follows.
import { NavLink } from "react-router"
import { NAV_LINKS } from "~/lib/site"
import { cn } from "~/lib/utils"

/** A NavLink's className: its own look plus the colours of the current page or the others. */
export function navLinkClass(base: string, active: string, inactive: string) {
  return ({ isActive }: { isActive: boolean }) => cn(base, isActive ? active : inactive)
}

export function MainNavLinks({
  listClassName,
  linkClassName,
  onChoose,
}: {
  listClassName: string
  linkClassName: string
  onChoose?: () => void
}) {
  return (
    <ul className={listClassName}>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.to === "/"}
            onClick={onChoose}
            className={navLinkClass(linkClassName, "bg-white/10 text-white", "text-ocean-100")}
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}
