// The enquiry form's one schema: the browser checks with it before sending and
// the action checks again. A consultation also needs a preferred day and time
// window; the day is compared with today's date in Cape Town, where the
// business works, so `now` is a parameter (the browser's clock, the server's).
// Text is cleaned before it is checked (docs/deviations.md, "Form text
// cleaning"): one-line fields lose line breaks and control characters, the
// message keeps its line breaks only. The e-mail address is never cleaned: one
// holding such a character is refused (app/lib/email-address.ts).
import { idempotencyKeyField } from "~/lib/idempotency-key"
import { z } from "~/lib/zod"
import { ENQUIRY_SERVICES, type EnquiryService } from "~/business/services"
import { cleanMultiLine, cleanSingleLine } from "~/lib/clean-text"
import { EMAIL_MAX_LENGTH, emailAddressField } from "~/lib/email-address"
import { capeTownDate } from "~/lib/date-format"
import { firstErrorPerField, textFields } from "~/lib/form-fields"
import type { FieldErrors } from "~/lib/form-result"

export const ENQUIRY_FIELD_MAX = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 30,
  organisation: 150,
  message: 5000,
} as const

export const MESSAGE_MIN = 10
/** A consultation can be booked up to this many days ahead. */
export const CONSULTATION_MAX_DAYS_AHEAD = 180

export const TIME_WINDOWS = ["morning", "afternoon", "any"] as const
export type TimeWindow = (typeof TIME_WINDOWS)[number]
export const TIME_WINDOW_LABELS: Record<TimeWindow, string> = {
  morning: "Morning (08:00–12:00)",
  afternoon: "Afternoon (12:00–17:00)",
  any: "Any time (08:00–17:00)",
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

function singleLine<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === "string" ? cleanSingleLine(value) : value),
    schema,
  )
}

function requiredText(label: string, max: number) {
  return singleLine(
    z
      .string({ error: `${label} is required` })
      .min(1, `${label} is required`)
      .max(max, `${label} must be at most ${max} characters`),
  )
}

function optionalText(label: string, max: number) {
  return singleLine(
    z
      .string()
      .max(max, `${label} must be at most ${max} characters`)
      .optional()
      .transform((value) => (value ? value : undefined)),
  )
}

/** The range the date picker offers and the schema accepts: tomorrow up to 180 days ahead. */
export function consultationDateRange(now: Date): { min: string; max: string } {
  const today = capeTownDate(now)
  return { min: addDays(today, 1), max: addDays(today, CONSULTATION_MAX_DAYS_AHEAD) }
}

export function makeEnquirySchema(now: Date) {
  const range = consultationDateRange(now)
  return z
    .object({
      service: z.enum(ENQUIRY_SERVICES, { error: "Please choose what your enquiry is about" }),
      name: requiredText("Name", ENQUIRY_FIELD_MAX.name),
      email: emailAddressField(),
      phone: optionalText("Phone", ENQUIRY_FIELD_MAX.phone).refine(
        (value) =>
          value === undefined ||
          (/^\+?[\d\s()./-]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 7),
        "Please enter a phone number with at least 7 digits, or leave it empty",
      ),
      organisation: optionalText("Organisation", ENQUIRY_FIELD_MAX.organisation),
      message: z.preprocess(
        (value) => (typeof value === "string" ? cleanMultiLine(value) : value),
        z
          .string({ error: "Message is required" })
          .min(1, "Message is required")
          .min(MESSAGE_MIN, `Please tell us a little more (at least ${MESSAGE_MIN} characters)`)
          .max(
            ENQUIRY_FIELD_MAX.message,
            `Message must be at most ${ENQUIRY_FIELD_MAX.message} characters`,
          ),
      ),
      preferredDate: z
        .string()
        .trim()
        .optional()
        .transform((value) => (value ? value : undefined)),
      preferredTime: z
        .enum(TIME_WINDOWS, { error: "Please choose a time window" })
        .optional()
        .or(z.literal("").transform(() => undefined)),
      idempotencyKey: idempotencyKeyField(),
    })
    .superRefine((value, ctx) => {
      if (value.service !== "consultation") return
      const date = value.preferredDate
      if (!date) {
        ctx.addIssue({
          code: "custom",
          path: ["preferredDate"],
          message: "Please choose a preferred day for the consultation",
        })
      } else if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isRealDate(date)) {
        ctx.addIssue({
          code: "custom",
          path: ["preferredDate"],
          message: "Please enter the day as a date, e.g. 2026-12-01",
        })
      } else if (date < range.min || date > range.max) {
        ctx.addIssue({
          code: "custom",
          path: ["preferredDate"],
          message: `Please choose a day from tomorrow up to ${CONSULTATION_MAX_DAYS_AHEAD} days ahead`,
        })
      }
      if (!value.preferredTime) {
        ctx.addIssue({
          code: "custom",
          path: ["preferredTime"],
          message: "Please choose a time window for the consultation",
        })
      }
    })
    .transform((value): EnquiryInput =>
      // The day and window only mean something for a consultation.
      value.service === "consultation"
        ? value
        : { ...value, preferredDate: undefined, preferredTime: undefined },
    )
}

export type EnquiryInput = {
  service: EnquiryService
  name: string
  email: string
  phone?: string
  organisation?: string
  message: string
  /** A consultation's preferred day, YYYY-MM-DD in Cape Town. */
  preferredDate?: string
  preferredTime?: TimeWindow
  idempotencyKey: string
}
export type EnquiryField = keyof EnquiryInput
export type EnquiryFieldErrors = FieldErrors<EnquiryField>

export const ENQUIRY_FIELDS = [
  "service",
  "name",
  "email",
  "phone",
  "organisation",
  "message",
  "preferredDate",
  "preferredTime",
  "idempotencyKey",
] as const satisfies readonly EnquiryField[]

export type ParsedEnquiry =
  { success: true; data: EnquiryInput } | { success: false; fieldErrors: EnquiryFieldErrors }

export type EnquiryFormFields = Partial<Record<(typeof ENQUIRY_FIELDS)[number], string>>

/** Reads and validates the enquiry form in the browser before it is sent. */
export function parseEnquiryForm(form: FormData, now: Date = new Date()): ParsedEnquiry {
  return parseEnquiryValues(textFields(form, ENQUIRY_FIELDS), now)
}

/** Validates the form's text fields (the action reads them with readFormFields). */
export function parseEnquiryValues(
  values: EnquiryFormFields,
  now: Date = new Date(),
): ParsedEnquiry {
  const parsed = makeEnquirySchema(now).safeParse(values)
  if (parsed.success) return { success: true, data: parsed.data }
  return { success: false, fieldErrors: firstErrorPerField<EnquiryField>(parsed.error) }
}

/** The service a link asked for, or the first service when the link named none we know. */
export function serviceFromQuery(value: string | null): EnquiryService | undefined {
  return (ENQUIRY_SERVICES as readonly string[]).includes(value ?? "")
    ? (value as EnquiryService)
    : undefined
}
