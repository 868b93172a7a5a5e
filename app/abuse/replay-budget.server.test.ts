import { describe, expect, it } from "vitest"
import { replaysRefused, spendReplay } from "~/abuse/admission.server"
import { CHECKOUT_RATE_LIMIT } from "~/abuse/limits"
import { ReplayBudget } from "~/abuse/replay-budget.server"

const T0 = Date.UTC(2026, 10, 26, 9, 0)
const at = (ms: number) => new Date(T0 + ms)

describe("ReplayBudget", () => {
  it("allows max repeats per client in a window, then says how long to wait", () => {
    const budget = new ReplayBudget({ max: 3, windowMs: 60_000 })
    for (let i = 0; i < 3; i++) {
      expect(budget.refusal("a", at(0))).toBeUndefined()
      budget.spend("a", at(0))
    }
    expect(budget.refusal("a", at(15_000))).toEqual({ retryAfterSeconds: 45 })
    expect(budget.refusal("b", at(15_000))).toBeUndefined()
    expect(budget.refusal("a", at(60_000))).toBeUndefined()
  })

  it("keeps at most maxClients clients, forgetting the oldest", () => {
    const budget = new ReplayBudget({ max: 1, windowMs: 60_000 }, 2)
    for (const client of ["a", "b", "c"]) budget.spend(client, at(0))
    expect(budget.refusal("a", at(0))).toBeUndefined()
    expect(budget.refusal("b", at(0))).toBeDefined()
    expect(budget.refusal("c", at(0))).toBeDefined()
  })
})

describe("replays of a stored submit, per request scope", () => {
  // A bucket of its own: the budgets are kept per process.
  const limit = { ...CHECKOUT_RATE_LIMIT, bucket: "replay-clock-test" }

  it("run on the scope's clock: refused within the window, allowed again after it", () => {
    const max = limit.replays!.max
    let now = at(0)
    const scope = { clientAddress: "198.51.100.7", now: () => now }
    for (let i = 0; i < max; i++) {
      expect(replaysRefused(limit, scope)).toBeUndefined()
      spendReplay(limit, scope)
    }
    now = at(20_000)
    expect(replaysRefused(limit, scope)).toMatchObject({ status: 429, retryAfterSeconds: 40 })
    now = at(limit.replays!.windowMs)
    expect(replaysRefused(limit, scope)).toBeUndefined()
  })
})
