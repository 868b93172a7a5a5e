// The sign-in forms' fields: the site's one e-mail address field and a 6-digit code
// (spaces and dashes people copy with it are dropped).
import { emailAddressField, SHORT_FORM_EMAIL_MESSAGES } from "~/lib/email-address"
import { z } from "~/lib/zod"

export const CODE_LENGTH = 6

export const EmailStepSchema = z.object({
  email: emailAddressField(SHORT_FORM_EMAIL_MESSAGES),
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
