// @vitest-environment jsdom
import { render, screen } from "@testing-library/react"
import { createRoutesStub } from "react-router"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ErrorBoundary } from "~/root"

function renderWithError(error: unknown) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => {
        throw error
      },
      ErrorBoundary: ErrorBoundary as never,
    },
  ])
  return render(<Stub initialEntries={["/"]} />)
}

describe("root error boundary", () => {
  afterEach(() => vi.unstubAllEnvs())

  it("shows a friendly message and a way home, without internals in production", () => {
    vi.stubEnv("DEV", false)
    vi.spyOn(console, "error").mockImplementation(() => {})
    vi.spyOn(console, "warn").mockImplementation(() => {})
    renderWithError(new Error("database password wrong at db.ts:12"))
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
    expect(document.body.textContent).not.toContain("database password")
  })

  it("shows the error's message while developing", () => {
    vi.stubEnv("DEV", true)
    vi.spyOn(console, "error").mockImplementation(() => {})
    vi.spyOn(console, "warn").mockImplementation(() => {})
    renderWithError(new Error("boom in loader"))
    expect(screen.getByText("boom in loader")).toBeInTheDocument()
  })
})
