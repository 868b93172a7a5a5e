import { Link, NavLink } from "react-router"
import { AccountButtons } from "~/components/layout/account-buttons"
import { CartLink } from "~/components/layout/cart-link"
import { LogoMark } from "~/components/layout/logo-mark"
import { MobileNav } from "~/components/layout/mobile-nav"
import { NAV_LINKS, SITE_NAME } from "~/lib/site"
import { cn } from "~/lib/utils"

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-50 border-b border-white/10 bg-ocean-950/95 text-white shadow-md backdrop-blur supports-[backdrop-filter]:bg-ocean-950/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-6">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 rounded-md font-bold tracking-tight"
        >
          <LogoMark className="size-8 text-white" />
          <span className="text-[15px] sm:text-lg">{SITE_NAME}</span>
        </Link>
        <nav aria-label="Main" className="ml-4 hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === "/"}
                  className={({ isActive }) =>
                    cn(
                      "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-white/10 hover:text-white",
                      isActive ? "bg-white/10 text-white" : "text-ocean-100",
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <CartLink />
          <AccountButtons className="hidden lg:flex" />
          <MobileNav />
        </div>
      </div>
    </header>
  )
}
