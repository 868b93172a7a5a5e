// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react"
import { createRoutesStub } from "react-router"
import { describe, expect, it } from "vitest"
import { AdminList, listHref, searchQuery } from "~/components/admin/admin-list"
import { Table, TableTotals } from "~/components/ui/table"

type Row = { id: number; email: string }

function renderList(rows: Row[], emptyStatus = false) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <AdminList
          rows={rows}
          rowKey={(row) => row.id}
          empty="Nobody yet."
          emptyStatus={emptyStatus}
          label="People"
          caption="2 people"
          columns={[
            { label: "Email", className: "break-all", cell: (row) => row.email },
            { label: "Id", cell: (row) => row.id },
          ]}
        />
      ),
    },
  ])
  return render(<Stub />)
}

describe("AdminList", () => {
  it("draws a cell per column, named by its column for the phone's cards", () => {
    renderList([
      { id: 1, email: "a@example.com" },
      { id: 2, email: "b@example.com" },
    ])
    const table = screen.getByRole("table", { name: "2 people" })
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Email", "Id"])
    const cell = within(table).getByRole("cell", { name: "b@example.com" })
    expect(cell).toHaveAttribute("data-label", "Email")
    expect(cell).toHaveClass("break-all")
  })

  it("says why there are no rows, as a status where a search made it so", () => {
    renderList([], true)
    expect(screen.queryByRole("table")).toBeNull()
    expect(screen.getByRole("status")).toHaveTextContent("Nobody yet.")
  })
})

describe("TableTotals", () => {
  it("names each amount by a row header spanning the other columns", () => {
    render(
      <Table label="Items" layout="cards">
        <TableTotals
          columns={5}
          totals={[
            ["Subtotal", "R10.00"],
            ["Total", "R20.00"],
          ]}
        />
      </Table>,
    )
    const total = screen.getByRole("rowheader", { name: "Total" })
    expect(total).toHaveAttribute("colspan", "4")
    expect(screen.getByRole("cell", { name: "R20.00" })).toHaveClass("font-bold")
    expect(screen.getByRole("cell", { name: "R10.00" })).not.toHaveClass("font-bold")
  })
})

describe("list addresses", () => {
  it("keeps the search and filters given, leaves out the empty ones", () => {
    expect(listHref("/admin/orders", { q: "", status: undefined })).toBe("/admin/orders")
    expect(listHref("/admin/orders", { q: "a b", status: "paid" })).toBe(
      "/admin/orders?q=a+b&status=paid",
    )
    expect(searchQuery(new URLSearchParams({ q: `  ${"x".repeat(300)} ` }))).toHaveLength(254)
  })
})
