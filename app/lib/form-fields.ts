// What the forms' parsers share, in the browser and on the server: the text fields of a
// form, and a failed validation as one message per field.
import type { z } from "~/lib/zod"
import type { FieldErrors } from "~/lib/form-result"

/** The named fields that hold text (a file or a missing field is left out). */
export function textFields<Name extends string>(
  form: FormData,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  const values: Partial<Record<Name, string>> = {}
  for (const name of names) {
    const value = form.get(name)
    if (typeof value === "string") values[name] = value
  }
  return values
}

/** The first message of each field; an issue of the whole object goes under `whole`. */
export function firstErrorPerField<Field extends string>(
  error: z.ZodError,
  whole?: Field,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {}
  for (const issue of error.issues) {
    const field = (issue.path.length > 0 ? String(issue.path[0]) : whole) as Field | undefined
    if (field !== undefined) errors[field] ??= issue.message
  }
  return errors
}
