// The newsletter form's schema: the site's one e-mail address field, worded for the
// footer's short form.
import { EMAIL_MAX_LENGTH, emailAddressField } from "~/lib/email-address"
import { z } from "~/lib/zod"

export { EMAIL_MAX_LENGTH }

export const SubscribeSchema = z.object({
  email: emailAddressField({
    required: "Please enter your email address.",
    tooLong: "That email address is too long.",
    hiddenCharacter:
      "Please enter a valid email address: it contains a control or invisible character.",
    invalid: "Please enter a valid email address.",
  }),
})

export type SubscribeInput = z.infer<typeof SubscribeSchema>
