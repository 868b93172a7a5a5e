import { index, layout, route, type RouteConfig } from "@react-router/dev/routes"

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
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/index.ts"),
    route("admin/cache", "routes/admin/cache.tsx"),
    route("admin/orders", "routes/admin/orders.tsx"),
    route("admin/orders.csv", "routes/admin/orders.csv.ts"),
    route("admin/orders/:orderNumber", "routes/admin/orders.$orderNumber.tsx"),
    route("admin/subscribers", "routes/admin/subscribers.tsx"),
    route("admin/subscribers.csv", "routes/admin/subscribers.csv.ts"),
    route("admin/outbox", "routes/admin/outbox.tsx"),
    route("admin/logout", "routes/admin/logout.ts"),
  ]),
  route("healthz", "routes/resources/healthz.ts"),
  route("newsletter", "routes/resources/newsletter.tsx"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig
