// The per-request CSP nonce (DESIGN.md "Observable quality"), handed from the
// server to <Scripts> through context; empty in the browser, where it is not needed.
import { createContext, useContext } from "react"

export const NonceContext = createContext("")
export const NonceProvider = NonceContext.Provider

export function useNonce() {
  return useContext(NonceContext)
}
