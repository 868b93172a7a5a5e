import { describe, expect, it } from "vitest"
import { createShortMemo } from "./short-memo"
import { createSingleFlight } from "./single-flight"

describe("createSingleFlight", () => {
  it("gives everyone who asks during a run that run's result, then runs again", async () => {
    const flights = createSingleFlight<number>()
    let runs = 0
    let finish!: (value: number) => void
    const start = () => {
      runs++
      return new Promise<number>((resolve) => (finish = resolve))
    }
    const first = flights.run("k", start)
    const second = flights.run("k", start)
    expect(runs).toBe(1)
    finish(7)
    expect(await Promise.all([first, second])).toEqual([7, 7])
    const third = flights.run("k", start)
    expect(runs).toBe(2)
    finish(8)
    expect(await third).toBe(8)
  })

  it("frees the key after a failed run, and keeps keys apart", async () => {
    const flights = createSingleFlight<string>()
    await expect(flights.run("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down")
    expect(await flights.run("a", async () => "up")).toBe("up")
    const [a, b] = await Promise.all([
      flights.run("a", async () => "a"),
      flights.run("b", async () => "b"),
    ])
    expect([a, b]).toEqual(["a", "b"])
  })
})

describe("createShortMemo", () => {
  it("serves a value for ttlMs on the caller's clock, never after the clock went back", () => {
    const memo = createShortMemo<string>({ ttlMs: 1000 })
    memo.set("k", "v", 5000)
    expect(memo.get("k", 5999)).toBe("v")
    expect(memo.get("k", 6000)).toBeUndefined()
    expect(memo.get("k", 4999)).toBeUndefined()
  })

  it("forgets one key or all", () => {
    const memo = createShortMemo<number>({ ttlMs: 1000 })
    memo.set("a", 1, 0)
    memo.set("b", 2, 0)
    memo.forget("a")
    expect([memo.get("a", 1), memo.get("b", 1)]).toEqual([undefined, 2])
    memo.forget()
    expect(memo.get("b", 1)).toBeUndefined()
  })
})
