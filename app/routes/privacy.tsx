import type { Route } from "./+types/privacy"
import { getBusinessDetails } from "~/legal/business-details.server"
import {
  BulletList,
  DetailValue,
  EmailLink,
  LegalPage,
  LegalSection,
  sectionTitles,
  LINK_CLASS,
  TextLink,
} from "~/legal/legal-page"
import { plural, type RetentionFacts } from "~/legal/privacy-facts"
import { getRetentionFacts } from "~/legal/privacy-facts.server"
import { PRIVACY_REQUEST_DAYS } from "~/legal/shop-policy"
import { pageMeta } from "~/lib/site"

export function loader() {
  return { business: getBusinessDetails(), retention: getRetentionFacts() }
}

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Privacy Policy",
    "What personal information Cape Ocean Adventures keeps, why, where and for how long, and how to see, correct or erase it (POPIA).",
  )

const SECTIONS = [
  { id: "responsible-party", title: "Who is responsible" },
  { id: "what-we-keep", title: "What we keep, why and for how long" },
  { id: "where", title: "Where it is kept and who else sees it" },
  { id: "newsletter-consent", title: "Newsletter and consent" },
  { id: "no-tracking", title: "No tracking" },
  { id: "security", title: "How we protect it" },
  { id: "your-rights", title: "Your rights, and how to use them" },
  { id: "regulator", title: "Complaints to the Information Regulator" },
  { id: "changes", title: "Changes to this policy" },
] as const

const title = sectionTitles(SECTIONS)

type DataKind = { name: string; what: string; why: string; kept: string }

