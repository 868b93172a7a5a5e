// An unexpected console.error fails the test that caused it (docs/contributing.md#tests):
// a test that expects one spies on console.error itself.
import { afterEach, beforeEach, vi } from "vitest"

let errorSpy: ReturnType<typeof vi.spyOn> | undefined

beforeEach(() => {
  errorSpy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`Unexpected console.error: ${args.map(String).join(" ")}`)
  })
})

afterEach(() => {
  errorSpy?.mockRestore()
})
