// The cart for the whole app: the reducer's state, saved to localStorage on every
// change. The server cannot see localStorage, so until the browser has read it
// `ready` is false and cart-dependent parts show a neutral placeholder.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "react"
import { cartCount, cartReducer, cartTotal, type CartLine } from "~/shop/cart-reducer"
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

export function CartProvider({ children }: { children: React.ReactNode }) {
  const [cart, dispatch] = useReducer(cartReducer, [])
  const [ready, setReady] = useState(false)
  const loaded = useRef(false)

  useEffect(() => {
    dispatch({ type: "replace", lines: loadCart(window.localStorage) })
    loaded.current = true
    setReady(true)
  }, [])

  useEffect(() => {
    if (loaded.current) saveCart(window.localStorage, cart)
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
