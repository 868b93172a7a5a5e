import { Building2, Camera, Check, Download, Wrench } from "lucide-react"
import type { Route } from "./+types/business"
import businessHero from "~/assets/business-hero.webp"
import { Button } from "~/components/ui/button"
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "~/components/ui/card"
import { toast } from "~/components/ui/use-toast"
import { pageMeta } from "~/lib/site"

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Business Services",
    "Custom ocean camera installation, maintenance and support, and corporate sponsorships from Cape Ocean Adventures.",
  )

const SERVICES = [
  {
    icon: Camera,
    title: "Custom Camera Installation",
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
  },
  {
    icon: Wrench,
    title: "Maintenance & Support",
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
  },
  {
    icon: Building2,
    title: "Corporate Sponsorships",
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
  },
] as const

// spec §2: these buttons only write to the console. A short toast tells the visitor
// how to reach us, so the button does not look broken (docs/deviations.md).
function logIntent(label: string, service?: string) {
  console.log(`Business Services: '${label}' clicked${service ? ` for ${service}` : ""}`)
  toast({
    title: "Thanks for your interest!",
    description: "Email info@capeoceanadventures.co.za and we'll reply within one business day.",
  })
}

export default function Business() {
  return (
    <>
      <section className="relative isolate overflow-hidden bg-ocean-950 text-white">
        <img
          src={businessHero}
          width={1600}
          height={700}
          alt=""
          fetchPriority="high"
          className="absolute inset-0 -z-10 size-full object-cover"
        />
        <div className="absolute inset-0 -z-10 bg-ocean-950/70" />
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-20 sm:px-6">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Business Services</h1>
          <p className="max-w-2xl text-lg text-ocean-50">
            Live ocean cameras for hotels, harbours, tourism and brands: installed, kept running and
            seen by viewers around the world.
          </p>
          <Button
            type="button"
            variant="accent"
            size="lg"
            onClick={() => logIntent("Schedule a Consultation")}
          >
            Schedule a Consultation
          </Button>
        </div>
      </section>

      <section aria-labelledby="services-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="services-heading" className="text-center text-3xl font-bold tracking-tight">
          Our Services
        </h2>
        <div className="mt-10 grid gap-6 lg:grid-cols-3">
          {SERVICES.map((service) => (
            <Card key={service.title}>
              <CardHeader>
                <span className="flex size-12 items-center justify-center rounded-lg bg-ocean-100 text-ocean-800">
                  <service.icon className="size-6" aria-hidden="true" />
                </span>
                <CardTitle className="mt-2 text-xl">{service.title}</CardTitle>
              </CardHeader>
              <CardContent className="flex flex-col gap-4">
                <p className="leading-relaxed text-slate-700">{service.description}</p>
                <ul className="flex flex-col gap-2">
                  {service.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-2 text-sm">
                      <Check className="mt-0.5 size-4 text-kelp-600" aria-hidden="true" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </CardContent>
              <CardFooter>
                <Button
                  type="button"
                  className="w-full"
                  onClick={() => logIntent(service.button, service.title)}
                >
                  {service.button}
                </Button>
              </CardFooter>
            </Card>
          ))}
        </div>
      </section>

      <section className="bg-gradient-to-r from-ocean-800 to-kelp-700 text-white">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center">
          <h2 className="text-3xl font-bold tracking-tight">
            Ready to bring your view of the ocean to the world?
          </h2>
          <p className="text-lg text-ocean-50">
            Tell us about your site or brand and we'll put together a plan that fits.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button
              type="button"
              variant="accent"
              size="lg"
              onClick={() => logIntent("Schedule a Consultation")}
            >
              Schedule a Consultation
            </Button>
            <Button
              type="button"
              variant="outline-light"
              size="lg"
              onClick={() => logIntent("Download Brochure")}
            >
              <Download aria-hidden="true" />
              Download Brochure
            </Button>
          </div>
        </div>
      </section>
    </>
  )
}
