import { NavLink } from "react-router"
import { NAV_LINKS } from "~/lib/site"
import { cn } from "~/lib/utils"

/** The main links, the current page's marked: in the header on wide screens, the menu on small. */
export function MainLinks({
  className,
  linkClassName,
  onChoose,
}: {
  className: string
  linkClassName: string
  onChoose?: () => void
}) {
  return (
    <ul className={className}>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.to === "/"}
            onClick={onChoose}
            className={({ isActive }) =>
              cn(
                "rounded-md px-3 font-medium hover:bg-white/10 hover:text-white",
                linkClassName,
                isActive ? "bg-white/10 text-white" : "text-ocean-100",
              )
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}
