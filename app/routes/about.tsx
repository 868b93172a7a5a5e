import { CloudLightning, Fish, Radio, Sunrise, Users, Video, Waves } from "lucide-react"
import type { Route } from "./+types/about"
import aboutSmall from "~/assets/about-coast-480.webp"
import aboutMedium from "~/assets/about-coast-800.webp"
import aboutImage from "~/assets/about-coast.webp"
import { pageMeta } from "~/lib/site"

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "About Us",
    "Why Cape Ocean Adventures streams the waters of Cape Town live, how it works, and what you can watch.",
  )

const STEPS = [
  {
    icon: Video,
    title: "We Install Cameras",
    text: "We place weatherproof HD cameras at the best spots along the Cape coastline, from whale bays to harbour walls.",
  },
  {
    icon: Radio,
    title: "You Watch & Enjoy",
    text: "Tune in from anywhere in the world, day or night, on your phone, tablet or TV. Free cameras need no sign-up.",
  },
  {
    icon: Users,
    title: "Join Our Community",
    text: "Share sightings, follow our highlight shorts and help us protect the ocean we all love to watch.",
  },
]

const OFFERS = [
  {
    icon: Waves,
    title: "24/7 Live Ocean Feeds",
    text: "Round-the-clock streams of the Atlantic and False Bay.",
  },
  {
    icon: Fish,
    title: "Wildlife Sightings",
    text: "Whales, dolphins, seals and seabirds, caught as they pass.",
  },
  {
    icon: Sunrise,
    title: "Epic Sunrises & Sunsets",
    text: "Golden hours over Table Bay and the Twelve Apostles.",
  },
  {
    icon: CloudLightning,
    title: "Storm-Watching & Big Swells",
    text: "Winter fronts and big-wave days, safely from home.",
  },
]

export default function About() {
  return (
    <>
      <section className="bg-ocean-950 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">About Us</h1>
          <p className="mt-4 max-w-2xl text-lg text-ocean-100">
            A small Cape Town team bringing the ocean to everyone, one live camera at a time.
          </p>
        </div>
      </section>

      <section
        aria-labelledby="mission-heading"
        className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2"
      >
        <div className="flex flex-col gap-4">
          <h2 id="mission-heading" className="text-3xl font-bold tracking-tight">
            Our Mission <span className="text-ocean-700">/ Why We Do It</span>
          </h2>
          <p className="text-lg leading-relaxed text-slate-700">
            The waters around Cape Town are some of the most spectacular on Earth: two oceans meet,
            southern right whales calve in our bays, and winter storms roll in from the Southern
            Ocean. Most people will never stand on these shores, so we bring the shores to them.
          </p>
          <p className="text-lg leading-relaxed text-slate-700">
            We stream the ocean live and unfiltered because we believe that people protect what they
            love, and they love what they get to see. Every stream, short and T-shirt helps keep the
            cameras running.
          </p>
        </div>
        <img
          src={aboutImage}
          srcSet={`${aboutSmall} 480w, ${aboutMedium} 800w, ${aboutImage} 1200w`}
          // Full width below lg (less the page padding), half of the 7xl container above.
          sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, calc(100vw - 2rem)"
          width={1200}
          height={800}
          alt="A live camera mast on the rocks of the Cape coastline, looking out over the Atlantic"
          loading="lazy"
          className="aspect-[3/2] w-full rounded-2xl object-cover shadow-lg"
        />
      </section>

      <section aria-labelledby="how-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="how-heading" className="text-center text-3xl font-bold tracking-tight">
            How It Works
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li
                key={step.title}
                className="flex flex-col items-center gap-3 rounded-xl bg-ocean-50 p-8 text-center"
              >
                <span className="flex size-14 items-center justify-center rounded-full bg-ocean-700 text-white">
                  <step.icon className="size-7" aria-hidden="true" />
                </span>
                <h3 className="text-xl font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="offer-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="offer-heading" className="text-center text-3xl font-bold tracking-tight">
          What We Offer
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {OFFERS.map((offer) => (
            <li
              key={offer.title}
              className="flex flex-col gap-3 rounded-xl border border-ocean-100 bg-white p-6 shadow-sm"
            >
              <offer.icon className="size-8 text-kelp-600" aria-hidden="true" />
              <h3 className="text-lg font-semibold">{offer.title}</h3>
              <p className="text-slate-700">{offer.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
