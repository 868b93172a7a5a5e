// Solves a form's proof of work in the browser (Web Crypto's PBKDF2) and returns
// the field to send back with the form. Loaded only when a form gets a challenge:
// no page loads it up front.
import { solveChallenge, type Challenge } from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2"

/** The solution field's value, or undefined when this browser cannot solve it in time. */
export async function solveToField(challenge: Challenge): Promise<string | undefined> {
  // Web Crypto exists only in secure contexts (HTTPS, localhost).
  if (!globalThis.crypto?.subtle) return undefined
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 })
  if (!solution) return undefined
  return btoa(JSON.stringify({ challenge, solution }))
}
