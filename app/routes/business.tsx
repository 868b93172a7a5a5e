import { Check, Download } from "lucide-react"
import { Link } from "react-router"
import type { Route } from "./+types/business"
import businessHeroSmall from "~/assets/business-hero-800.webp"
import businessHero from "~/assets/business-hero.webp"
import { ServiceIcon } from "~/business/service-icon"
import {
  BROCHURE_PATH,
  BROCHURE_FILE_NAME,
  CONSULTATION,
  enquiryPath,
  REPLY_PROMISE,
  SERVICES,
} from "~/business/services"
import { Button } from "~/components/ui/button"
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "~/components/ui/card"
import { pageMeta } from "~/lib/site"

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Business Services",
    "Custom ocean camera installation, maintenance and support, and corporate sponsorships from Cape Ocean Adventures.",
  )

// These buttons write to the console, as first specified; they also
// open the enquiry they name (or download the brochure). They are links, so
// they work before JavaScript has loaded (docs/deviations.md).
function logIntent(label: string, service?: string) {
  console.log(`Business Services: '${label}' clicked${service ? ` for ${service}` : ""}`)
}

export default function Business() {
  return (
    <>
      <section className="relative isolate overflow-hidden bg-ocean-950 text-white">
        <img
          src={businessHero}
          srcSet={`${businessHeroSmall} 800w, ${businessHero} 1600w`}
          sizes="100vw"
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
            seen by viewers around the world. Book a free consultation and we'll reply{" "}
            {REPLY_PROMISE}.
          </p>
          <Button asChild variant="accent" size="lg">
            <Link to={enquiryPath("consultation")} onClick={() => logIntent(CONSULTATION.button)}>
              {CONSULTATION.button}
            </Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="services-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="services-heading" className="text-center text-3xl font-bold tracking-tight">
          Our Services
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
          Choose a service to send us an enquiry. It goes straight to our team, you get a copy by
          e-mail, and we reply {REPLY_PROMISE}.
        </p>
        <div className="mt-10 grid gap-6 lg:grid-cols-3">
          {SERVICES.map((service) => (
            <Card key={service.slug}>
              <CardHeader>
                <span className="flex size-12 items-center justify-center rounded-lg bg-ocean-100 text-ocean-800">
                  <ServiceIcon icon={service.icon} className="size-6" />
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
                <Button asChild className="w-full">
                  <Link
                    to={enquiryPath(service.slug)}
                    onClick={() => logIntent(service.button, service.title)}
                  >
                    {service.button}
                    {service.buttonContext && (
                      <span className="sr-only"> {service.buttonContext}</span>
                    )}
                  </Link>
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
            Tell us about your site or brand in a free consultation and we'll put together a plan
            that fits, or take our brochure (PDF) to share with your team.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild variant="accent" size="lg">
              <Link to={enquiryPath("consultation")} onClick={() => logIntent(CONSULTATION.button)}>
                {CONSULTATION.button}
              </Link>
            </Button>
            <Button asChild variant="outline-light" size="lg">
              {/* A file, not a page: the browser downloads it (no client-side navigation). */}
              <a
                href={BROCHURE_PATH}
                download={BROCHURE_FILE_NAME}
                onClick={() => logIntent("Download Brochure")}
              >
                <Download aria-hidden="true" />
                Download Brochure
              </a>
            </Button>
          </div>
        </div>
      </section>
    </>
  )
}
