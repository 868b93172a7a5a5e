// The three business services, as the Business Services page, the enquiry form
// and the PDF brochure all show them: one list, so the brochure never drifts
// from the page. Icons are named here and drawn by the page (see service-icon.tsx).

export const SERVICE_SLUGS = ["installation", "maintenance", "sponsorship"] as const
export type ServiceSlug = (typeof SERVICE_SLUGS)[number]

export type BusinessService = {
  slug: ServiceSlug
  icon: "camera" | "wrench" | "building"
  title: string
  /** One line for the brochure's cover and the enquiry form. */
  summary: string
  description: string
  features: readonly string[]
  /** The button label on the service card. */
  button: string
  /**
   * Words read after a label that says nothing on its own ("Learn More"), for screen
   * readers and search engines; sighted visitors see the label inside its card.
   */
  buttonContext?: string
  /** What the enquiry form asks about when this button opened it. */
  enquiryHeading: string
}

export const SERVICES: readonly BusinessService[] = [
  {
    slug: "installation",
    icon: "camera",
    title: "Custom Camera Installation",
    summary: "Weatherproof live ocean cameras at your venue, installed and streaming.",
    description:
      "Put your venue on the map with a live view of the sea. We survey your site, choose weatherproof marine-grade cameras that survive salt spray and Cape winter storms, and install, configure and stream them for you. Hotels, beach restaurants, harbours and dive schools use our cameras to show guests the conditions before they arrive.",
    features: [
      "Free site survey along the Western Cape coast",
      "Marine-grade 4K cameras with salt-spray housings",
      "Solar and backup power options for remote sites",
      "Streaming set-up on your website and channel",
      "Branded overlays with your logo",
    ],
    button: "Get a Quote",
    enquiryHeading: "Get a quote for a camera installation",
  },
  {
    slug: "maintenance",
    icon: "wrench",
    title: "Maintenance & Support",
    summary: "Cameras kept clean, updated and online, with repairs in Cape Town.",
    description:
      "Ocean air is hard on electronics. Our maintenance plans keep your cameras clean, updated and online, with remote monitoring that spots a dropped stream before your visitors do. When something breaks, a technician based in Cape Town is on site quickly, and most faults are fixed remotely within the hour.",
    features: [
      "24/7 remote stream monitoring",
      "Quarterly lens cleaning and housing checks",
      "Firmware and security updates",
      "Same-week on-site repairs in Cape Town",
      "Monthly uptime and audience reports",
    ],
    button: "Learn More",
    buttonContext: "about maintenance and support",
    enquiryHeading: "Ask about maintenance and support plans",
  },
  {
    slug: "sponsorship",
    icon: "building",
    title: "Corporate Sponsorships",
    summary: "Your brand on a live ocean camera, supporting marine conservation.",
    description:
      "Sponsor a camera and put your brand in front of ocean lovers around the world. Sponsors are credited on the stream and on our site, and a share of every sponsorship goes to local marine conservation. Packages range from a single seasonal whale camera to naming rights on our flagship feeds.",
    features: [
      "Your brand on a live camera feed",
      "Credits on our site and highlight shorts",
      "Quarterly audience and engagement reports",
      "Conservation partnership certificate",
      "Custom campaigns for launches and events",
    ],
    button: "Become a Sponsor",
    enquiryHeading: "Become a sponsor",
  },
]

/**
 * What an enquiry can be about: one of the services, or a consultation about
 * any of them (the page's two 'Schedule a Consultation' buttons).
 */
export const ENQUIRY_SERVICES = [...SERVICE_SLUGS, "consultation"] as const
export type EnquiryService = (typeof ENQUIRY_SERVICES)[number]

export const CONSULTATION = {
  title: "Consultation",
  button: "Schedule a Consultation",
  enquiryHeading: "Schedule a consultation",
} as const

export function isEnquiryService(value: unknown): value is EnquiryService {
  return typeof value === "string" && (ENQUIRY_SERVICES as readonly string[]).includes(value)
}

export function enquiryServiceTitle(service: string): string {
  if (service === "consultation") return CONSULTATION.title
  return SERVICES.find((entry) => entry.slug === service)?.title ?? service
}

export function enquiryHeading(service: EnquiryService): string {
  if (service === "consultation") return CONSULTATION.enquiryHeading
  return SERVICES.find((entry) => entry.slug === service)!.enquiryHeading
}

/** The enquiry form's address for a service; the page's buttons link here. */
export function enquiryPath(service: EnquiryService): string {
  return `/business/enquiry?service=${service}`
}

export const BROCHURE_PATH = "/business/brochure.pdf"
export const BROCHURE_FILE_NAME = "cape-ocean-adventures-business-services.pdf"

/** How soon the business answers; the page, the mails and the brochure promise the same. */
export const REPLY_PROMISE = "within one business day"
