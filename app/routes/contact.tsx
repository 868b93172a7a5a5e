import { Mail, MapPin, Phone, type LucideIcon } from "lucide-react"
import type { Route } from "./+types/contact"
import { enquiryPath, REPLY_PROMISE } from "~/business/services"
import { getBusinessDetails } from "~/legal/business-details.server"
import {
  BulletList,
  BusinessDetailsList,
  DetailValue,
  EmailLink,
  LegalPage,
  LegalSection,
  PhoneLink,
  TextLink,
} from "~/legal/legal-page"
import { pageMeta } from "~/lib/site"

export function loader() {
  return { business: getBusinessDetails() }
}

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Contact Us",
    "How to reach Cape Ocean Adventures: e-mail, telephone and addresses, and who we are as a business.",
  )

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { business } = loaderData
  return (
    <LegalPage
      title="Contact Us"
      intro="Questions about an order, a camera project or your personal information? Write or call us: a real person in Cape Town answers."
    >
      <section aria-labelledby="reach-heading" className="flex flex-col gap-6">
        <h2 id="reach-heading" className="text-2xl font-bold tracking-tight text-ocean-950">
          Get in touch
        </h2>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <ContactCard icon={Mail} title="E-mail">
            <EmailLink value={business.email} />
            <p className="mt-1 text-sm">We reply {REPLY_PROMISE}.</p>
          </ContactCard>
          <ContactCard icon={Phone} title="Telephone">
            <PhoneLink value={business.phone} />
          </ContactCard>
          <ContactCard icon={MapPin} title="Physical address">
            <DetailValue value={business.physicalAddress} />
          </ContactCard>
          <ContactCard icon={MapPin} title="Postal address">
            <DetailValue value={business.postalAddress} />
          </ContactCard>
        </ul>
      </section>

      <LegalSection id="what-about" title="What are you writing about?">
        <BulletList>
          <li>
            <strong className="text-ocean-950">An order:</strong> reply to the e-mail we sent with
            your order, or write to us with your order number (COA-…). Cancellations and returns are
            explained in our <TextLink to="/terms#cooling-off">Terms and Conditions</TextLink>.
          </li>
          <li>
            <strong className="text-ocean-950">Cameras for your business:</strong> send us an{" "}
            <TextLink to={enquiryPath("consultation")}>enquiry</TextLink>; it reaches our team at
            once and you get a copy by e-mail.
          </li>
          <li>
            <strong className="text-ocean-950">Your personal information:</strong> to see, correct
            or erase what we keep about you, see{" "}
            <TextLink to="/privacy#your-rights">your rights in our Privacy Policy</TextLink>.
          </li>
          <li>
            <strong className="text-ocean-950">The newsletter:</strong> every newsletter has an
            unsubscribe link at the bottom; you can also simply write to us.
          </li>
        </BulletList>
      </LegalSection>

      <LegalSection id="who-we-are" title="Who we are">
        <p>
          {business.tradingName} is the trading name of the business below. It runs this website and
          sells the goods and services on it.
        </p>
        <BusinessDetailsList details={business} />
        <p>
          We are not a member of any self-regulatory or accreditation body and do not subscribe to
          an industry code of conduct. Our information officer (Protection of Personal Information
          Act) is <DetailValue value={business.informationOfficer} />, reachable at the e-mail
          address above.
        </p>
      </LegalSection>
    </LegalPage>
  )
}

function ContactCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon
  title: string
  children: React.ReactNode
}) {
  return (
    <li className="flex min-w-0 gap-4 rounded-xl border border-ocean-100 bg-white p-6 shadow-sm">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-ocean-100 text-ocean-800">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 wrap-anywhere text-slate-700">
        <h3 className="font-semibold text-ocean-950">{title}</h3>
        <div className="mt-1">{children}</div>
      </div>
    </li>
  )
}
