// The sign-in forms' fields: the site's one e-mail address field and a 6-digit code
// (spaces and dashes people copy with it are dropped).
import { emailAddressField } from "~/lib/email-address"
import { z } from "~/lib/zod"

export const CODE_LENGTH = 6

export const EmailStepSchema = z.object({
  email: emailAddressField({
    required: "Please enter your email address.",
    tooLong: "That email address is too long.",
    hiddenCharacter:
      "Please enter a valid email address: it contains a control or invisible character.",
    invalid: "Please enter a valid email address.",
  }),
})

export const CodeStepSchema = EmailStepSchema.extend({
  code: z
    .string({ error: "Please enter the code from the mail." })
    .max(20, "Please enter the 6-digit code from the mail.")
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(
      z
        .string()
        .min(1, "Please enter the code from the mail.")
        .regex(/^\d{6}$/, "Please enter the 6-digit code from the mail."),
    ),
})
