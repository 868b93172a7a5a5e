// The admin area's gate and navigation. Its middleware checks the session before any
// admin loader or action runs (app/scope/admin-gate.server.ts); its loader refreshes the
// session's idle clock on every admin page view and raises a toast left by a redirect
// (login, logout).
import { data, isRouteErrorResponse, Link, NavLink, Outlet, useFetcher } from "react-router"
import type { Route } from "./+types/layout"
import { adminHeaders } from "~/admin/headers"
import { adminMiddleware, adminStateOf } from "~/scope/admin-gate.server"
import { countNewEnquiries } from "~/business/enquiries-admin.server"
import { countOrdersToShip } from "~/shop/orders-admin.server"
import { Button } from "~/components/ui/button"
import { useResultToast } from "~/lib/result-toast"
import { cn } from "~/lib/utils"
import { scopeOf } from "~/scope/request-scope.server"

export const middleware: Route.MiddlewareFunction[] = [adminMiddleware]

export async function loader({ request, context }: Route.LoaderArgs) {
  const { adminSessions } = scopeOf(context)
  const state = adminStateOf(context)
  // Reading a flash value removes it, so the session is committed either way.
  const toast = state.session.get("toast") ?? null
  const headers = new Headers()
  if (state.authenticated)
    headers.append("Set-Cookie", await adminSessions.touchAdminSession(request, state.session))
  else if (toast)
    headers.append("Set-Cookie", await adminSessions.commitAdminSession(request, state.session))
  // Shown beside 'Enquiries' in the navigation: leads nobody has answered yet.
  const newEnquiries = state.authenticated ? await countNewEnquiries(scopeOf(context).db) : 0
  // Shown beside 'Orders': paid orders not shipped yet.
  const ordersToShip = state.authenticated ? await countOrdersToShip(scopeOf(context).db) : 0
  return data(
    { authenticated: state.authenticated, toast, newEnquiries, ordersToShip },
    { headers },
  )
}

export const headers = adminHeaders

const ADMIN_LINKS = [
  { to: "/admin/cache", label: "Cache" },
  { to: "/admin/cameras", label: "Cameras" },
  { to: "/admin/orders", label: "Orders" },
  { to: "/admin/stock", label: "Stock" },
  { to: "/admin/enquiries", label: "Enquiries" },
  { to: "/admin/subscribers", label: "Subscribers" },
  { to: "/admin/waitlist", label: "Waitlist" },
  { to: "/admin/outbox", label: "Outbox" },
  { to: "/admin/accounts", label: "Accounts" },
] as const

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useResultToast(loaderData.toast)
  return (
    <div className="bg-ocean-50/60">
      {loaderData.authenticated && (
        <AdminNav newEnquiries={loaderData.newEnquiries} ordersToShip={loaderData.ordersToShip} />
      )}
      <Outlet />
    </div>
  )
}

const COUNT_BADGE =
  "ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-sun-400 px-1.5 text-xs font-bold text-ocean-950"

function AdminNav({ newEnquiries, ordersToShip }: { newEnquiries: number; ordersToShip: number }) {
  const logout = useFetcher()
  return (
    <div className="border-b border-ocean-100 bg-white">
      {/* One row on any screen: the links scroll sideways on a phone, 'Log out' stays in view. */}
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-2 sm:px-6">
        {/* Positioned, so the links' screen-reader text stays in the scroller, not the page. */}
        <nav aria-label="Admin" className="relative -my-1 min-w-0 overflow-x-auto py-1">
          <ul className="flex gap-1">
            {ADMIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  aria-label={
                    link.to === "/admin/orders" && ordersToShip > 0
                      ? `Orders, ${ordersToShip} to ship`
                      : undefined
                  }
                  className={({ isActive }) =>
                    cn(
                      "inline-flex h-9 items-center rounded-md px-3 text-sm font-semibold whitespace-nowrap outline-none hover:bg-ocean-100 focus-visible:ring-3 focus-visible:ring-sun-400",
                      isActive ? "bg-ocean-100 text-ocean-950" : "text-ocean-900",
                    )
                  }
                >
                  {link.label}
                  {link.to === "/admin/enquiries" && newEnquiries > 0 && (
                    <span className={COUNT_BADGE}>
                      {newEnquiries}
                      <span className="sr-only"> new</span>
                    </span>
                  )}
                  {link.to === "/admin/orders" && ordersToShip > 0 && (
                    <span aria-hidden="true" className={COUNT_BADGE}>
                      {ordersToShip}
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <logout.Form method="post" action="/admin/logout" className="shrink-0">
          <Button type="submit" variant="outline" size="sm" disabled={logout.state !== "idle"}>
            {logout.state !== "idle" ? "Logging out..." : "Log out"}
          </Button>
        </logout.Form>
      </div>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  // A refused request (a malformed form, say) says what was wrong with it.
  const refusal =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? (error.data.message as string)
      : undefined
  const [title, message] =
    status === 401
      ? ["Please log in again", "Your admin session has ended, so nothing was changed."]
      : status === 403
        ? ["Request refused", "This request did not come from this site, so nothing was changed."]
        : status === 404
          ? ["Not found", "There is nothing here. It may have been removed."]
          : status >= 400 && status < 500 && refusal
            ? ["Nothing was changed", refusal]
            : [
                "Something went wrong",
                "The admin page hit an unexpected problem. Please try again.",
              ]
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-ocean-950">{title}</h1>
      <p className="text-slate-700">{message}</p>
      <Button asChild>
        <Link to="/admin/cache" reloadDocument>
          {status === 401 ? "Go to admin login" : "Back to admin"}
        </Link>
      </Button>
    </section>
  )
}
