// Reading a posted form defensively. Actions must answer a malformed request
// (JSON instead of a form, a broken multipart body, a field sent twice, a file
// where text belongs) with a 4xx and a clear message, never a 500, and before
// anything is stored or mailed.
import { data } from "react-router"

export type FormReadResult<Name extends string> =
  | { ok: true; values: Partial<Record<Name, string>> }
  | { ok: false; status: 400 | 415; error: string }

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"]

/**
 * The named text fields of the request's form. Fields the action does not know
 * are ignored; a known field sent more than once or as a file is refused, so no
 * later code has to guess which value was meant.
 */
export async function readFormFields<Name extends string>(
  request: Request,
  names: readonly Name[],
): Promise<FormReadResult<Name>> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase()
  if (!FORM_TYPES.includes(type)) {
    return {
      ok: false,
      status: 415,
      error: "Please send the form as application/x-www-form-urlencoded or multipart/form-data.",
    }
  }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return { ok: false, status: 400, error: "The form could not be read. Please try again." }
  }
  const values: Partial<Record<Name, string>> = {}
  for (const name of names) {
    const all = form.getAll(name)
    if (all.length > 1)
      return { ok: false, status: 400, error: `The field "${name}" was sent more than once.` }
    const [value] = all
    if (value === undefined) continue
    if (typeof value !== "string")
      return { ok: false, status: 400, error: `The field "${name}" must be text, not a file.` }
    values[name] = value
  }
  return { ok: true, values }
}

/**
 * Like readFormFields, for actions whose error page is their answer (admin
 * actions): a malformed request throws a 4xx with the message.
 */
export async function requireFormFields<Name extends string>(
  request: Request,
  names: readonly Name[],
): Promise<Partial<Record<Name, string>>> {
  const form = await readFormFields(request, names)
  if (!form.ok) {
    throw data(
      { ok: false, error: form.error },
      { status: form.status, headers: { "Cache-Control": "no-store" } },
    )
  }
  return form.values
}
