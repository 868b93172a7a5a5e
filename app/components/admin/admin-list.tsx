// What the admin's list pages share: the search form, the CSV export button, and the list
// itself, its rows as a cards table or a line saying why there are none.
import { Download, Search } from "lucide-react"
import type { Key, ReactNode } from "react"
import { Form, Link } from "react-router"
import { EmptyList } from "~/admin/admin-page"
import { Button } from "~/components/ui/button"
import { Input } from "~/components/ui/input"
import { Label } from "~/components/ui/label"
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHeader,
  TableRow,
} from "~/components/ui/table"
import { cn } from "~/lib/utils"

export const SEARCH_MAX_LENGTH = 254

/** The list's search (`q`), trimmed and cut to what the search box takes. */
export function searchQuery(params: URLSearchParams): string {
  return (params.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH)
}

/**
 * A list's search (`q`) and status filter (`status`) from its address; a status that is
 * not one of `statuses` filters nothing.
 */
export function listFilter<Status extends string>(
  request: Request,
  statuses: { is: (value: unknown) => value is Status },
): { query: string; status?: Status } {
  const params = new URL(request.url).searchParams
  const status = params.get("status")
  return { query: searchQuery(params), status: statuses.is(status) ? status : undefined }
}

/** `path` with the given search and filters, the empty ones left out. */
export function listHref(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value)
  return search.size ? `${path}?${search}` : path
}

/** `n` and the noun for it: "1 order", "3 orders". */
export function countOf(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`
}

/** A search box (`q`) with its Search button; `children` are further fields (filters). */
export function ListSearch({
  id,
  label,
  query,
  children,
}: {
  id: string
  label: string
  query: string
  children?: ReactNode
}) {
  return (
    <Form method="get" role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:max-w-md">
        <Label htmlFor={id}>{label}</Label>
        <Input id={id} type="search" name="q" defaultValue={query} maxLength={SEARCH_MAX_LENGTH} />
      </div>
      {children}
      <Button type="submit">
        <Search aria-hidden="true" />
        Search
      </Button>
    </Form>
  )
}

export function ExportCsv({
  href,
  children = "Export CSV",
}: {
  href: string
  children?: ReactNode
}) {
  return (
    <Button asChild variant="outline">
      <a href={href} download>
        <Download aria-hidden="true" />
        {children}
      </a>
    </Button>
  )
}

/** A row's link to its record's page. */
export function RecordLink({
  to,
  className,
  children,
}: {
  to: string
  className?: string
  children: ReactNode
}) {
  return (
    <Link
      to={to}
      className={cn(
        "font-semibold text-ocean-700 underline underline-offset-4 hover:text-ocean-900",
        className,
      )}
    >
      {children}
    </Link>
  )
}

/** A column: its name, its cells' classes and what a row shows in it. */
export type ListColumn<Row> = {
  label: string
  className?: string
  cell: (row: Row) => ReactNode
}

/**
 * The rows as a table (cards on a phone), one cell per column, or `empty` when there are
 * none (a status message where a search or filter made it so).
 */
export function AdminList<Row>({
  rows,
  rowKey,
  columns,
  empty,
  emptyStatus = false,
  label,
  caption,
  className,
}: {
  rows: readonly Row[]
  rowKey: (row: Row) => Key
  columns: readonly ListColumn<Row>[]
  empty: ReactNode
  emptyStatus?: boolean
  label: string
  caption?: ReactNode
  /** The table's least width from md up, where it is a table. */
  className?: string
}) {
  if (rows.length === 0) return <EmptyList status={emptyStatus}>{empty}</EmptyList>
  return (
    <Table label={label} layout="cards" className={className}>
      {caption !== undefined && <TableCaption>{caption}</TableCaption>}
      <TableHeader columns={columns.map((column) => column.label)} />
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column) => (
              <TableCell key={column.label} label={column.label} className={column.className}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/** Who a record is from: the name, then `children` (an organisation), then the address. */
export function ContactCell({
  name,
  email,
  children,
}: {
  name: string
  email: string
  children?: ReactNode
}) {
  return (
    <>
      <span className="block font-medium break-words text-ocean-950">{name}</span>
      {children}
      <span className="block break-all text-slate-700">{email}</span>
    </>
  )
}
