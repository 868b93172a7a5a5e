// A cheap per-client budget for repeats of a submit already stored (the same
// idempotency key again). A repeat is answered from the database without
// counting against the rate limit, so a client could send the same key hundreds
// of times a second and slow every page; past this budget it gets a 429 before
// its form is even read. Kept in memory, per process: it must cost less than
// the lookup it saves. The map holds at most `maxClients` clients (the oldest go).
export type ReplayRefusal = { retryAfterSeconds: number }

type Window = { startedAt: number; replays: number }

export class ReplayBudget {
  private readonly windows = new Map<string, Window>()

  constructor(
    private readonly limit: { max: number; windowMs: number },
    private readonly maxClients = 10_000,
  ) {}

  /** Undefined while the client may send repeats at `now`, else how long it must wait. */
  refusal(clientKey: string, now: Date): ReplayRefusal | undefined {
    const window = this.current(clientKey, now)
    if (!window || window.replays < this.limit.max) return undefined
    const waitMs = window.startedAt + this.limit.windowMs - now.getTime()
    return { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
  }

  /** Counts one repeat of the client at `now`. */
  spend(clientKey: string, now: Date): void {
    const window = this.current(clientKey, now)
    if (window) {
      window.replays++
      return
    }
    if (this.windows.size >= this.maxClients) {
      const oldest = this.windows.keys().next()
      if (!oldest.done) this.windows.delete(oldest.value)
    }
    this.windows.set(clientKey, { startedAt: now.getTime(), replays: 1 })
  }

  private current(clientKey: string, now: Date): Window | undefined {
    const window = this.windows.get(clientKey)
    if (window && now.getTime() - window.startedAt >= this.limit.windowMs) {
      this.windows.delete(clientKey)
      return undefined
    }
    return window
  }
}
