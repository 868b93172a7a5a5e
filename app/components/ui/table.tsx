// Tables in the shadcn manner. A table scrolls sideways inside its own box on a phone,
// never the page; a "cards" table shows each row as a card below the md breakpoint, its
// cells one under another after their column's name, the headers left to screen readers.
import * as React from "react"
import { cn } from "~/lib/utils"

type Layout = "table" | "cards"
const LayoutContext = React.createContext<Layout>("table")

const HEAD = "px-4 py-3 text-left text-xs font-semibold tracking-wide text-ocean-900 uppercase"
const CELL = "px-4 py-3 align-top text-sm text-slate-800"
const CARD_CELL =
  "max-md:block max-md:py-1.5 max-md:before:block max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-wide max-md:before:text-ocean-900 max-md:before:uppercase max-md:before:content-[attr(data-label)]"

function Table({
  label,
  layout = "table",
  labelledBy,
  className,
  children,
}: {
  /** Names the scrolling region. */
  label: string
  layout?: Layout
  /** The id of a heading that names the table itself. */
  labelledBy?: string
  className?: string
  children: React.ReactNode
}) {
  return (
    // Focusable so keyboard users can scroll it (axe "scrollable-region-focusable").
    // Positioned, so visually hidden headers inside stay in its box instead of widening the page.
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-ocean-100 bg-white shadow-sm focus-visible:ring-3 focus-visible:ring-sun-400 focus-visible:outline-none"
    >
      <LayoutContext.Provider value={layout}>
        <table
          data-slot="table"
          aria-labelledby={labelledBy}
          className={cn("w-full", layout === "cards" && "max-md:block", className)}
        >
          {children}
        </table>
      </LayoutContext.Provider>
    </div>
  )
}

function TableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  return <caption className={cn("sr-only", className)} {...props} />
}

type Column = string | { label: string; hidden: true }

/** `classes` when the table shows its rows as cards on a phone, else nothing. */
function useCardClasses(classes: string) {
  return React.useContext(LayoutContext) === "cards" ? classes : undefined
}

/** The header row: one column header per name; a hidden one is for screen readers only. */
function TableHeader({ columns, className }: { columns: readonly Column[]; className?: string }) {
  return (
    <thead
      className={cn(
        "border-b border-ocean-100 bg-ocean-50",
        useCardClasses("max-md:sr-only"),
        className,
      )}
    >
      <tr>
        {columns.map((column) =>
          typeof column === "string" ? (
            <th key={column} scope="col" className={HEAD}>
              {column}
            </th>
          ) : (
            <th key={column.label} scope="col" className={HEAD}>
              <span className="sr-only">{column.label}</span>
            </th>
          ),
        )}
      </tr>
    </thead>
  )
}

function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody className={cn(useCardClasses("max-md:block"), className)} {...props} />
}

function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return (
    <tr
      className={cn(
        "border-b border-ocean-50 last:border-0",
        useCardClasses("max-md:block max-md:py-2"),
        className,
      )}
      {...props}
    />
  )
}

/** A cell; `label` is its column's name, shown above it when the row is a card. */
function TableCell({
  label,
  className,
  ...props
}: React.ComponentProps<"td"> & { label?: string }) {
  return (
    <td data-label={label} className={cn(CELL, useCardClasses(CARD_CELL), className)} {...props} />
  )
}

/**
 * Totals under the rows: each a name spanning the columns but the last, and its amount in
 * the last; on a phone a "cards" table shows them as one line each, name and amount apart.
 */
function TableTotals({
  totals,
  columns,
  strongLast = true,
}: {
  totals: readonly (readonly [label: string, amount: React.ReactNode])[]
  /** How many columns the table has. */
  columns: number
  /** The last line (the total) in bold. */
  strongLast?: boolean
}) {
  const cards = React.useContext(LayoutContext) === "cards"
  return (
    <tfoot className={cn("border-t border-ocean-100", cards && "max-md:block")}>
      {totals.map(([label, amount], index) => {
        const strong = strongLast && index === totals.length - 1
        return (
          <tr
            key={label}
            className={cn(
              "border-b border-ocean-50 last:border-0",
              cards && "max-md:flex max-md:justify-between",
            )}
          >
            <th
              scope="row"
              colSpan={columns - 1}
              className={cn(
                "px-4 py-3 text-right text-sm font-semibold text-slate-800",
                cards && "max-md:text-left",
              )}
            >
              {label}
            </th>
            <td className={cn(CELL, strong && "font-bold text-ocean-950")}>{amount}</td>
          </tr>
        )
      })}
    </tfoot>
  )
}

/** A header cell of a row (the row's name), or of a column in a table of its own making. */
function TableHead({ className, ...props }: React.ComponentProps<"th">) {
  return <th className={cn(HEAD, className)} {...props} />
}

export { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow, TableTotals }
