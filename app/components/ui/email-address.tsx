import { Fragment } from "react"
import { cn } from "~/lib/utils"

/**
 * An e-mail address that a narrow line breaks where a reader expects it: after the @ and
 * before a dot, never inside a word; only a part too long for any line breaks anywhere.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/)
  return (
    <span className={cn("wrap-anywhere", className)}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  )
}
