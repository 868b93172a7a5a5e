// The unit, component and server-module test files (vitest.config.ts, eslint.config.js).
export const UNIT_TEST_FILES = [
  "app/**/*.test.{ts,tsx}",
  "server/**/*.test.{ts,js}",
  "tests/unit/**/*.test.ts",
]

// Test files that replace a module (vi.mock) or an environment value (vi.stubEnv) for
// themselves. They get a fresh module graph each; every other test file shares its
// worker's modules with the files before it (vitest.config.ts), so ESLint keeps those
// replacements out of them (eslint.config.js).
export const OWN_MODULES = [
  "app/root.test.tsx",
  "app/routes/resources/newsletter-crash.test.ts",
  "app/shop/product-card.test.tsx",
]
