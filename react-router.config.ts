import type { Config } from "@react-router/dev/config"

export default {
  ssr: true,
  // BUILD_DIR lets several builds (parallel test runs) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Middleware and typed context carry each request's scope (app/scope/).
  future: { v8_middleware: true },
} satisfies Config
