import { describe, expect, it, vi } from "vitest"
import { settleWithin } from "./settle-within"

describe("settleWithin", () => {
  it("gives the value when the promise settles in time", async () => {
    expect(await settleWithin(Promise.resolve(42), 50)).toEqual({ value: 42 })
  })

  it("gives the promise itself when it is slower", async () => {
    vi.useFakeTimers()
    try {
      let resolveSlow: (value: string) => void = () => {}
      const slow = new Promise<string>((resolve) => (resolveSlow = resolve))
      const result = settleWithin(slow, 20)
      await vi.advanceTimersByTimeAsync(20)
      const { value } = await result
      expect(value).toBe(slow)
      resolveSlow("late")
      expect(await value).toBe("late")
    } finally {
      vi.useRealTimers()
    }
  })

  it("gives a quickly rejected promise back instead of throwing", async () => {
    const failing = Promise.reject(new Error("boom"))
    const { value } = await settleWithin(failing, 50)
    expect(value).toBe(failing)
    await expect(value).rejects.toThrow("boom")
  })
})
