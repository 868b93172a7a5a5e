import { describe, expect, it } from "vitest"
import { storeOnce } from "./store-once.server"

describe("storeOnce", () => {
  it("gives back the record already stored under the key, storing nothing", async () => {
    let stores = 0
    const result = await storeOnce(
      async () => "first",
      async () => {
        stores++
        return "second"
      },
    )
    expect(result).toEqual({ record: "first", created: false })
    expect(stores).toBe(0)
  })

  it("stores a new record once", async () => {
    expect(
      await storeOnce(
        async () => undefined,
        async () => "new",
      ),
    ).toEqual({
      record: "new",
      created: true,
    })
  })

  it("gives back the twin that won the race when the key refused the insert", async () => {
    const stored: string[] = []
    const find = async () => stored[0]
    const result = await storeOnce(find, async () => {
      stored.push("twin")
      return undefined
    })
    expect(result).toEqual({ record: "twin", created: false })
  })

  it("fails loudly when neither a record nor a twin is there", async () => {
    await expect(
      storeOnce(
        async () => undefined,
        async () => undefined,
      ),
    ).rejects.toThrow(/vanished/)
  })
})
