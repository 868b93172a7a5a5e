import { z } from "~/lib/zod"

export const EMAIL_MAX_LENGTH = 254

export const SubscribeSchema = z.object({
  email: z
    .string({ error: "Please enter your email address." })
    .trim()
    .min(1, "Please enter your email address.")
    .max(EMAIL_MAX_LENGTH, "That email address is too long.")
    .pipe(z.email("Please enter a valid email address.")),
})

export type SubscribeInput = z.infer<typeof SubscribeSchema>
