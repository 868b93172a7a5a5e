import { Link } from "react-router"
import { AccountButtons } from "~/components/layout/account-buttons"
import { CartLink } from "~/components/layout/cart-link"
import { LogoMark } from "~/components/layout/logo-mark"
import { MobileNav } from "~/components/layout/mobile-nav"
import { MainNavLinks } from "~/components/layout/nav-links"
import { SITE_NAME } from "~/lib/site"

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
          <MainNavLinks
            listClassName="flex items-center gap-1"
            linkClassName="rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-white/10 hover:text-white"
          />
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
