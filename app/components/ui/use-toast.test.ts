import { describe, expect, it } from "vitest"
import {
  reducer,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  type ToasterToast,
} from "~/components/ui/use-toast"

const make = (id: string): ToasterToast => ({ id, title: `toast ${id}`, open: true })

describe("toast store", () => {
  it("keeps its constants: one visible, removed after 1,000,000 ms", () => {
    expect(TOAST_LIMIT).toBe(1)
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000)
  })

  it("a new toast replaces the previous one", () => {
    let state = reducer({ toasts: [] }, { type: "ADD_TOAST", toast: make("1") })
    state = reducer(state, { type: "ADD_TOAST", toast: make("2") })
    expect(state.toasts.map((t) => t.id)).toEqual(["2"])
  })

  it("dismissing closes a toast without removing it at once", () => {
    let state = reducer({ toasts: [] }, { type: "ADD_TOAST", toast: make("1") })
    state = reducer(state, { type: "DISMISS_TOAST", toastId: "1" })
    expect(state.toasts).toHaveLength(1)
    expect(state.toasts[0].open).toBe(false)
    state = reducer(state, { type: "REMOVE_TOAST", toastId: "1" })
    expect(state.toasts).toHaveLength(0)
  })
})
