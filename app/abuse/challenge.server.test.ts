// The proof of work as the server issues and checks it, solved here with the
// browser's solver (Web Crypto exists in Node too).
import { describe, expect, it } from "vitest"
import {
  claimSolution,
  issueChallenge,
  verifyChallengeSolution,
  type Challenge,
} from "~/abuse/challenge.server"
import { solveToField } from "~/abuse/challenge-solver"
import { appSecrets } from "~/db/schema"
import { databaseForEachTest, pglite } from "../../tests/support/databases"

function tamper(field: string, change: (payload: { challenge: Challenge }) => void): string {
  const payload = JSON.parse(Buffer.from(field, "base64").toString("utf8"))
  change(payload)
  return Buffer.from(JSON.stringify(payload)).toString("base64")
}

describe("proof-of-work challenges", { timeout: 90_000 }, () => {
  const opened = databaseForEachTest(pglite.open)

  it("accepts a solved challenge of this bucket once, until it expires", async () => {
    const now = new Date()
    const challenge = await issueChallenge(opened.db, "checkout", now)
    // The key was generated into the database, not written in the code.
    const secrets = await opened.db.select().from(appSecrets)
    expect(secrets.map((row) => row.name)).toContain("abuse_challenge_key")
    const field = (await solveToField(challenge))!
    expect(field).toBeTruthy()

    const verified = await verifyChallengeSolution(opened.db, field, "checkout", now)
    expect(verified).toEqual({
      signature: challenge.signature,
      expiresAt: new Date(challenge.parameters.expiresAt! * 1000),
    })
    expect(await claimSolution(opened.db, verified!, now)).toBe(true)
    expect(await claimSolution(opened.db, verified!, now)).toBe(false)

    expect(await verifyChallengeSolution(opened.db, field, "newsletter", now)).toBeUndefined()
    const later = new Date(now.getTime() + 5 * 60_000 + 1000)
    expect(await verifyChallengeSolution(opened.db, field, "checkout", later)).toBeUndefined()
  })

  it("refuses a wrong answer, altered parameters, a forged signature and garbage", async () => {
    const challenge = await issueChallenge(opened.db, "checkout")
    const field = (await solveToField(challenge))!
    const check = (value: string | undefined) =>
      verifyChallengeSolution(opened.db, value, "checkout")
    const wrongCounter = tamper(field, (p) => {
      const payload = p as unknown as { solution: { counter: number } }
      payload.solution.counter += 1
    })
    expect(await check(wrongCounter)).toBeUndefined()
    // An easier puzzle the client chose for itself.
    const easier = tamper(field, (p) => (p.challenge.parameters.keyPrefix = "0"))
    expect(await check(easier)).toBeUndefined()
    const otherBucket = tamper(field, (p) => (p.challenge.parameters.data = { bucket: "x" }))
    expect(await check(otherBucket)).toBeUndefined()
    const forged = tamper(field, (p) => (p.challenge.signature = "0".repeat(64)))
    expect(await check(forged)).toBeUndefined()
    for (const garbage of [undefined, "", "not base64 !", btoa("[]"), btoa("{}"), "x".repeat(5000)])
      expect(await check(garbage)).toBeUndefined()
  })
})
