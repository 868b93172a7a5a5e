// @vitest-environment jsdom
import { render, screen } from "@testing-library/react"
import { createRoutesStub, MemoryRouter } from "react-router"
import { describe, expect, it } from "vitest"
import { liveCameraCard } from "../../tests/support/cameras"
import { CameraCard } from "./camera-card"
import { formatViewers } from "./format"
import { SAMPLE_CAMERAS } from "./samples"

const live = liveCameraCard({ sponsor: "Ocean Sponsor Ltd" })

/** Renders in a data router whose page loader answers these favourite slugs (null: signed out). */
function renderInRouter(element: React.ReactElement, favouriteSlugs: string[] | null = null) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => element, loader: () => ({ favouriteSlugs }) },
  ])
  return render(<Stub />)
}

describe("CameraCard", () => {
  it("shows a live free camera with its viewers and a Watch Now link to a new tab without opener", () => {
    render(<CameraCard camera={live} />)
    expect(screen.getByRole("heading", { name: "Humpback Whales" })).toBeInTheDocument()
    expect(screen.getByText("LIVE")).toBeInTheDocument()
    expect(screen.getByText("FREE")).toBeInTheDocument()
    expect(screen.queryByText("PREMIUM")).not.toBeInTheDocument()
    expect(screen.getByText("1,234 viewers")).toBeInTheDocument()
    const link = screen.getByRole("link", { name: /Watch Now/ })
    expect(link).toHaveAttribute("href", "https://www.youtube.com/watch?v=a")
    expect(link).toHaveAttribute("target", "_blank")
    expect(link).toHaveAttribute("rel", "noopener noreferrer")
    expect(screen.queryByText("COMING SOON")).not.toBeInTheDocument()
  })

  it("links its title and picture to the camera's page, and only then", async () => {
    renderInRouter(<CameraCard camera={{ ...live, slug: "humpback-whales" }} />)
    await screen.findByRole("heading", { name: "Humpback Whales" }, { timeout: 10_000 })
    expect(screen.getByRole("link", { name: "Humpback Whales" }).getAttribute("href")).toBe(
      "/cameras/humpback-whales",
    )
    // The picture's link is hidden from assistive technology and the tab order.
    const links = document.querySelectorAll('a[href="/cameras/humpback-whales"]')
    expect(links).toHaveLength(2)
    expect(links[0]).toHaveAttribute("tabindex", "-1")
    expect(screen.getByRole("link", { name: /Watch Now/ })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=a",
    )
  })

  it("offers 'Add to favourites' to everyone, and 'Remove' for a favourite of the loader's", async () => {
    renderInRouter(<CameraCard camera={{ ...live, slug: "humpback-whales" }} />)
    // The stub router's loader runs first; a busy machine takes its time.
    const add = await screen.findByRole(
      "button",
      { name: "Add to favourites: Humpback Whales" },
      { timeout: 10_000 },
    )
    expect(add).toHaveAttribute("aria-pressed", "false")
    expect(add.closest("form")).toHaveAttribute("action", "/favourites")
    renderInRouter(<CameraCard camera={{ ...live, title: "Seals", slug: "seals" }} />, ["seals"])
    const remove = await screen.findByRole(
      "button",
      { name: "Remove from favourites: Seals" },
      { timeout: 10_000 },
    )
    expect(remove).toHaveAttribute("aria-pressed", "true")
  })

  it("receives the sponsor but does not show it", () => {
    const { container } = render(<CameraCard camera={live} />)
    expect(container.textContent).not.toContain("Ocean Sponsor Ltd")
  })

  it("shows COMING SOON and a disabled 'Coming Soon' button for a coming-soon camera", () => {
    render(<CameraCard camera={SAMPLE_CAMERAS[0]} />, { wrapper: MemoryRouter })
    expect(screen.getByText("COMING SOON")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Coming Soon" })).toBeDisabled()
    expect(screen.queryByRole("button", { name: /favourites/ })).not.toBeInTheDocument()
    // Its one announced link is its page; it has no link to the platform.
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/cameras/hermanus-whale-watching",
    ])
    expect(screen.getByText("PREMIUM")).toBeInTheDocument()
    expect(screen.queryByText("LIVE")).not.toBeInTheDocument()
  })
})

describe("formatViewers", () => {
  it("groups thousands the same on server and browser, and says '0 viewers' when it is not a number", () => {
    expect(formatViewers(1234)).toBe("1,234 viewers")
    expect(formatViewers(45210)).toBe("45,210 viewers")
    expect(formatViewers(0)).toBe("0 viewers")
    expect(formatViewers(Number.NaN)).toBe("0 viewers")
    expect(formatViewers("12")).toBe("0 viewers")
  })
})
