// The admin login form (shared by the action and the form's native constraints).
import { z } from "~/lib/zod"

export const PASSWORD_MAX_LENGTH = 256

export const LoginSchema = z.object({
  password: z
    .string({ error: "Please enter the password." })
    .min(1, "Please enter the password.")
    .max(PASSWORD_MAX_LENGTH, "Incorrect password"),
  next: z.string().max(2000, "The page to return to is too long.").optional(),
})

export type LoginInput = z.infer<typeof LoginSchema>
