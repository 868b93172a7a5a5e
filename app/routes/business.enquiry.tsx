// /business/enquiry?service=…: the enquiry form the Business Services buttons
// open. The loader hands out a fresh idempotency key with every form, so a
// double submit (with or without JavaScript) stores one enquiry.
import { ArrowLeft, CheckCircle2, Mail } from "lucide-react"
import { useEffect, useRef, useState } from "react"
import { data, Link, useSubmit } from "react-router"
import type { Route } from "./+types/business.enquiry"
import type { Challenge } from "altcha-lib"
import { replayOrAdmit, replaysRefused, type Refusal } from "~/abuse/admission.server"
import { ENQUIRY_RATE_LIMIT } from "~/abuse/limits"
import { SOLUTION_FIELD } from "~/abuse/challenge-field"
import { withRetryAfter } from "~/abuse/retry-after"
import { useChallengeResend } from "~/abuse/use-challenge"
import { createEnquiry, findEnquiryReceipt, type EnquiryReceipt } from "~/business/enquiries.server"
import { ENQUIRY_FORM_ID, EnquiryForm, type EnquiryFormValues } from "~/business/enquiry-form"
import { formatPreferredWindow } from "~/business/enquiry-format"
import {
  consultationDateRange,
  ENQUIRY_FIELDS,
  parseEnquiryValues,
  serviceFromQuery,
  type EnquiryField,
} from "~/business/enquiry-schema"
import {
  enquiryHeading,
  enquiryPath,
  enquiryServiceTitle,
  REPLY_PROMISE,
  type EnquiryService,
} from "~/business/services"
import { Button } from "~/components/ui/button"
import { Card, CardContent } from "~/components/ui/card"
import { EmailAddress } from "~/components/ui/email-address"
import { config } from "~/lib/config.server"
import { readFormFields } from "~/lib/form-request.server"
import { errorMessage, log } from "~/lib/log.server"
import { attentionLine, invalid, refused, type FormResult } from "~/lib/form-result"
import { toastMessage, useResultToast } from "~/lib/result-toast"
import { newIdempotencyKey } from "~/lib/idempotency-key"
import { pageMeta } from "~/lib/site"
import { scopeOf } from "~/scope/request-scope.server"
import { answerOutages } from "~/db/outage.server"

export type EnquiryResult = FormResult<
  EnquiryField,
  { receipt: EnquiryReceipt },
  {
    values?: EnquiryFormValues
    /** The site is busy: the form solves it and sends itself again. */
    challenge?: Challenge
  }
>

export const ENQUIRY_FAILED = "Your enquiry could not be sent. Please try again."

export function loader({ request }: Route.LoaderArgs) {
  const service = serviceFromQuery(new URL(request.url).searchParams.get("service"))
  return {
    service: service ?? "consultation",
    idempotencyKey: newIdempotencyKey(),
    dateRange: consultationDateRange(new Date()),
    contactEmail: config.mail.shopEmail,
  }
}

export const action = answerOutages(async ({ request, context }: Route.ActionArgs) => {
  // A client that keeps repeating stored enquiries is stopped before its form is read.
  const replays = replaysRefused(ENQUIRY_RATE_LIMIT, scopeOf(context))
  if (replays) return notAdmitted(replays)
  const read = await readFormFields(request, [...ENQUIRY_FIELDS, SOLUTION_FIELD])
  if (!read.ok) {
    return refused(read.error, read.status, {
      toast: toastMessage("Error", read.error, "destructive"),
    })
  }
  const form = read.values
  const parsed = parseEnquiryValues(form, new Date())
  if (!parsed.success) {
    return invalid(parsed.fieldErrors, {
      values: submittedValues(form),
      toast: toastMessage(
        "Please check your enquiry",
        attentionLine(parsed.fieldErrors),
        "destructive",
      ),
    })
  }
  try {
    // A repeated submit of a stored enquiry gets its answer again without counting
    // against the limit: the visitor is told once more what already happened.
    const scope = scopeOf(context)
    const gate = await replayOrAdmit(scope, ENQUIRY_RATE_LIMIT, read.values[SOLUTION_FIELD], (db) =>
      findEnquiryReceipt(db, parsed.data.idempotencyKey),
    )
    if ("stored" in gate) return data<EnquiryResult>(sent(gate.stored))
    if ("refusal" in gate) return notAdmitted(gate.refusal, submittedValues(form))
    const { db, now } = scope
    const { receipt } = await createEnquiry(db, parsed.data, { now })
    return data<EnquiryResult>(sent(receipt))
  } catch (error) {
    // The transaction rolled back: nothing of this enquiry is stored.
    log.error("enquiry.failed", { error: errorMessage(error) })
    return refused(ENQUIRY_FAILED, 500, {
      values: submittedValues(form),
      toast: toastMessage("Error", ENQUIRY_FAILED, "destructive"),
    })
  }
})

// A refused enquiry's page tells clients when to try again (429 Retry-After).
export const headers = withRetryAfter({ "Cache-Control": "no-store" })

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(
    data ? enquiryHeading(data.service) : "Business Enquiry",
    "Send Cape Ocean Adventures an enquiry about camera installation, maintenance and support, sponsorship, or a consultation.",
  )

