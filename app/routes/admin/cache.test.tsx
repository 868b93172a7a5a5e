// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { createRoutesStub } from "react-router"
import { describe, expect, it } from "vitest"
import CacheAdmin from "~/routes/admin/cache"

type Props = Parameters<typeof CacheAdmin>[0]

function renderCache(loaderData: Props["loaderData"], action?: () => Promise<unknown>) {
  const Stub = createRoutesStub([
    {
      path: "/admin/cache",
      Component: (() => (
        <CacheAdmin
          {...({ loaderData, actionData: undefined, params: {}, matches: [] } as unknown as Props)}
        />
      )) as never,
      action: action as never,
    },
    { path: "/", Component: () => <p>home</p> },
  ])
  return render(<Stub initialEntries={["/admin/cache"]} />)
}

describe("/admin/cache", () => {
  it("locked: 'Cache Admin', a password field, 'Login' and 'Return to Home'", () => {
    renderCache({ locked: true, next: "" })
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Cache Admin")
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password")
    expect(screen.getByRole("button", { name: "Login" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
    expect(screen.queryByText("Cache Management")).not.toBeInTheDocument()
  })

  it("unlocked: the cache entries and 'Refreshing...' while the refresh runs", async () => {
    let finish: (value: unknown) => void = () => {}
    renderCache(
      {
        locked: false,
        entries: [
          {
            key: "live:UC1:6",
            kind: "live",
            count: 6,
            fetched: "22 November 2026 at 10:00",
            expires: "23 November 2026 at 10:00",
            expired: false,
          },
        ],
        quota: {
          day: "2026-11-22",
          calls: [
            { endpoint: "search", calls: 1, units: 100 },
            { endpoint: "videos", calls: 120, units: 120 },
            { endpoint: "playlistItems", calls: 20, units: 20 },
            { endpoint: "channels", calls: 1, units: 1 },
          ],
          units: 141,
          unitBudget: 500,
          searches: 1,
          searchBudget: 5,
          unitsWithSearches: 241,
          budgetReached: false,
        },
      },
      () => new Promise((resolve) => (finish = resolve)),
    )
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Cache Management")
    expect(screen.getByRole("cell", { name: "live:UC1:6" })).toBeInTheDocument()
    const quota = screen.getByRole("table", { name: "YouTube API quota today" })
    expect(quota).toHaveTextContent("videos.list120120")
    expect(screen.getByText("141 of 500")).toBeInTheDocument()
    expect(screen.getByText("1 of 5")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Clear All Cache" })).toBeEnabled()
    await userEvent.click(screen.getByRole("button", { name: "Refresh YouTube Cache" }))
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Refreshing..." })).toBeDisabled(),
    )
    finish({
      ok: true,
      intent: "refresh",
      message: "YouTube cache refreshed successfully",
      toast: { id: "t1", title: "YouTube cache refreshed successfully" },
    })
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Refresh YouTube Cache" })).toBeEnabled(),
    )
    expect(screen.getByRole("status")).toHaveTextContent("YouTube cache refreshed successfully")
  })
})
