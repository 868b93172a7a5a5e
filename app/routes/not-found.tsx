// The splat route: any path no other route claims. The loader throws a 404 so the
// status is real (search engines, monitors); the ErrorBoundary shows the page.
import { useEffect } from "react"
import { data, Link, useLocation } from "react-router"
import type { Route } from "./+types/not-found"
import { Button } from "~/components/ui/button"
import { pageMeta } from "~/lib/site"

export function loader() {
  throw data("Not Found", { status: 404 })
}

export const meta: Route.MetaFunction = () =>
  pageMeta("Page not found", "The page you asked for does not exist.")

export default function NotFound() {
  return <NotFoundPage />
}

export function ErrorBoundary() {
  return <NotFoundPage />
}

function NotFoundPage() {
  const location = useLocation()
  useEffect(() => {
    // The attempted path is logged to the browser console.
    console.error("404 Error: User attempted to access non-existent route:", location.pathname)
  }, [location.pathname])

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-7xl font-extrabold text-ocean-700">404</h1>
      <p className="text-xl text-slate-700">Oops! Page not found</p>
      <Button asChild size="lg">
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  )
}
