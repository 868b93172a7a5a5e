import { describe, expect, it } from "vitest"
import { settleWithin } from "./settle-within"

describe("settleWithin", () => {
  it("gives the value when the promise settles in time", async () => {
    expect(await settleWithin(Promise.resolve(42), 50)).toEqual({ value: 42 })
  })

  it("gives the promise itself when it is slower", async () => {
    const slow = new Promise((resolve) => setTimeout(() => resolve("late"), 200))
    const { value } = await settleWithin(slow, 20)
    expect(value).toBe(slow)
    expect(await value).toBe("late")
  })

  it("gives a quickly rejected promise back instead of throwing", async () => {
    const failing = Promise.reject(new Error("boom"))
    const { value } = await settleWithin(failing, 50)
    expect(value).toBe(failing)
    await expect(value).rejects.toThrow("boom")
  })
})
