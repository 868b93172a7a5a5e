// The newsletter form's schema: the site's one e-mail address field, worded for the
// footer's short form.
import { EMAIL_MAX_LENGTH, emailAddressField, SHORT_FORM_EMAIL_MESSAGES } from "~/lib/email-address"
import { z } from "~/lib/zod"

export { EMAIL_MAX_LENGTH }

export const SubscribeSchema = z.object({
  email: emailAddressField(SHORT_FORM_EMAIL_MESSAGES),
})

export type SubscribeInput = z.infer<typeof SubscribeSchema>
