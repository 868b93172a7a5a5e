// The splat route: any path no other route claims. The loader throws a 404 so the
// status is real (search engines, monitors); the ErrorBoundary shows the page.
import { data } from "react-router"
import type { Route } from "./+types/not-found"
import { NotFoundPage } from "~/components/layout/not-found-page"
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
