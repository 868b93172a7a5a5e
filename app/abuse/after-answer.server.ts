// Work that runs after the answer has gone, so how long it takes tells the
// client nothing. The newsletter form answers a new, a pending and a confirmed
// address alike; if it waited for the sign-up's work (a mail queued for one,
// nothing for another) the answer's timing would show who is on the list.
import { errorMessage, log } from "~/lib/log.server"

const running = new Set<Promise<void>>()

/** Starts `work` once the current answer is on its way; a failure is logged under `event`. */
export function runAfterAnswer(event: string, work: () => Promise<unknown>): void {
  const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .then(
      () => undefined,
      (error: unknown) => log.error(event, { error: errorMessage(error) }),
    )
    .finally(() => running.delete(task))
  running.add(task)
}

/** Resolves when the work started so far has ended (tests; a stopping server). */
export async function settleAfterAnswer(): Promise<void> {
  while (running.size > 0) await Promise.all(running)
}
