import { index, route, type RouteConfig } from "@react-router/dev/routes"

export default [
  index("routes/home.tsx"),
  route("cameras", "routes/cameras.tsx"),
  route("highlights", "routes/highlights.tsx"),
  route("merchandise", "routes/merchandise.tsx"),
  route("business", "routes/business.tsx"),
  route("about", "routes/about.tsx"),
  route("cart", "routes/cart.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("order-confirmation", "routes/order-confirmation.tsx"),
  route("admin/cache", "routes/admin/cache.tsx"),
  route("healthz", "routes/resources/healthz.ts"),
  route("newsletter", "routes/resources/newsletter.tsx"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig
