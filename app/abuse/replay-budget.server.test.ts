import { describe, expect, it } from "vitest"
import { ReplayBudget } from "~/abuse/replay-budget.server"

describe("ReplayBudget", () => {
  it("allows max repeats per client in a window, then says how long to wait", () => {
    let now = 0
    const budget = new ReplayBudget({ max: 3, windowMs: 60_000 }, () => now)
    for (let i = 0; i < 3; i++) {
      expect(budget.refusal("a")).toBeUndefined()
      budget.spend("a")
    }
    now = 15_000
    expect(budget.refusal("a")).toEqual({ retryAfterSeconds: 45 })
    expect(budget.refusal("b")).toBeUndefined()
    now = 60_000
    expect(budget.refusal("a")).toBeUndefined()
  })

  it("keeps at most maxClients clients, forgetting the oldest", () => {
    const budget = new ReplayBudget({ max: 1, windowMs: 60_000 }, () => 0, 2)
    budget.spend("a")
    budget.spend("b")
    budget.spend("c")
    expect(budget.refusal("a")).toBeUndefined()
    expect(budget.refusal("b")).toBeDefined()
    expect(budget.refusal("c")).toBeDefined()
  })
})
