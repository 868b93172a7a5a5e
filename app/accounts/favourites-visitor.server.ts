// The signed-in visitor's account id, or null: the one place favourites, alerts and the
// waitlist ask the visitor session. STUB until the sign-in branch's session core is merged.
import type { RouterContextProvider } from "react-router"

export async function signedInAccountId(
  _request: Request,
  _context: Readonly<RouterContextProvider>,
): Promise<number | null> {
  return null
}
