// Facts about the business shown across the site.
export const SITE_NAME = "Cape Ocean Adventures"
export const SITE_TAGLINE = `Experience ${SITE_NAME}`
export const COMPANY_YOUTUBE_URL = "https://www.youtube.com/@capeoceanadventures"

export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/cameras", label: "Live Cameras" },
  { to: "/highlights", label: "Highlights" },
  { to: "/merchandise", label: "Merchandise" },
  { to: "/business", label: "Business Services" },
  { to: "/about", label: "About Us" },
] as const

/** The footer's: the main links but Highlights and Merchandise. */
export const FOOTER_QUICK_LINKS = NAV_LINKS.filter(
  (link) => link.to !== "/highlights" && link.to !== "/merchandise",
)

/** The shop's legal pages: linked from every page's footer, and from checkout. */
export const LEGAL_LINKS = [
  { to: "/terms", label: "Terms and Conditions" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/contact", label: "Contact Us" },
] as const

/** The link-preview picture; root.tsx adds it to every page with the site's public origin. */
export const OG_IMAGE = {
  path: "/og-image.jpg",
  width: 1200,
  height: 630,
  alt: `${SITE_NAME}: live ocean cameras from Cape Town`,
} as const

/** Title and description meta for a route, plus Open Graph twins (image and URL: root.tsx). */
export function pageMeta(title: string, description: string) {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
  ]
}
