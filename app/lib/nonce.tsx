// The per-request CSP nonce (docs/architecture.md#how-a-request-flows), handed from the
// server to <Scripts> through context; empty in the browser, where it is not needed.
import { createContext, useContext } from "react"

export const NonceContext = createContext("")
export const NonceProvider = NonceContext.Provider

export function useNonce() {
  return useContext(NonceContext)
}
