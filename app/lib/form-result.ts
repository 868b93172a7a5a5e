// The one shape of every action's answer, public and admin (docs/decisions/form-idiom.md):
// `{ ok: true, toast?, ...data }` or `{ ok: false, fieldErrors?, message?, toast?, ...extra }`
// with a 4xx status. Pages show `fieldErrors` beside their fields, `message` once for the
// whole form, and raise `toast` with useResultToast.
import { data } from "react-router"
import type { ToastMessage } from "~/lib/result-toast"

export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>

export type FormSuccess<Data extends object = object> = { ok: true; toast?: ToastMessage } & Data

export type FormFailure<Field extends string = string, Extra extends object = object> = {
  ok: false
  fieldErrors?: FieldErrors<Field>
  message?: string
  toast?: ToastMessage
} & Extra

export type FormResult<
  Field extends string = string,
  Data extends object = object,
  Extra extends object = object,
> = FormSuccess<Data> | FormFailure<Field, Extra>

type Answer = { status?: number; headers?: HeadersInit; toast?: ToastMessage }

/** Fields the sender must correct: each message goes beside its field (400 unless told). */
export function invalid<Field extends string, Extra extends object = object>(
  fieldErrors: FieldErrors<Field>,
  answer?: Answer & { message?: string } & Extra,
) {
  const { status = 400, headers, ...rest } = answer ?? ({} as Answer)
  return data({ ok: false as const, fieldErrors, ...rest }, { status, headers })
}

/** A refusal of the whole request (rate limit, malformed form, a state that forbids it). */
export function refused<Extra extends object = object>(
  message: string,
  status: number,
  answer?: Omit<Answer, "status"> & Extra,
) {
  const { headers, ...rest } = answer ?? ({} as Answer)
  return data({ ok: false as const, message, ...rest }, { status, headers })
}

/** The failure's messages, or none for a success or no answer yet. */
export function failureOf<Field extends string>(
  result: { ok: boolean; fieldErrors?: FieldErrors<Field>; message?: string } | undefined | null,
): { fieldErrors: FieldErrors<Field>; message?: string } {
  if (!result || result.ok) return { fieldErrors: {} }
  return { fieldErrors: result.fieldErrors ?? {}, message: result.message }
}

/** "One field needs your attention." / "3 fields need your attention." */
export function attentionLine(fieldErrors: FieldErrors): string {
  const count = Object.keys(fieldErrors).length
  return count === 1 ? "One field needs your attention." : `${count} fields need your attention.`
}
