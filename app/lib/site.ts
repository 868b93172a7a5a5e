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

export const FOOTER_QUICK_LINKS = [
  { to: "/", label: "Home" },
  { to: "/cameras", label: "Live Cameras" },
  { to: "/business", label: "Business Services" },
  { to: "/about", label: "About Us" },
] as const

/** Title and description meta for a route, plus Open Graph twins. */
export function pageMeta(title: string, description: string) {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:image", content: "/og-image.jpg" },
  ]
}
