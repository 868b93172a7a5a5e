// The one timer of background services: run, wait, run again; never two runs at once,
// and stopping waits for the run under way, so a process ends with its work finished.

export type Periodic = {
  stop: () => Promise<void>
}

/** Runs `run` every `intervalMs` (the first time after one interval) until stopped. */
export function runPeriodically(intervalMs: number, run: () => Promise<unknown>): Periodic {
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<unknown> | undefined
  let stopped = false

  function schedule() {
    if (stopped) return
    timer = setTimeout(() => {
      running = run().finally(() => {
        running = undefined
        schedule()
      })
    }, intervalMs)
    timer.unref?.()
  }
  schedule()

  return {
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
    },
  }
}
