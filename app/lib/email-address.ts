// The one e-mail address field of every form (checkout, newsletter, enquiry, sign-in):
// it must be valid as typed. Names and messages are cleaned (clean-text.ts), an
// address is not: cleaning "fuzz<NUL>@example.org" into fuzz@example.org would mail
// an address nobody typed. Only spaces at its ends are dropped, as browsers do.
import { EMAIL_MAX_LENGTH } from "~/lib/email-length"
import { z } from "~/lib/zod"

export { EMAIL_MAX_LENGTH }

export type EmailMessages = {
  required: string
  tooLong: string
  /** For a control, line-breaking, bidi or other invisible character. */
  hiddenCharacter: string
  invalid: string
}

export const EMAIL_MESSAGES: EmailMessages = {
  required: "Email is required",
  tooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
  hiddenCharacter:
    "Please enter a valid email address: it contains a control or invisible character",
  invalid: "Please enter a valid email address",
}

/** The one-field forms' wording (newsletter, sign-in): whole sentences under a lone field. */
export const SHORT_FORM_EMAIL_MESSAGES: EmailMessages = {
  required: "Please enter your email address.",
  tooLong: "That email address is too long.",
  hiddenCharacter:
    "Please enter a valid email address: it contains a control or invisible character.",
  invalid: "Please enter a valid email address.",
}

// Control characters (NUL, TAB, CR, LF, DEL, …), format characters (bidi controls,
// zero-width spaces, soft hyphen), and the Unicode line and paragraph separators.
const HIDDEN = /[\p{Cc}\p{Cf}\u2028\u2029]/u

export function emailAddressField(messages: EmailMessages = EMAIL_MESSAGES) {
  return z
    .string({ error: messages.required })
    .transform((value) => value.replace(/^ +| +$/g, ""))
    .pipe(
      z
        .string()
        .min(1, messages.required)
        .max(EMAIL_MAX_LENGTH, messages.tooLong)
        .refine((value) => !HIDDEN.test(value), { message: messages.hiddenCharacter, abort: true })
        .pipe(z.email(messages.invalid)),
    )
}
