import { Link } from "react-router"
import { LogoLink } from "~/components/layout/logo-mark"
import { SocialLinks } from "~/components/layout/social-links"
import { FOOTER_QUICK_LINKS, LEGAL_LINKS, SITE_NAME } from "~/lib/site"
import { NewsletterForm } from "~/newsletter/newsletter-form"

export function SiteFooter() {
  const year = new Date().getFullYear()
  return (
    <footer className="bg-ocean-950 text-ocean-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <LogoLink className="self-start text-lg text-white">{SITE_NAME}</LogoLink>
          <p className="text-sm leading-relaxed">
            Livestreaming the waters of Cape Town, South Africa, to screens around the world.
          </p>
        </div>
        <nav aria-label="Quick Links">
          <h2 className="mb-3 text-sm font-semibold tracking-wider text-white uppercase">
            Quick Links
          </h2>
          <ul className="flex flex-col gap-2 text-sm">
            {FOOTER_QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rounded-sm hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-sm font-semibold tracking-wider text-white uppercase">
            Follow Us
          </h2>
          <SocialLinks />
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold tracking-wider text-white uppercase">
            Subscribe
          </h2>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-3 px-4 py-6 text-sm sm:px-6 md:flex-row md:justify-between">
          <p>
            © {year} {SITE_NAME}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="rounded-sm underline-offset-4 hover:text-white hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  )
}
