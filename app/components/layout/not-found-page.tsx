// The 404 page: the splat route's, and a camera page's for an unknown camera.
import { useEffect } from "react"
import { Link, useLocation } from "react-router"
import { Button } from "~/components/ui/button"

export function NotFoundPage() {
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
