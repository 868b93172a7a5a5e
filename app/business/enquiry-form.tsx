// The enquiry form. It works as a plain HTML form (the server validates, keeps
// what was typed and shows the messages beside the fields); with JavaScript it
// also checks with the same schema before sending and shows the consultation's
// day and time window only when a consultation is chosen.
import { useRef, useState, type ComponentProps } from "react"
import { Form, useNavigation } from "react-router"
import {
  ENQUIRY_FIELD_MAX,
  parseEnquiryForm,
  TIME_WINDOW_LABELS,
  TIME_WINDOWS,
  type EnquiryField,
  type EnquiryFieldErrors,
} from "~/business/enquiry-schema"
import { ENQUIRY_SERVICES, enquiryServiceTitle, type EnquiryService } from "~/business/services"
import { Button } from "~/components/ui/button"
import { Input } from "~/components/ui/input"
import { dropFixedError, FormField, type FieldControlProps } from "~/components/ui/form-field"
import { NativeSelect } from "~/components/ui/native-select"
import { Textarea } from "~/components/ui/textarea"
import { focusFirstInvalid, useFocusFirstInvalid } from "~/lib/focus-first-invalid"

export type EnquiryFormValues = Partial<Record<EnquiryField, string>>

export const ENQUIRY_FORM_ID = "enquiry-form"

export function EnquiryForm({
  service: initialService,
  idempotencyKey,
  dateRange,
  values = {},
  serverErrors,
  formError,
  solving = false,
  onServiceChange,
}: {
  service: EnquiryService
  idempotencyKey: string
  dateRange: { min: string; max: string }
  /** What the visitor typed, when the server refused it (a page without JavaScript). */
  values?: EnquiryFormValues
  serverErrors?: EnquiryFieldErrors
  formError?: string
  /** A busy site's challenge is being solved before the form goes again. */
  solving?: boolean
  onServiceChange?: (service: EnquiryService) => void
}) {
  const navigation = useNavigation()
  const busy = (navigation.state === "submitting" && navigation.formMethod === "POST") || solving
  const [service, setService] = useState<EnquiryService>(
    (values.service as EnquiryService | undefined) ?? initialService,
  )
  // The messages shown: the server's answer, replaced by the browser's own check
  // on submit; each goes as soon as its field is valid.
  const [errors, setErrors] = useState<EnquiryFieldErrors>(serverErrors ?? {})
  const [answered, setAnswered] = useState(serverErrors)
  if (answered !== serverErrors) {
    setAnswered(serverErrors)
    setErrors(serverErrors ?? {})
  }
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstInvalid(formRef, serverErrors)
  const isConsultation = service === "consultation"
  const keyError = errors.idempotencyKey

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    const form = event.currentTarget
    const parsed = parseEnquiryForm(new FormData(form))
    if (parsed.success) {
      setErrors({})
      return
    }
    event.preventDefault()
    setErrors(parsed.fieldErrors)
    focusFirstInvalid(form, parsed.fieldErrors)
  }

  function handleChange(event: React.FormEvent<HTMLFormElement>) {
    dropFixedError(event, errors, (data) => parseEnquiryForm(data), setErrors)
  }

  return (
    <Form
      ref={formRef}
      id={ENQUIRY_FORM_ID}
      method="post"
      noValidate
      onSubmit={handleSubmit}
      onChange={handleChange}
      className="flex flex-col gap-5"
    >
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <Field name="service" label="What is your enquiry about?" errors={errors}>
        {(props) => (
          <NativeSelect
            {...props}
            value={service}
            onChange={(event) => {
              const next = event.target.value as EnquiryService
              setService(next)
              onServiceChange?.(next)
            }}
          >
            {ENQUIRY_SERVICES.map((option) => (
              <option key={option} value={option}>
                {enquiryServiceTitle(option)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        {CONTACT_FIELDS.map(({ name, label, ...input }) => (
          <Field key={name} name={name} label={label} optional={!input.required} errors={errors}>
            {(props) => (
              <Input
                {...props}
                {...input}
                maxLength={ENQUIRY_FIELD_MAX[name]}
                defaultValue={values[name]}
              />
            )}
          </Field>
        ))}
      </div>

      {isConsultation && (
        <fieldset className="grid gap-5 rounded-lg border border-ocean-100 bg-ocean-50/60 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-ocean-950">
            When would suit you? (Cape Town time)
          </legend>
          <Field name="preferredDate" label="Preferred day" errors={errors}>
            {(props) => (
              <Input
                {...props}
                type="date"
                required
                min={dateRange.min}
                max={dateRange.max}
                defaultValue={values.preferredDate}
              />
            )}
          </Field>
          <Field name="preferredTime" label="Preferred time window" errors={errors}>
            {(props) => (
              <NativeSelect {...props} required defaultValue={values.preferredTime ?? ""}>
                <option value="" disabled>
                  Choose a window
                </option>
                {TIME_WINDOWS.map((window) => (
                  <option key={window} value={window}>
                    {TIME_WINDOW_LABELS[window]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        </fieldset>
      )}

      <Field
        name="message"
        label={isConsultation ? "What would you like to discuss?" : "Your message"}
        hint={MESSAGE_HINTS[service]}
        errors={errors}
      >
        {(props) => (
          <Textarea
            {...props}
            required
            rows={6}
            maxLength={ENQUIRY_FIELD_MAX.message}
            defaultValue={values.message}
          />
        )}
      </Field>

      {(formError ?? keyError) && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {formError ?? keyError}
        </p>
      )}

      <div>
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy ? "Sending..." : "Send Enquiry"}
        </Button>
      </div>
    </Form>
  )
}

const CONTACT_FIELDS = [
  { name: "name", label: "Your name", required: true, autoComplete: "name" },
  { name: "email", label: "Email", type: "email", required: true, autoComplete: "email" },
  { name: "phone", label: "Phone", type: "tel", required: false, autoComplete: "tel" },
  { name: "organisation", label: "Organisation", required: false, autoComplete: "organization" },
] as const satisfies readonly ({ name: EnquiryField; label: string } & ComponentProps<"input">)[]

const MESSAGE_HINTS: Record<EnquiryService, string> = {
  installation:
    "Where is the site, what should the camera show, and is there power and internet nearby?",
  maintenance: "How many cameras do you run, where, and what support do you need?",
  sponsorship: "Your brand, the audience you want to reach, and any campaign dates.",
  consultation: "A few words about your site, brand or idea help us prepare.",
}

function Field({
  name,
  label,
  hint,
  optional = false,
  errors,
  children,
  className,
}: {
  name: EnquiryField
  label: string
  hint?: string
  optional?: boolean
  errors: EnquiryFieldErrors
  children: (props: FieldControlProps) => React.ReactNode
  className?: string
}) {
  return (
    <FormField
      id={`enquiry-${name}`}
      name={name}
      label={
        <>
          {label}
          {optional && <span className="font-normal text-slate-700"> (optional)</span>}
        </>
      }
      hint={hint}
      error={errors[name]}
      errorClassName="text-sm font-medium text-red-800"
      className={className}
    >
      {children}
    </FormField>
  )
}