function dataKinds(retention: RetentionFacts): DataKind[] {
  return [
    {
      name: "Orders",
      what: "Your name, e-mail address and shipping address, what you ordered, the amounts, and each change of the order's status (paid, shipped, cancelled).",
      why: "To deliver your order, tell you about it and keep our accounts: we need it to carry out our sale to you, and tax law requires the records.",
      kept: "Five years after the order, as tax law requires for business records.",
    },
    {
      name: "Accounts",
      what: "If you make an account: your e-mail address, when the account was made and when you last used it, and for each browser you are signed in on, when you signed in and last used it (never your password: there is none). Your orders are found by the account's address; they are not copied into it.",
      why: "To sign you in with a code sent to that address and show you your orders, as you asked by making the account.",
      kept: `Until you delete the account (on your account page), or ${plural(retention.accountInactiveDays, "day")} after you last used it, when we delete it by ourselves. A sign-in session ends ${plural(retention.visitorIdleDays, "day")} after its last use and ${plural(retention.visitorMaxDays, "day")} after signing in at the latest. Deleting an account does not delete orders, which we keep as business records (above).`,
    },
    {
      name: "Sign-in codes",
      what: "The e-mail address a code was asked for, a one-way hash of the code (never the code itself), when it was sent and how often it was tried.",
      why: "To check the code you type, to let a code work only once and for 10 minutes, and to send an address at most 3 codes in 15 minutes.",
      kept: `${plural(retention.signInCodeHours, "hour")}.`,
    },
    {
      name: "Business enquiries",
      what: "Your name and e-mail address, your phone number and organisation if you gave them, the service, your message, a preferred consultation time, and our notes on following it up.",
      why: "To answer your enquiry and follow it up, as you asked us to.",
      kept: "While we are in contact about it and, if it leads to work, with the records of that work; erased sooner on request.",
    },
    {
      name: "Newsletter sign-ups",
      what: "Your e-mail address, its status (pending, confirmed, unsubscribed), when and through which form you gave consent, and when you confirmed or unsubscribed.",
      why: "To send the newsletter only to people who agreed to it, and to be able to show that consent.",
      kept: `An address never confirmed is deleted after ${plural(retention.newsletterPendingDays, "day")}. A confirmed one stays until you unsubscribe or ask us to erase it. After you unsubscribe we keep only the address and the dates, to show that you withdrew consent and to send you no more newsletters, until you ask us to erase them.`,
    },
    {
      name: "E-mails we send",
      what: "The recipient, subject and text of every e-mail we send (order, enquiry, newsletter and confirmation e-mails), which can hold your name and address.",
      why: "To send each e-mail reliably (trying again when a mail server is down) and to see what we told you.",
      kept: `${plural(retention.mailDays, "day")} after the e-mail was sent (or finally failed); an e-mail waiting to be sent until it goes.`,
    },
    {
      name: "Form abuse counts",
      what: "The network (IP) address and the time of each order, enquiry, newsletter sign-up and sign-in code asked for or tried.",
      why: "To stop anyone from flooding our forms, and through them other people's inboxes.",
      kept: `At most ${plural(retention.rateLimitHours, "hour")}.`,
    },
    {
      name: "Failed staff logins",
      what: "The network (IP) address and time of each failed attempt to log in to our staff pages.",
      why: "To slow down anyone guessing the password.",
      kept: `${plural(retention.loginAttemptHours, "hour")}.`,
    },
    {
      name: "In your own browser",
      what: "Your cart and your last order, kept in your browser's storage on your device (not sent to us until you order).",
      why: "So a reload or a second visit keeps your cart, and the order confirmation can be shown again.",
      kept: "Until you clear this site's data in your browser; the cart empties when you order, and the next order replaces the last one.",
    },
  ]
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { business, retention } = loaderData
  return (
    <LegalPage
      title="Privacy Policy"
      intro="What personal information we keep, why, where and for how long, and how you can see, correct or erase it, under the Protection of Personal Information Act (POPIA)."
      contents={SECTIONS}
    >
      <LegalSection id="responsible-party" title={title("responsible-party")}>
        <p>
          The responsible party for your personal information is{" "}
          <DetailValue value={business.legalName} />, trading as {business.tradingName}, at{" "}
          <DetailValue value={business.physicalAddress} />. Our information officer is{" "}
          <DetailValue value={business.informationOfficer} />; write to{" "}
          <EmailLink value={business.email} /> about anything in this policy. All our details are on
          our <TextLink to="/contact">Contact page</TextLink>.
        </p>
        <p>
          We collect only what you give us in our forms (checkout, business enquiry, newsletter) and
          what our server needs to protect those forms. You don&rsquo;t need an account, and you can
          watch every free camera without giving us anything.
        </p>
      </LegalSection>

      <LegalSection id="what-we-keep" title={title("what-we-keep")}>
        <ul className="flex flex-col gap-4">
          {dataKinds(retention).map((kind) => (
            <li
              key={kind.name}
              className="rounded-xl border border-ocean-100 bg-white p-5 shadow-sm"
            >
              <h3 className="text-lg font-semibold text-ocean-950">{kind.name}</h3>
              <dl className="mt-2 flex flex-col gap-2">
                {(
                  [
                    ["What", kind.what],
                    ["Why", kind.why],
                    ["How long", kind.kept],
                  ] as const
                ).map(([label, text]) => (
                  <div key={label} className="grid gap-x-4 sm:grid-cols-[6rem_1fr]">
                    <dt className="font-semibold text-ocean-950">{label}</dt>
                    <dd>{text}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        <p>
          Our server deletes what is past its time by itself, every{" "}
          {plural(retention.purgeIntervalMinutes, "minute")}. Our staff pages use one session
          cookie, for staff only; it ends when the browser closes, after{" "}
          {plural(retention.adminIdleMinutes, "minute")} without use, and{" "}
          {plural(retention.adminMaxHours, "hour")} after login at the latest. If you sign in to an
          account, your browser keeps one more cookie, which holds only a random key to your
          session; we keep a one-way hash of it, and signing out deletes the session.
        </p>
      </LegalSection>

      <LegalSection id="where" title={title("where")}>
        <p>
          Everything above (except what stays in your browser) is kept in our own database on the
          server that runs this website. We do not sell, rent or trade personal information. Only
          these others see part of it, and only for the purpose named:
        </p>
        <BulletList>
          <li>our e-mail service, which delivers the e-mails we send you;</li>
          <li>the courier, which gets your name and shipping address to deliver your order;</li>
          <li>our hosting provider, which runs the server and its database for us;</li>
          <li>
            YouTube (Google): camera and highlight pictures are loaded from YouTube, and the videos
            play there, so YouTube sees your network address when your browser fetches them;
            Google&rsquo;s privacy policy applies to that;
          </li>
          <li>authorities, where the law obliges us to hand information over.</li>
        </BulletList>
        <p>
          If a provider keeps information outside South Africa, we use it only where the law there,
          or our agreement with the provider, protects it as well as POPIA does.
        </p>
      </LegalSection>

      <LegalSection id="newsletter-consent" title={title("newsletter-consent")}>
        <p>
          We send our newsletter (direct marketing) only with your consent. When you sign up, we
          e-mail you a link; only when you open it and confirm are you subscribed, and we record
          when and through which form you agreed. Every newsletter has an unsubscribe link at the
          bottom, and your mail program&rsquo;s &lsquo;Unsubscribe&rsquo; button works too: one
          click ends it, without logging in.
        </p>
      </LegalSection>

      <LegalSection id="no-tracking" title={title("no-tracking")}>
        <p>
          This website uses no analytics, no advertising and no tracking cookies, and we do not
          build profiles of visitors.
        </p>
      </LegalSection>

      <LegalSection id="security" title={title("security")}>
        <p>
          The site is served over an encrypted connection (HTTPS). Only our staff can see orders,
          enquiries and subscribers, behind a password that is stored only as a one-way hash and
          slows down repeated guesses. If personal information is ever accessed by someone who
          should not have it, we tell the Information Regulator and the people affected, as POPIA
          requires.
        </p>
      </LegalSection>

      <LegalSection id="your-rights" title={title("your-rights")}>
        <p>Under POPIA you may, free of charge:</p>
        <BulletList>
          <li>ask whether we hold personal information about you, and for a copy of it;</li>
          <li>ask us to correct it, or to erase it where we no longer may keep it;</li>
          <li>
            object to our use of it, and withdraw your newsletter consent at any time (the
            unsubscribe link, or a message to us);
          </li>
          <li>refuse direct marketing you did not agree to;</li>
          <li>complain to the Information Regulator (below).</li>
        </BulletList>
        <p>
          <strong className="text-ocean-950">To ask</strong>, write to{" "}
          <EmailLink value={business.email} /> from the e-mail address concerned, and say what you
          want (for example &lsquo;Please erase my data&rsquo;). We may ask you to confirm who you
          are, and we answer within {plural(PRIVACY_REQUEST_DAYS, "day")}.
        </p>
        <p>
          With an account you can do part of this yourself: its page offers &lsquo;Download my
          data&rsquo; (a file with your account, sessions, newsletter consent and orders) and
          &lsquo;Delete my account&rsquo;.
        </p>
        <p>
          <strong className="text-ocean-950">When we erase</strong>, your newsletter sign-up and the
          newsletter e-mails to you are deleted completely, and so are your account, your enquiries
          and the e-mails about them. Orders we must keep for the tax period above; we delete what
          the law does not require.
        </p>
      </LegalSection>

      <LegalSection id="regulator" title={title("regulator")}>
        <p>
          If you are unhappy with how we handle your personal information, please tell us first. You
          may also complain to the Information Regulator (South Africa):
        </p>
        <BulletList>
          <li>
            website:{" "}
            <a href="https://inforegulator.org.za" className={LINK_CLASS}>
              inforegulator.org.za
            </a>
          </li>
          <li>
            complaints:{" "}
            <a href="mailto:POPIAComplaints@inforegulator.org.za" className={LINK_CLASS}>
              POPIAComplaints@inforegulator.org.za
            </a>
          </li>
          <li>
            general enquiries:{" "}
            <a href="mailto:enquiries@inforegulator.org.za" className={LINK_CLASS}>
              enquiries@inforegulator.org.za
            </a>
          </li>
        </BulletList>
      </LegalSection>

      <LegalSection id="changes" title={title("changes")}>
        <p>
          When we change this policy we update the date at the top. We will not use information you
          gave us for a new purpose without telling you first and, where the law requires it, asking
          for your consent.
        </p>
      </LegalSection>
    </LegalPage>
  )
}
