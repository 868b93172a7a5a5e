// The cart for the whole app: the reducer's state, saved to localStorage on every
// change and mirrored in a small cookie (app/shop/cart-mirror.ts). The server
// cannot see localStorage; it renders from the mirror when the request carries
// one (`initialCart`), else `ready` stays false until the browser has read the
// storage and cart-dependent parts show a neutral placeholder.
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "react"
import { cartCount, cartReducer, cartTotal, type CartLine } from "~/shop/cart-reducer"
import { writeCartMirror } from "~/shop/cart-mirror"
import { loadCart, saveCart } from "~/shop/cart-storage"
import type { Product } from "~/shop/catalog"

type CartContextValue = {
  ready: boolean
  cart: CartLine[]
  cartTotal: number
  cartCount: number
  addToCart: (product: Product, size: string) => void
  removeFromCart: (id: number, size: string) => void
  updateQuantity: (id: number, size: string, quantity: number) => void
  clearCart: () => void
}

const CartContext = createContext<CartContextValue | null>(null)

export function CartProvider({
  children,
  initialCart = null,
}: {
  children: React.ReactNode
  /** The cart the server rendered from the mirror cookie; null when it did not know it. */
  initialCart?: CartLine[] | null
}) {
  const [cart, dispatch] = useReducer(cartReducer, initialCart ?? [])
  const [ready, setReady] = useState(initialCart !== null)
  // The first run of the save effect sees the initial cart, before storage was read.
  const firstRun = useRef(true)

  useEffect(() => {
    // The storage is the source, also when the server rendered from the mirror. This runs
    // right after hydration: as a transition, the re-render of every cart reader it causes
    // yields to the browser and to the visitor's first input instead of blocking them.
    const lines = loadCart(window.localStorage)
    startTransition(() => {
      dispatch({ type: "replace", lines })
      setReady(true)
    })
  }, [])

  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false
      return
    }
    saveCart(window.localStorage, cart)
    writeCartMirror(cart)
  }, [cart])

  const addToCart = useCallback(
    (product: Product, size: string) => dispatch({ type: "add", product, size }),
    [],
  )
  const removeFromCart = useCallback(
    (id: number, size: string) => dispatch({ type: "remove", id, size }),
    [],
  )
  const updateQuantity = useCallback(
    (id: number, size: string, quantity: number) =>
      dispatch({ type: "setQuantity", id, size, quantity }),
    [],
  )
  const clearCart = useCallback(() => dispatch({ type: "clear" }), [])

  const value = useMemo(
    () => ({
      ready,
      cart,
      cartTotal: cartTotal(cart),
      cartCount: cartCount(cart),
      addToCart,
      removeFromCart,
      updateQuantity,
      clearCart,
    }),
    [ready, cart, addToCart, removeFromCart, updateQuantity, clearCart],
  )
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext)
  if (!value) throw new Error("useCart must be used within a CartProvider")
  return value
}