export default function BusinessEnquiry({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as EnquiryResult | undefined
  const submit = useSubmit()
  // Past the overall threshold the same form goes again with a solved challenge.
  const solving = useChallengeResend(
    result && !result.ok ? result.challenge : undefined,
    (field) => {
      const form = document.getElementById(ENQUIRY_FORM_ID)
      if (!(form instanceof HTMLFormElement)) return
      const formData = new FormData(form)
      formData.set(SOLUTION_FIELD, field)
      void submit(formData, { method: "post" })
    },
  )
  useResultToast(solving ? undefined : result?.toast)
  const [service, setService] = useState<EnquiryService>(
    // The posted service is echoed back only when it is one of ours (a forged one would break the page).
    (result && !result.ok && serviceFromQuery(result.values?.service ?? null)) ||
      loaderData.service,
  )

  if (result?.ok) return <EnquirySent receipt={result.receipt} />

  return (
    <section className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-12 sm:px-6 lg:grid-cols-3">
      <div className="flex flex-col gap-6 lg:col-span-2">
        <BackLink />
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-ocean-950">
            {enquiryHeading(service)}
          </h1>
          <p className="text-slate-700">
            Tell us what you have in mind. Fields marked (optional) may stay empty.
          </p>
        </div>
        <Card>
          <CardContent className="pt-6">
            <EnquiryForm
              key={loaderData.idempotencyKey}
              service={loaderData.service}
              idempotencyKey={loaderData.idempotencyKey}
              dateRange={loaderData.dateRange}
              values={result && !result.ok ? result.values : undefined}
              serverErrors={result && !result.ok ? result.fieldErrors : undefined}
              formError={result && !result.ok && !solving ? result.message : undefined}
              solving={solving}
              onServiceChange={setService}
            />
          </CardContent>
        </Card>
      </div>
      <aside aria-labelledby="next-heading" className="flex flex-col gap-4 lg:sticky lg:top-24">
        <Card>
          <CardContent className="flex flex-col gap-3 pt-6 text-sm text-slate-800">
            <h2 id="next-heading" className="text-lg font-semibold text-ocean-950">
              What happens next
            </h2>
            <ol className="flex list-decimal flex-col gap-2 pl-5">
              <li>Your enquiry goes straight to our team, and a copy to your inbox.</li>
              <li>We reply {REPLY_PROMISE}, by e-mail or by phone if you give us a number.</li>
              <li>For a consultation, we confirm a time that suits you.</li>
            </ol>
            <p className="flex items-start gap-2 border-t border-ocean-100 pt-3">
              <Mail className="mt-0.5 size-4 shrink-0 text-ocean-700" aria-hidden="true" />
              <span>
                Prefer e-mail? Write to{" "}
                <a
                  href={`mailto:${loaderData.contactEmail}`}
                  className="font-medium text-ocean-700 underline underline-offset-4"
                >
                  <EmailAddress email={loaderData.contactEmail} />
                </a>
                .
              </span>
            </p>
          </CardContent>
        </Card>
      </aside>
    </section>
  )
}

function EnquirySent({ receipt }: { receipt: EnquiryReceipt }) {
  const window = formatPreferredWindow(receipt.preferredDate, receipt.preferredTime)
  const section = useRef<HTMLElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  // The answer replaces a long form where the visitor scrolled down to send it: bring it into
  // view and move focus to its heading, so screen readers read on from the thank-you.
  useEffect(() => {
    section.current?.scrollIntoView({ block: "start" })
    heading.current?.focus({ preventScroll: true })
  }, [])
  return (
    <section
      ref={section}
      className="mx-auto flex max-w-2xl scroll-mt-16 flex-col items-center gap-6 px-4 py-16 text-center sm:px-6"
    >
      <CheckCircle2 className="size-14 text-kelp-600" aria-hidden="true" />
      <div role="status" className="flex flex-col gap-3">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight text-ocean-950 outline-none"
        >
          Thank you, {receipt.name}!
        </h1>
        <p className="text-lg text-slate-800">
          Your enquiry about {enquiryServiceTitle(receipt.service)} has reached our team. Its
          reference is <strong>{receipt.reference}</strong>.
        </p>
        <p className="text-slate-700">
          A copy is on its way to <EmailAddress email={receipt.email} />, and we'll reply{" "}
          {REPLY_PROMISE}.{window ? ` We'll confirm a consultation time on or near ${window}.` : ""}
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/business">Back to Business Services</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={enquiryPath(receipt.service as EnquiryService)}>Send another enquiry</Link>
        </Button>
      </div>
    </section>
  )
}

function BackLink() {
  return (
    <Link
      to="/business"
      className="inline-flex w-fit items-center gap-1 text-sm font-medium text-ocean-700 underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Business Services
    </Link>
  )
}

function sent(receipt: EnquiryReceipt): EnquiryResult {
  return {
    ok: true,
    receipt,
    toast: toastMessage(
      "Enquiry sent",
      `Thank you, ${receipt.name}. We'll reply ${REPLY_PROMISE}; a copy is on its way to ${receipt.email}.`,
    ),
  }
}

// Without JavaScript the message is the answer; the form's script solves a challenge instead.
function notAdmitted({ status, headers, message, challenge }: Refusal, values?: EnquiryFormValues) {
  return refused(message, status, {
    headers,
    values,
    challenge,
    toast: toastMessage("Enquiry not sent", message, "destructive"),
  })
}

function submittedValues(form: EnquiryFormValues): EnquiryFormValues {
  const values: EnquiryFormValues = {}
  for (const [name, value] of Object.entries(form) as [keyof EnquiryFormValues, string][])
    if (name !== "idempotencyKey") values[name] = value.slice(0, 6000)
  return values
}
