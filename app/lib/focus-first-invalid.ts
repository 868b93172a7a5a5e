// The first invalid field gets focus, whether the browser's own check or the server's answer
// found it, so keyboard and screen-reader users land where the form needs them.
import { useEffect, type RefObject } from "react"
import type { FieldErrors } from "~/lib/form-result"

/** Focuses the form's first visible control, in page order, that has a message. */
export function focusFirstInvalid(form: HTMLFormElement | null, fieldErrors: FieldErrors) {
  if (!form) return
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLElement) || !("name" in element)) continue
    const name = String(element.name)
    if (!name || !fieldErrors[name] || (element as HTMLInputElement).type === "hidden") continue
    element.focus()
    return
  }
}

/** Focuses the first invalid field each time a new answer with field errors arrives. */
export function useFocusFirstInvalid(
  formRef: RefObject<HTMLFormElement | null>,
  fieldErrors: FieldErrors | undefined,
) {
  useEffect(() => {
    if (fieldErrors && Object.keys(fieldErrors).length > 0)
      focusFirstInvalid(formRef.current, fieldErrors)
  }, [formRef, fieldErrors])
}
