import { AccountButtons } from "~/components/layout/account-buttons"
import { CartLink } from "~/components/layout/cart-link"
import { LogoLink } from "~/components/layout/logo-mark"
import { MainLinks } from "~/components/layout/main-links"
import { MobileNav } from "~/components/layout/mobile-nav"
import { SITE_NAME } from "~/lib/site"

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-50 border-b border-white/10 bg-ocean-950/95 text-white shadow-md backdrop-blur supports-[backdrop-filter]:bg-ocean-950/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-6">
        <LogoLink className="shrink-0 tracking-tight">
          <span className="text-[15px] sm:text-lg">{SITE_NAME}</span>
        </LogoLink>
        <nav aria-label="Main" className="ml-4 hidden lg:block">
          <MainLinks
            className="flex items-center gap-1"
            linkClassName="py-2 text-sm transition-colors"
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
