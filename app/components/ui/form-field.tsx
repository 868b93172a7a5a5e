// One labelled form control with its hint and its message, tied together for assistive
// technology (aria-invalid, aria-describedby), and the rule that a message goes as soon
// as its field passes the form's own check.
import { Label } from "~/components/ui/label"
import { cn } from "~/lib/utils"

export type FieldControlProps = {
  id: string
  name: string
  "aria-invalid"?: true
  "aria-describedby"?: string
}

export function FormField({
  id,
  name,
  label,
  hint,
  error,
  errorClassName = "text-sm text-red-800",
  className,
  children,
}: {
  id: string
  name: string
  label: React.ReactNode
  hint?: string
  error?: string
  errorClassName?: string
  className?: string
  children: (props: FieldControlProps) => React.ReactNode
}) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined]
    .filter(Boolean)
    .join(" ")
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      {children({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {error && (
        <p id={errorId} className={errorClassName}>
          {error}
        </p>
      )}
    </div>
  )
}

type Check<Field extends string> = (
  data: FormData,
) => { success: true } | { success: false; fieldErrors: Partial<Record<Field, string>> }

/**
 * A form's change handler: the changed field's message goes once the form's check passes
 * for that field, so a fixed form never shows stale errors; new messages wait for a submit.
 */
export function dropFixedError<Field extends string>(
  event: React.FormEvent<HTMLFormElement>,
  errors: Partial<Record<Field, string>>,
  check: Check<Field>,
  setErrors: (
    update: (errors: Partial<Record<Field, string>>) => Partial<Record<Field, string>>,
  ) => void,
) {
  const name = (event.target as HTMLInputElement).name as Field
  if (!errors[name]) return
  const parsed = check(new FormData(event.currentTarget))
  if (!parsed.success && parsed.fieldErrors[name]) return
  setErrors(({ [name]: _fixed, ...rest }) => rest as Partial<Record<Field, string>>)
}
