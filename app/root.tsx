import { useEffect } from "react"
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router"
import type { Route } from "./+types/root"
import { SiteFooter } from "~/components/layout/site-footer"
import { SiteHeader } from "~/components/layout/site-header"
import { Button } from "~/components/ui/button"
import { Toaster } from "~/components/ui/toaster"
import { useNonce } from "~/lib/nonce"
import { OG_IMAGE } from "~/lib/site"
import { CartProvider } from "~/shop/cart-context"
import { requestScopeMiddleware, scopeOf } from "~/scope/request-scope.server"
import { visitorCacheMiddleware, visitorOf } from "~/scope/visitor.server"
import { readCartMirror } from "~/shop/cart-mirror.server"
import stylesheet from "./app.css?url"

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/icon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
]

// Every request's scope (database, settings, clock…) is set here, before any loader or
// action; an answer to a request with the visitor cookie is marked private.
export const middleware: Route.MiddlewareFunction[] = [
  requestScopeMiddleware,
  visitorCacheMiddleware,
]

// The cart as the browser last mirrored it (app/shop/cart-mirror.ts), so the first
// HTML already has the badge, the cart and the checkout; and the public origin, since
// link previews need absolute URLs and behind a proxy the request's host is an internal one.
// A signed-in visitor's header shows "Account": `signedIn` is there only then, so a
// signed-out page's data is what it was before accounts.
export async function loader({ request, context }: Route.LoaderArgs) {
  const base = { cart: readCartMirror(request), publicOrigin: scopeOf(context).config.publicOrigin }
  const visitor = await visitorOf({ request, context })
  return visitor ? { ...base, signedIn: true as const } : base
}

// Only the first render needs the mirror (afterwards the browser's cart is the source),
// and the origin is a setting that never changes while the page is open; signing in or
// out (forms posted to /sign-in or /account) changes the header, so those revalidate.
export function shouldRevalidate({ formAction }: ShouldRevalidateFunctionArgs) {
  return (
    formAction !== undefined &&
    (formAction.startsWith("/sign-in") || formAction.startsWith("/account"))
  )
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const rootData = useRouteLoaderData<typeof loader>("root")
  const publicOrigin = rootData?.publicOrigin
  const { pathname } = useLocation()
  // A page with a picture of its own (a camera's) names it in its meta.
  const ownOgImage = useMatches().some(
    (match) => (match.handle as { ownOgImage?: boolean } | undefined)?.ownOgImage,
  )
  // Marks the document once React owns it (end-to-end tests wait for this).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true"
  }, [])
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#062f49" />
        <Meta />
        {publicOrigin && (
          <>
            <meta property="og:url" content={`${publicOrigin}${pathname}`} />
            {!ownOgImage && (
              <>
                <meta property="og:image" content={`${publicOrigin}${OG_IMAGE.path}`} />
                <meta property="og:image:width" content={String(OG_IMAGE.width)} />
                <meta property="og:image:height" content={String(OG_IMAGE.height)} />
                <meta property="og:image:alt" content={OG_IMAGE.alt} />
              </>
            )}
          </>
        )}
        {/* With a precedence React puts the only render-blocking file first in the head,
            ahead of the scripts' modulepreloads, so it never waits for a free connection. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <CartProvider initialCart={rootData?.cart ?? null}>
          <a
            href="#main"
            className="sr-only z-[200] rounded-md bg-white px-4 py-2 font-semibold text-ocean-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            Skip to content
          </a>
          <SiteHeader />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <SiteFooter />
          <Toaster />
        </CartProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong"
  let message = "We hit an unexpected problem showing this page. Please try again in a moment."
  let stack: string | undefined

  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? "Page not found" : `Error ${error.status}`
    message =
      error.status === 404
        ? "The page you asked for does not exist."
        : // A 503 carries a message meant for visitors (the database is down: try again).
          error.status === 503 && typeof error.data === "string"
          ? error.data
          : // A refused request (no Origin, a malformed form) says what was wrong with it.
            error.status < 500 && typeof error.data?.error === "string"
            ? (error.data.error as string)
            : error.statusText || message
  } else if (import.meta.env.DEV && error instanceof Error) {
    // Details help while developing; visitors never see internals.
    message = error.message
    stack = error.stack
  }

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-ocean-950">{title}</h1>
      <p className="text-slate-700">{message}</p>
      {stack && (
        <pre className="w-full overflow-x-auto rounded-md bg-ocean-950 p-4 text-left text-xs text-white">
          <code>{stack}</code>
        </pre>
      )}
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  )
}
