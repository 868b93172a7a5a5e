// The frame of the Privacy, Terms and Contact pages: the same dark hero as About
// and Business Services, then a readable column of sections.
import { Link } from "react-router"
import {
  emailAddressOf,
  isPlaceholder,
  telHref,
  type BusinessDetails,
} from "~/legal/business-details"
import { LEGAL_TEXTS_UPDATED } from "~/legal/shop-policy"
import { cn } from "~/lib/utils"
import { EmailAddress } from "~/components/ui/email-address"
import { HeadedSection } from "~/components/ui/headed-section"

export type LegalSectionLink = { id: string; title: string }

/** Each section's title by its id, from the page's table of contents (one text for both). */
export function sectionTitles<const Sections extends readonly LegalSectionLink[]>(
  sections: Sections,
): (id: Sections[number]["id"]) => string {
  return (id) => sections.find((section) => section.id === id)!.title
}

export function LegalPage({
  title,
  intro,
  contents,
  children,
}: {
  title: string
  intro: string
  contents?: readonly LegalSectionLink[]
  children: React.ReactNode
}) {
  return (
    <>
      <section className="bg-ocean-950 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-ocean-100">{intro}</p>
          <p className="mt-4 text-sm text-ocean-100">Last updated {LEGAL_TEXTS_UPDATED}</p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="flex max-w-3xl flex-col gap-12">
          {contents && (
            <nav aria-label="On this page" className="rounded-xl bg-ocean-50 p-6">
              <h2 className="text-sm font-semibold tracking-wider text-ocean-900 uppercase">
                On this page
              </h2>
              <ol className="mt-3 grid gap-2 text-ocean-800 sm:grid-cols-2">
                {contents.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`} className={LINK_CLASS}>
                      {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          {children}
        </div>
      </div>
    </>
  )
}

export const LINK_CLASS =
  "rounded-sm text-ocean-700 underline underline-offset-4 hover:text-ocean-900"

export function LegalSection(props: { id: string; title: string; children: React.ReactNode }) {
  return (
    <HeadedSection
      {...props}
      className="flex scroll-mt-24 flex-col gap-4 leading-relaxed text-slate-700"
      headingClassName="text-2xl font-bold tracking-tight text-ocean-950"
    />
  )
}

export function BulletList({ children }: { children: React.ReactNode }) {
  return <ul className="flex list-disc flex-col gap-2 pl-6">{children}</ul>
}

export function TextLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className={LINK_CLASS}>
      {children}
    </Link>
  )
}

/** A business detail; a placeholder is highlighted so nobody takes it for the real one. */
export function DetailValue({ value }: { value: string }) {
  if (!isPlaceholder(value)) return <>{value}</>
  return (
    <span
      data-placeholder="true"
      className="rounded-sm bg-amber-100 px-1 text-amber-950 ring-1 ring-amber-300"
    >
      {value}
    </span>
  )
}

export function EmailLink({ value }: { value: string }) {
  return (
    <>
      <a href={`mailto:${emailAddressOf(value)}`} className={LINK_CLASS}>
        <EmailAddress email={emailAddressOf(value)} />
      </a>
      {isPlaceholder(value) && (
        <>
          {" "}
          <DetailValue value={value.slice(emailAddressOf(value).length).trim()} />
        </>
      )}
    </>
  )
}

export function PhoneLink({ value }: { value: string }) {
  if (isPlaceholder(value)) return <DetailValue value={value} />
  return (
    <a href={telHref(value)} className={LINK_CLASS}>
      {value}
    </a>
  )
}

/** Who sells: what the Electronic Communications and Transactions Act (s43) asks a web shop to show. */
export function BusinessDetailsList({
  details,
  className,
}: {
  details: BusinessDetails
  className?: string
}) {
  const rows: [string, React.ReactNode][] = [
    ["Trading name", details.tradingName],
    ["Legal name", <DetailValue key="legal" value={details.legalName} />],
    ["Legal status", <DetailValue key="status" value={details.legalStatus} />],
    ["Registration number", <DetailValue key="reg" value={details.registrationNumber} />],
    ["Directors", <DetailValue key="directors" value={details.directors} />],
    [
      "Physical address (also for service of legal documents)",
      <DetailValue key="physical" value={details.physicalAddress} />,
    ],
    ["Postal address", <DetailValue key="postal" value={details.postalAddress} />],
    ["Telephone", <PhoneLink key="phone" value={details.phone} />],
    ["E-mail", <EmailLink key="email" value={details.email} />],
    ["Website", <DetailValue key="website" value={details.website} />],
  ]
  return (
    <dl
      className={cn(
        "flex flex-col gap-3 rounded-xl border border-ocean-100 bg-white p-6 shadow-sm",
        className,
      )}
    >
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-x-6 gap-y-0.5 sm:grid-cols-[minmax(0,14rem)_1fr]">
          <dt className="font-semibold text-ocean-950">{label}</dt>
          <dd className="min-w-0 wrap-anywhere text-slate-700">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
