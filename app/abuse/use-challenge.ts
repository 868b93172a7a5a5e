// When a form's answer carries a proof-of-work challenge (the site is busier than
// usual), the form's script solves it and sends the same form again with the
// solution, without the visitor doing anything. The solver is imported only then.
import type { Challenge } from "altcha-lib"
import { useEffect, useRef, useState, useSyncExternalStore } from "react"

// A solution the server still refuses is not worth a second round of work.
const MAX_ROUNDS = 2

const subscribeNever = () => () => {}

/**
 * Solves `challenge` and calls `resend` with the solution field's value. True while
 * that is under way: the form stays busy and keeps the refusal's message to itself;
 * false when the browser could not solve it, so the message is shown after all.
 */
export function useChallengeResend(
  challenge: Challenge | undefined,
  resend: (solutionField: string) => void,
): boolean {
  // Without JavaScript nothing solves, so the page rendered on the server shows the refusal.
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
  const [failed, setFailed] = useState<Challenge | undefined>(undefined)
  const resendRef = useRef(resend)
  const rounds = useRef({ count: 0, last: undefined as Challenge | undefined })
  useEffect(() => {
    resendRef.current = resend
  })
  useEffect(() => {
    if (!challenge) {
      rounds.current = { count: 0, last: undefined }
      return
    }
    if (rounds.current.last !== challenge)
      rounds.current = { count: rounds.current.count + 1, last: challenge }
    if (rounds.current.count > MAX_ROUNDS) {
      setFailed(challenge)
      return
    }
    let current = true
    import("~/abuse/challenge-solver")
      .then(({ solveToField }) => solveToField(challenge))
      .then(
        (field) => {
          if (!current) return
          if (field) resendRef.current(field)
          else setFailed(challenge)
        },
        () => current && setFailed(challenge),
      )
    return () => {
      current = false
    }
  }, [challenge])
  return challenge !== undefined && inBrowser && failed !== challenge
}
